import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answerSearch,
  cards,
  records,
  renderLocator,
  searchBodies,
  settled,
  status,
  setupLocatorTestServer,
} from './test-harness';
import { DEFAULT_LABELS } from '../../dealer-locator.api';
import { countText } from './results-panel';

setupLocatorTestServer();

const pick = async (user: ReturnType<typeof userEvent.setup>, name: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(screen.getByRole('option', { name: option }));
};
const count = () => document.querySelector('.dl-results__count');

const MOBILE = {
  type: 'Mobile Workshop',
  type_translated: 'Mobile workshop',
  locationName: 'Workshop truck 1',
  city: 'Ames',
  latitude: 42.1,
  longitude: -93.5,
  distance: 0.5,
};

describe('results panel (spec §2, §4)', () => {
  it('pages: first, last, current and neighbours; previous/next disabled at the ends; focus to the list', async () => {
    const user = userEvent.setup();
    answerSearch(records(130));
    const { base } = renderLocator({ perPage: 10 });
    await settled(base);
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(nav).getByRole('button', { name: /Previous/ })).toBeDisabled();
    const pages = () => [...nav.querySelectorAll('li')].map((li) => li.textContent);
    expect(pages()).toEqual(['1', '2', '…', '13']);
    for (let n = 0; n < 5; n++) await user.click(within(nav).getByRole('button', { name: /Next/ }));
    expect(pages()).toEqual(['1', '…', '5', '6', '7', '…', '13']);
    expect(count()).toHaveTextContent('130 results Showing 51–60 of 130');
    expect(cards()[0]).toHaveTextContent('Dealer 051');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('part', 'list'));
    await user.click(within(nav).getByRole('button', { name: 'Page 13 of 13' }));
    expect(cards()).toHaveLength(10);
    expect(within(nav).getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(searchBodies).toHaveLength(1);
  });

  it('a new search resets to page 1 (spec §4)', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(count()).toHaveTextContent('Showing 26–30 of 30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchBodies).toHaveLength(2));
    await settled(base, /results/);
    expect(count()).toHaveTextContent('Showing 1–25 of 30');
  });

  it.each([
    [1, '1 result'],
    [2, '2 results'],
  ])('count header for %i dealer(s): %s, in a live region', async (n, text) => {
    answerSearch(records(n));
    const { base } = renderLocator();
    await settled(base);
    expect(count()).toHaveTextContent(text);
    expect(status()).toHaveTextContent(text);
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('no results: zero count with the plural label, list hidden, no-results message (spec §8)', async () => {
    answerSearch([]);
    const { base } = renderLocator();
    await settled(base, /empty/);
    expect(count()).toHaveTextContent('0 results');
    expect(screen.getByText(/No dealers were found/, { selector: 'p' })).toBeInTheDocument();
    expect(document.querySelector('[part=list]')).not.toBeVisible();
    expect(status()).toHaveTextContent('0 results. No dealers were found');
  });

  it('zero uses the plural label in French too, where plural rules call 0 "one" (spec §8)', async () => {
    answerSearch([]);
    const { base } = renderLocator(
      {
        labels: {
          ...DEFAULT_LABELS,
          resultCountSingular: '{count} résultat',
          resultCountPlural: '{count} résultats',
        },
      },
      'fr-CA',
    );
    await settled(base, /empty/);
    expect(count()).toHaveTextContent('0 résultats');
    expect(status()).toHaveTextContent('0 résultats.');
  });

  it.each([
    ['fr-CA', 0, '0 results'],
    ['pt-BR', 0, '0 results'],
    ['en-US', 0, '0 results'],
    ['fr-CA', 1, '1 result'],
    ['fr-CA', 2, '2 results'],
  ])('countText in %s for %i: %s', (locale, total, text) => {
    expect(countText(total, DEFAULT_LABELS, locale)).toBe(text);
  });

  it('selecting a dealer shows it alone with more info; show-all returns to the list', async () => {
    const user = userEvent.setup();
    const { base, emit } = renderLocator();
    await settled(base);
    expect(screen.queryByRole('button', { name: 'Show all results' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More info: Dealer 003' }));
    expect(emit).toHaveBeenCalledWith('mf-dealer-select', { dealer_code: 'D003' });
    expect(cards()).toHaveLength(1);
    expect(count()).toBeNull();
    const card = cards()[0]!;
    expect(within(card).getByRole('rowheader', { name: 'Monday' })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'Monday 08:00 – 17:00' })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: 'Sunday Closed' })).toBeInTheDocument();
    const hide = within(card).getByRole('button', { name: 'Hide hours' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(within(card).queryByRole('row', { name: 'Sunday Closed' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Opening times' }));
    expect(within(card).getByRole('row', { name: 'Sunday Closed' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'More info about Dealer 003' })).toHaveAttribute(
      'href',
      '#dealer-locator-D003',
    );
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all results' }));
    expect(emit).toHaveBeenLastCalledWith('mf-dealer-select', null);
    expect(cards()).toHaveLength(25);
    expect(count()).toHaveTextContent('30 results');
  });

  it('the map toggle hides and shows the map container', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    const map = screen.getByRole('region', { name: 'Map of dealers' });
    const toggle = screen.getByRole('button', { name: 'Hide map' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', map.id);
    await user.click(toggle);
    expect(map).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Show map' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(map).toBeVisible();
  });

  it('region SA lists recommended dealers and reveals the others behind see-more (spec §9)', async () => {
    const user = userEvent.setup();
    answerSearch(records(6, (i) => ({ recommended: i < 2 ? true : null, region: 'SA' })));
    const { base } = renderLocator({ region: 'SA' });
    await settled(base);
    expect(cards()).toHaveLength(2);
    expect(count()).toHaveTextContent('2 results');
    await user.click(screen.getByRole('button', { name: 'See more dealers' }));
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'See more dealers' })).toBeNull();
    expect(cards().map((card) => card.querySelector('.dl-card__letter')?.textContent)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
    ]);
  });

  it('shows the service-truck notice where designated locations appear (spec §8)', async () => {
    answerSearch(records(2, (i) => (i === 0 ? { designatedlocations: [MOBILE] } : {})));
    const { base } = renderLocator();
    await settled(base);
    expect(
      screen.getByText(
        'Service truck icons illustrate coverage ranges only and do not indicate current truck locations.',
      ),
    ).toBeInTheDocument();
    // Dealerships come before designated locations.
    expect(cards().at(-1)).toHaveTextContent('Workshop truck 1');
    expect(cards().at(-1)).toHaveTextContent('Mobile workshop');
  });

  it('no notice without designated locations', async () => {
    const { base } = renderLocator();
    await settled(base);
    expect(screen.queryByText(/Service truck icons/)).toBeNull();
  });
});

describe('filter bar (spec §2, §4, §5)', () => {
  it('an offering change reuses the cached answer; a distance change fetches anew', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator({ offerings: { Combines: 'Combine harvesters' } });
    await settled(base);
    await pick(user, 'Offerings', 'Combine harvesters');
    expect(count()).toHaveTextContent('10 results');
    expect(searchBodies).toHaveLength(1);
    await pick(user, 'Distance', '250 mi');
    await waitFor(() => expect(searchBodies).toHaveLength(2));
    expect(searchBodies[1]).toMatchObject({ radius: 250, distance_unit: 'mi' });
    await settled(base, /results/);
    // The applied offering stays applied on the new answer.
    expect(count()).toHaveTextContent('10 results');
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
    expect(count()).toHaveTextContent('10 results');
    const tractorsOnly = records(3, () => ({
      brands: [{ code: 'AX', product_offerings: { machinery: ['Tractors'] } }],
    }));
    answerSearch(tractorsOnly);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(count()).toHaveTextContent('3 results'));
    expect(screen.getByRole('combobox', { name: 'Offerings' })).toHaveTextContent('All offerings');
    answerSearch(records(30));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(count()).toHaveTextContent('30 results'));
    expect(screen.getByRole('combobox', { name: 'Offerings' })).toHaveTextContent('All offerings');
  });

  it('hides the locations filter below 2 location types and the offerings filter without real offerings', async () => {
    answerSearch(records(3, () => ({ brands: [] })));
    const { base } = renderLocator();
    await settled(base);
    expect(screen.queryByRole('combobox', { name: 'Locations' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Offerings' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Distance' })).toBeInTheDocument();
  });

  it('the locations filter narrows to one location type without a new request', async () => {
    const user = userEvent.setup();
    answerSearch(records(3, (i) => (i === 0 ? { designatedlocations: [MOBILE] } : {})));
    const { base } = renderLocator();
    await settled(base);
    expect(cards()).toHaveLength(4);
    await pick(user, 'Locations', 'Mobile workshop');
    expect(cards()).toHaveLength(1);
    expect(count()).toHaveTextContent('1 result');
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
