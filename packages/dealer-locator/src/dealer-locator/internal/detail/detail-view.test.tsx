import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  DETAIL_URL,
  answerSearch,
  cards,
  detailQueries,
  records,
  renderLocator,
  server,
  settled,
  setupLocatorTestServer,
} from '@mf/dealer-locator/testing/view-harness';

setupLocatorTestServer();

async function goTo(hash: string) {
  await act(async () => {
    location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}
const detail = () => document.querySelector<HTMLElement>('[part=detail]');
const searchView = () => document.querySelector<HTMLElement>('.dl-search')!;

describe('detail view and hash routes (spec §2, §4, §7)', () => {
  it('#dealer-locator-{code} shows a known dealer at once, then loads its related dealers', async () => {
    server.use(
      http.get(DETAIL_URL, async ({ request }) => {
        detailQueries.push(new URL(request.url).searchParams.get('dealerId') ?? '');
        await delay(150);
        return HttpResponse.json(records(3));
      }),
    );
    const { base } = renderLocator();
    await settled(base);
    await goTo('#dealer-locator-D002');
    expect(searchView()).not.toBeVisible();
    const view = detail()!;
    expect(within(view).getByRole('heading', { level: 3 })).toHaveTextContent('Dealer 002');
    expect(within(view).getByRole('progressbar', { name: 'Loading dealer' })).toBeInTheDocument();
    await waitFor(() => expect(within(view).queryByRole('progressbar')).toBeNull());
    expect(detailQueries).toEqual(['D002']);
    const related = within(view).getByRole('button', { name: 'Related dealers' });
    await userEvent.setup().click(related);
    const region = within(view).getByRole('region', { name: 'Related dealers' });
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dealer 001', '#dealer-locator-D001'],
      ['Dealer 003', '#dealer-locator-D003'],
    ]);
  });

  it('renders heading, website, we-offer list, directions, map slot and collapsed sections', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator({ offerings: { Tractors: 'Farm tractors' } });
    await goTo('#dealer-locator-D001');
    await waitFor(() => expect(detail()).toHaveTextContent('Dealer 001'));
    await waitFor(() => expect(within(detail()!).queryByRole('progressbar')).toBeNull());
    const view = detail()!;
    expect(base()).toHaveAttribute('data-view', 'detail');
    expect(within(view).getByRole('link', { name: 'Visit website' })).toHaveAttribute(
      'href',
      'https://prairie.example/',
    );
    expect(within(view).getByRole('list', { name: 'We offer' })).toHaveTextContent(
      'Farm tractorsCombinesService',
    );
    expect(within(view).getByRole('link', { name: 'Directions' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\/42\.0308,-93\.6319\/.*,14z$/,
    );
    expect(view.querySelector('[part=detail-map]')).toHaveAttribute('data-latitude', '42.0308');
    const buttons = within(view).getAllByRole('button', { expanded: false });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Contact us',
      'Opening times',
      'Our address',
      'Related dealers',
    ]);
    await user.click(within(view).getByRole('button', { name: 'Opening times' }));
    const hours = within(view).getByRole('region', { name: 'Opening times' });
    expect(within(hours).getByRole('row', { name: 'Monday 08:00 – 17:00' })).toBeInTheDocument();
    expect(within(hours).getByRole('row', { name: 'Sunday Closed' })).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Contact us' }));
    const contact = within(view).getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: '+1 (515) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+15155550100',
    );
    expect(within(contact).getByRole('link', { name: 'info@prairie.example' })).toHaveAttribute(
      'href',
      'mailto:info@prairie.example',
    );
    // A new dealer renders with every section collapsed again (spec §4).
    await goTo('#dealer-locator-D002');
    await waitFor(() => expect(detail()).toHaveTextContent('Dealer 002'));
    expect(within(detail()!).queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('returning from detail restores the scroll position and focuses the results list', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { base } = renderLocator();
    await settled(base);
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await user.click(within(cards()[4]!).getByRole('link', { name: 'Dealer 005' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Dealer 005'));
    expect(document.activeElement?.tagName).toBe('H3');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await user.click(within(detail()!).getByRole('link', { name: /Back to results/ }));
    await waitFor(() => expect(searchView()).toBeVisible());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('part', 'list'));
    expect(detail()).toBeNull();
    expect(cards()).toHaveLength(25);
  });

  it('opened directly: loads the dealer; coming back without results focuses the title', async () => {
    answerNothingFor('/test/dealers/search.json');
    history.replaceState(null, '', '/#dealer-locator-D004');
    const user = userEvent.setup();
    renderLocator();
    expect(within(detail()!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Loading dealer',
    );
    await waitFor(() => expect(detail()).toHaveTextContent('Dealer 004'));
    await user.click(within(detail()!).getByRole('link', { name: /Back to results/ }));
    await waitFor(() => expect(searchView()).toBeVisible());
    await waitFor(() => expect(document.activeElement).toHaveRole('heading'));
    expect(document.activeElement).toHaveTextContent('Find a dealer');
  });

  it('an unknown code says so; a failed call shows the detail error and logs', async () => {
    answerNothingFor('/test/dealers/search.json');
    history.replaceState(null, '', '/#dealer-locator-NOPE');
    renderLocator();
    await waitFor(() =>
      expect(within(detail()!).getByRole('heading', { level: 3 })).toHaveTextContent(
        'This dealer could not be found.',
      ),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(DETAIL_URL, () => new HttpResponse('<html>oops</html>', { status: 503 })));
    await goTo('#dealer-locator-D009');
    await waitFor(() =>
      expect(
        screen.getByText('Dealer details could not be loaded. Please try again later.'),
      ).toBeInTheDocument(),
    );
    expect(error).toHaveBeenCalledWith(
      'mf-dealer-locator: the dealer detail failed',
      expect.anything(),
    );
  });

  it('a deep link without a detail endpoint shows the dealer once the first search knows it', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/test/dealers/search.json', async () => {
        await gate;
        return HttpResponse.json(records(30));
      }),
    );
    history.replaceState(null, '', '/#dealer-locator-D004');
    const { base } = renderLocator({ detailEndpoint: '' });
    const heading = () => within(detail()!).getByRole('heading', { level: 3 });
    expect(heading()).toHaveTextContent('This dealer could not be found.');
    await settled(base, /loading/);
    release();
    await waitFor(() => expect(heading()).toHaveTextContent('Dealer 004'));
    expect(detailQueries).toEqual([]);
  });

  it('with a brand set, the detail keeps only dealers carrying it (spec §7)', async () => {
    answerNothingFor('/test/dealers/search.json');
    server.use(
      http.get(DETAIL_URL, () =>
        HttpResponse.json([
          ...records(2),
          { ...records(3)[2], brands: [{ code: 'ZZ', product_offerings: {} }] },
        ]),
      ),
    );
    history.replaceState(null, '', '/#dealer-locator-D001');
    const user = userEvent.setup();
    renderLocator({ brand: 'AX' });
    await waitFor(() => expect(within(detail()!).queryByRole('progressbar')).toBeNull());
    await user.click(within(detail()!).getByRole('button', { name: 'Related dealers' }));
    expect(
      within(within(detail()!).getByRole('region', { name: 'Related dealers' })).getAllByRole(
        'link',
      ),
    ).toHaveLength(1);
  });

  it('the detail keeps the brand the visitor chose, not the brand attribute (spec §7)', async () => {
    const user = userEvent.setup();
    const boxer = (list: ReturnType<typeof records>) =>
      list.map((record) => ({
        ...record,
        brands: [{ code: 'BX', product_offerings: { machinery: ['Balers'] } }],
      }));
    server.use(
      http.get(DETAIL_URL, ({ request }) => {
        detailQueries.push(new URL(request.url).searchParams.get('dealerId') ?? '');
        return HttpResponse.json(boxer(records(3)));
      }),
    );
    const brands = [
      { value: 'AX', label: 'Axle' },
      { value: 'BX', label: 'Boxer' },
    ];
    const { base } = renderLocator({ brands, brand: 'AX' });
    await settled(base);
    server.use(http.post('/test/dealers/search.json', () => HttpResponse.json(boxer(records(3)))));
    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    await user.click(screen.getByRole('option', { name: 'Boxer' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(within(cards()[0]!).getByRole('link', { name: 'Dealer 001' }));
    await waitFor(() => expect(detailQueries).toEqual(['D001']));
    await waitFor(() => expect(within(detail()!).queryByRole('progressbar')).toBeNull());
    await user.click(within(detail()!).getByRole('button', { name: 'Related dealers' }));
    const region = within(detail()!).getByRole('region', { name: 'Related dealers' });
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dealer 002', 'Dealer 003']);
  });
});

/** The search endpoint answers an empty list (these tests start on a detail route). */
function answerNothingFor(url: string) {
  server.use(http.post(url, () => HttpResponse.json([])));
}

describe('dealer codes with "%"', () => {
  const withPercent = () =>
    records(3, (index) =>
      index === 0
        ? { dealer_code: 'P%Q', name: 'Percent Q' }
        : index === 1
          ? { dealer_code: '100%', name: 'Hundred Percent' }
          : {},
    );
  const heading = () => within(detail()!).getByRole('heading', { level: 3 });

  it('card links carry the code percent-encoded, and following one opens the detail', async () => {
    answerSearch(withPercent());
    const { base } = renderLocator({ detailEndpoint: '' });
    await settled(base);
    const link = (name: string) =>
      within(cards().find((c) => c.textContent?.includes(name))!).getAllByRole('link', {
        name,
      })[0]!;
    expect(link('Percent Q')).toHaveAttribute('href', '#dealer-locator-P%25Q');
    expect(link('Hundred Percent')).toHaveAttribute('href', '#dealer-locator-100%25');
    await goTo(link('Hundred Percent').getAttribute('href')!);
    expect(heading()).toHaveTextContent('Hundred Percent');
  });

  it.each([
    ['#dealer-locator-P%Q', 'Percent Q'],
    ['#dealer-locator-100%', 'Hundred Percent'],
    ['#dealer-locator-P%25Q', 'Percent Q'],
  ])(
    'a hand-written %s opens %s (invalid percent-encoding is taken as written)',
    async (hash, name) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      answerSearch(withPercent());
      const { base } = renderLocator({ detailEndpoint: '' });
      await settled(base);
      await goTo(hash);
      await waitFor(() => expect(heading()).toHaveTextContent(name));
      expect(searchView()).not.toBeVisible();
    },
  );
});
