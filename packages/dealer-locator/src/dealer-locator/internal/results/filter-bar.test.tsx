/** The filter bar with the results it narrows (spec §2, §4, §5). */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  answerSearch,
  cards,
  records,
  renderLocator,
  searchBodies,
  settled,
  status,
  setupLocatorTestServer,
  MOBILE_WORKSHOP,
  resultCount,
} from '@mf/dealer-locator/testing/view-harness';

// The real afterNextPaint (tests/setup/vitest-setup.ts runs it at once elsewhere).
vi.unmock('@mf/core/browser/after-paint');

setupLocatorTestServer();

/** The filter bar is no longer busy: the answer's offerings are gathered. */
const offeringsGathered = () =>
  waitFor(() =>
    expect(screen.getByRole('group', { name: 'Filter results' })).not.toHaveAttribute('aria-busy'),
  );

const pick = async (user: ReturnType<typeof userEvent.setup>, name: string, option: string) => {
  // The offerings come after the first paint of an answer (search/use-search-results.ts); their
  // dropdown may be there before, with the default alone.
  await offeringsGathered();
  await user.click(await screen.findByRole('combobox', { name }));
  await user.click(screen.getByRole('option', { name: option }));
};

describe('filter bar (spec §2, §4, §5)', () => {
  it('an offering change reuses the cached answer; a distance change fetches anew', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator({ offerings: { Combines: 'Combine harvesters' } });
    await settled(base);
    await pick(user, 'Offerings', 'Combine harvesters');
    expect(resultCount()).toHaveTextContent('10 results');
    expect(searchBodies).toHaveLength(1);
    await pick(user, 'Distance', '250 mi');
    await waitFor(() => expect(searchBodies).toHaveLength(2));
    expect(searchBodies[1]).toMatchObject({ radius: 250, distance_unit: 'mi' });
    await settled(base, /results/);
    // The applied offering stays applied on the new answer.
    expect(resultCount()).toHaveTextContent('10 results');
    expect(screen.getByRole('combobox', { name: 'Offerings' })).toHaveTextContent(
      'Combine harvesters',
    );
  });

  it('an offering change that keeps the count is announced again (spec §4)', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    const region = status();
    expect(region).toHaveTextContent('30 results');
    const added: Node[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => added.push(...record.addedNodes)),
    );
    observer.observe(region, { childList: true, subtree: true });
    // Every dealer offers tractors: the same 30 results, a new result set.
    await pick(user, 'Offerings', 'Tractors');
    added.push(...observer.takeRecords().flatMap((record) => [...record.addedNodes]));
    observer.disconnect();
    expect(status()).toHaveTextContent('30 results');
    expect(added.some((node) => node.textContent === '30 results')).toBe(true);
  });

  it('an applied offering the new answer lacks is dropped for good, not revived later (spec §4)', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator({ offerings: { Combines: 'Combine harvesters' } });
    await settled(base);
    await pick(user, 'Offerings', 'Combine harvesters');
    expect(resultCount()).toHaveTextContent('10 results');
    const tractorsOnly = records(3, () => ({
      brands: [{ code: 'AX', product_offerings: { machinery: ['Tractors'] } }],
    }));
    answerSearch(tractorsOnly);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(resultCount()).toHaveTextContent('3 results'));
    expect(screen.getByRole('combobox', { name: 'Offerings' })).toHaveTextContent('All offerings');
    answerSearch(records(30));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(resultCount()).toHaveTextContent('30 results'));
    // Gathered after the first paint: the offerings come back, 'Combines' stays unapplied.
    expect(await screen.findByRole('combobox', { name: 'Offerings' })).toHaveTextContent(
      'All offerings',
    );
  });

  it('paints the first page before the offerings: the bar is busy until they come, their dropdown in its place', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const { base } = renderLocator({ offerings: { Combines: 'Combine harvesters' } });
    // Not settled(): that waits for the offerings too.
    await waitFor(() => expect(base().getAttribute('data-state')).toBe('results'));
    expect(cards()).toHaveLength(25);
    const bar = screen.getByRole('group', { name: 'Filter results' });
    expect(bar).toHaveAttribute('aria-busy', 'true');
    // The first page's dealers have offerings, so the answer has some: the dropdown holds its
    // place from the first paint (the filters after it and the results do not move), with the
    // default alone.
    const offerings = screen.getByRole('combobox', { name: 'Offerings' });
    expect(offerings).toHaveTextContent('All offerings');
    const root = offerings.getRootNode() as Document | ShadowRoot;
    const options = () =>
      root
        .getElementById(offerings.getAttribute('aria-controls')!)!
        .querySelectorAll('[role=option]');
    expect(options()).toHaveLength(1);
    // The frame that paints the results; the offerings follow as a task of their own. Frames are
    // run until they come: the effect that asks for the frame can run after the state shows on a
    // busy machine, and a frame asked for after a single flush would never run.
    await waitFor(
      () => {
        act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
        expect(bar).not.toHaveAttribute('aria-busy');
      },
      { timeout: 10_000 },
    );
    // The same dropdown, now with the answer's offerings.
    expect(screen.getByRole('combobox', { name: 'Offerings' })).toBe(offerings);
    expect(options()[1]).toHaveTextContent('Combine harvesters');
    vi.unstubAllGlobals();
  });

  it('hides the locations filter below 2 location types and the offerings filter without real offerings', async () => {
    answerSearch(records(3, () => ({ brands: [] })));
    const { base } = renderLocator();
    await settled(base);
    await offeringsGathered();
    expect(screen.queryByRole('combobox', { name: 'Locations' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Offerings' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Distance' })).toBeInTheDocument();
  });

  it('the locations filter narrows to one location type without a new request', async () => {
    const user = userEvent.setup();
    answerSearch(records(3, (i) => (i === 0 ? { designatedlocations: [MOBILE_WORKSHOP] } : {})));
    const { base } = renderLocator();
    await settled(base);
    expect(cards()).toHaveLength(4);
    await pick(user, 'Locations', 'Mobile workshop');
    expect(cards()).toHaveLength(1);
    expect(resultCount()).toHaveTextContent('1 result');
    await pick(user, 'Locations', 'All locations');
    expect(cards()).toHaveLength(4);
    expect(searchBodies).toHaveLength(1);
  });

  it('ignores a distance option that is not "positive-integer unit" (spec §5)', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator({
      distances: [
        { value: '0 mi', label: 'Zero' },
        { value: 'far', label: 'Far' },
        { value: '75 ', label: '75 in the form unit' },
      ],
      distanceUnit: 'km',
    });
    await settled(base);
    await pick(user, 'Distance', 'Zero');
    await pick(user, 'Distance', 'Far');
    expect(searchBodies).toHaveLength(1);
    await pick(user, 'Distance', '75 in the form unit');
    await waitFor(() => expect(searchBodies).toHaveLength(2));
    expect(searchBodies[1]).toMatchObject({ radius: 75, distance_unit: 'km' });
  });
});

describe('distance unit (spec §5)', () => {
  it('an empty unit falls back to the unit in force, not the attribute', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator({
      distances: [
        { value: '100 mi', label: '100 miles' },
        { value: '75 ', label: '75 in the form unit' },
      ],
      distanceUnit: 'km',
    });
    await settled(base);
    expect(searchBodies[0]).toMatchObject({ distance_unit: 'km' });
    await pick(user, 'Distance', '100 miles');
    await waitFor(() => expect(searchBodies).toHaveLength(2));
    await settled(base, /results/);
    await pick(user, 'Distance', '75 in the form unit');
    await waitFor(() => expect(searchBodies).toHaveLength(3));
    expect(searchBodies[2]).toMatchObject({ radius: 75, distance_unit: 'mi' });
  });
});

describe('distance change validates the form (spec §4 "re-searches after validation")', () => {
  it('searches with the form as it is now, and shows its errors when it is invalid', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator({ requireLocation: false });
    await settled(base);
    await user.type(screen.getByRole('combobox', { name: 'City, state or postal code' }), 'Ames');
    await pick(user, 'Distance', '25 mi');
    await waitFor(() => expect(searchBodies).toHaveLength(2));
    expect(searchBodies[1]).toMatchObject({
      radius: 25,
      geocode: { latitude: 42.03, longitude: -93.62 },
    });
  });

  it('an invalid form shows its errors and does not search; the distance holds for the next search', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/?zipcode=50010');
    const { base } = renderLocator({ requireLocation: true });
    await settled(base);
    const box = screen.getByRole('combobox', { name: 'City, state or postal code' });
    await user.clear(box);
    await pick(user, 'Distance', '250 mi');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // spec §5: the invalid field gets focus, from the filter bar too.
    expect(box).toHaveFocus();
    expect(searchBodies).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveTextContent('250 mi');
    await user.type(box, 'Ames');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchBodies).toHaveLength(2));
    expect(searchBodies[1]).toMatchObject({ radius: 250 });
  });
});
