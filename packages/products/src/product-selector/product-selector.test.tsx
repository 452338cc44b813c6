import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_FIXTURES } from '@mf/demo-mocks/products/fixtures';
import { PRODUCT_CARDS_URL, PRODUCT_FILTERS_URL } from '@mf/demo-mocks/products/handlers';
import {
  loaded,
  renderSelector,
  requests,
  server,
  setUpProductTests,
} from '@mf/products/testing/view-harness';
import { EMPTY_CARDS_ERROR } from './internal/catalogue/use-catalogue';

setUpProductTests();

const heading = () => screen.getByRole('heading', { level: 2, name: /products?$/ });
const typeSection = () => screen.getByRole('button', { name: /^Type/ });
const cardTitles = () =>
  within(screen.getByRole('list', { name: '' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent ?? '');
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });

async function ready(overrides = {}) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const view = renderSelector(overrides);
  await loaded(view.base);
  return { ...view, warn };
}

describe('<mf-product-selector> view', () => {
  it('asks both servlets in parallel with the path and shows every valid card; skipped cards reported by path', async () => {
    const { base, warn } = await ready();
    expect(requests.map((u) => new URL(u).pathname + new URL(u).search).sort()).toEqual([
      '/bin/mf/productcards.json?path=%2Fcontent%2Fmf%2Fen-us%2Fproducts%2Ftractors',
      '/bin/mf/productfilters.json?path=%2Fcontent%2Fmf%2Fen-us%2Fproducts%2Ftractors',
    ]);
    expect(base().dataset.state).toBe('results');
    expect(heading()).toHaveTextContent('132 products');
    expect(screen.getAllByRole('listitem', { name: undefined }).length).toBeGreaterThan(132);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'cards[132] (/content/mf/products/tractors/draft-without-title) is not valid: front.title is missing; left out.',
      'cards[133] (/content/mf/products/tractors/bad-range) is not valid: front.slider_range is not a range; left out.',
    ]);
  });

  it('while loading it holds the sidebar column, and the results box comes with the results (no layout shift)', async () => {
    const { base } = renderSelector();
    expect(base().dataset.state).toBe('loading');
    expect(base()).toHaveAttribute('data-layout', 'sidebar');
    expect(base().querySelector('.selector__results')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading products…' })).toBeInTheDocument();
    await loaded(base);
    expect(base()).toHaveAttribute('data-layout', 'sidebar');
    expect(base().querySelector('.selector__results [part~=list]')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('the cloud host rule of bin-url applies to both calls', async () => {
    await ready({ origin: 'http://mf.cloudhost.net', cloudHostPattern: 'cloudhost' });
    expect(requests.map((u) => new URL(u).pathname).sort()).toEqual([
      '/mf/resources/bin/mf/productcards.json',
      '/mf/resources/bin/mf/productfilters.json',
    ]);
  });

  it('one accordion list open at a time', async () => {
    const user = userEvent.setup();
    await ready();
    const transmission = screen.getByRole('button', { name: /^Transmission/ });
    expect(typeSection()).toHaveAttribute('aria-expanded', 'true');
    expect(transmission).toHaveAttribute('aria-expanded', 'false');
    await user.click(transmission);
    expect(transmission).toHaveAttribute('aria-expanded', 'true');
    expect(typeSection()).toHaveAttribute('aria-expanded', 'false');
  });

  it('an option narrows the grid, shows its chip, goes to the address, keeps focus and announces the count', async () => {
    const user = userEvent.setup();
    const { emit } = await ready();
    const utility = checkbox(/^Utility tractors \(22\)/);
    await user.click(utility);
    expect(heading()).toHaveTextContent('22 products');
    expect(utility).toBeChecked();
    expect(utility).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('22 products');
    expect(location.search).toBe('?f.product_type=utility');
    expect(
      screen.getByRole('button', { name: 'Remove filter Utility tractors' }),
    ).toBeInTheDocument();
    expect(emit).toHaveBeenCalledWith('mf-change', {
      options: { product_type: ['utility'] },
      ranges: {},
      sort: '',
      query: '',
      count: 22,
      power: 'hp',
    });
    // Counts of the other options stay what choosing them would add.
    expect(checkbox(/^Compact tractors \(22\)/)).not.toBeChecked();
  });

  it('a chip removes its filter; clear all removes every one', async () => {
    const user = userEvent.setup();
    await ready();
    await user.click(checkbox(/^Utility tractors/));
    await user.click(checkbox(/^Compact tractors/));
    await user.click(screen.getByRole('button', { name: /^Features/ }));
    await user.click(checkbox(/^Telematics/));
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getAllByRole('button')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Remove filter Compact tractors' }));
    expect(within(chips).getAllByRole('button')).toHaveLength(3);
    expect(location.search).toBe('?f.product_type=utility&f.features=telematics');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('group', { name: 'Active filters' })).toBeNull();
    expect(heading()).toHaveTextContent('132 products');
    expect(location.search).toBe('');
  });

  it('options that would give no result are marked with a count of 0', async () => {
    const user = userEvent.setup();
    await ready();
    await user.click(checkbox(/^Sub-compact tractors/));
    await user.click(screen.getByRole('button', { name: /^Power \(hp\)/ }));
    const max = screen.getByRole('spinbutton', { name: 'Maximum' });
    await user.clear(max);
    await user.type(max, '22{Enter}');
    await user.click(typeSection());
    const empty = checkbox(/^4WD tractors \(0\).*no results$/);
    expect(empty.closest('li')).toHaveAttribute('data-empty');
  });

  it('a range from the number fields: typed, kept in kW, matched by overlap, shown as a chip in hp', async () => {
    const user = userEvent.setup();
    await ready();
    await user.click(screen.getByRole('button', { name: /^Power \(hp\)/ }));
    const min = screen.getByRole('spinbutton', { name: 'Minimum' });
    const max = screen.getByRole('spinbutton', { name: 'Maximum' });
    await user.clear(max);
    await user.type(max, '24');
    expect(screen.getByRole('slider', { name: 'Maximum, Power (hp)' })).toHaveAttribute(
      'aria-valuenow',
      '24',
    );
    await user.keyboard('{Enter}');
    // 20-25 hp (the step is 5) are 14.914-18.642 kW, in the address with the unit.
    expect(location.search).toBe('?r.slider_range_kw=14.914-18.642&power=hp');
    // A card's power is its kW figure.
    const expected = PRODUCT_FIXTURES.filter((p) => p.front.slider_range_kw.min <= 18.642).length;
    expect(heading()).toHaveTextContent(`${expected} products`);
    expect(
      screen.getByRole('button', { name: 'Remove filter Power (hp): 20–25\u00a0hp' }),
    ).toBeVisible();
    await user.clear(min);
    await user.type(min, '600{Enter}');
    // The lower field cannot pass the upper thumb.
    expect(location.search).toBe('?r.slider_range_kw=18.642-18.642&power=hp');
    expect(screen.getByRole('slider', { name: 'Maximum, Power (hp)' })).toHaveAttribute(
      'aria-valuetext',
      '25\u00a0hp',
    );
  });

  it('a slider back at both ends stores nothing', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/?r.slider_range_kw=100-200&power=kW');
    await ready();
    await user.click(screen.getByRole('button', { name: /^Power \(kW\)/ }));
    const low = screen.getByRole('slider', { name: 'Minimum, Power (kW)' });
    const high = screen.getByRole('slider', { name: 'Maximum, Power (kW)' });
    expect(low).toHaveAttribute('aria-valuetext', '100\u00a0kW');
    low.focus();
    await user.keyboard('{Home}');
    high.focus();
    await user.keyboard('{End}');
    // The unit stays in the address: the visitor's choice of this link.
    expect(location.search).toBe('?power=kW');
  });

  it('sorts by the definitions’ options', async () => {
    const user = userEvent.setup();
    await ready();
    const sorted = [...PRODUCT_FIXTURES].sort((a, b) => b.front.price - a.front.price);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveTextContent('Name A–Z');
    await user.click(sort);
    await user.click(screen.getByRole('option', { name: 'Price: high to low' }));
    expect(cardTitles().slice(0, 3)).toEqual(sorted.slice(0, 3).map((p) => p.front.title));
    expect(location.search).toBe('?sort=price%3Adesc');
  });

  it('reads the selection from the address, and Back restores the previous one', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/?f.product_type=compact&sort=price%3Aasc&f.unknown=x');
    await ready();
    expect(heading()).toHaveTextContent('22 products');
    expect(checkbox(/^Compact tractors/)).toBeChecked();
    await user.click(checkbox(/^Utility tractors/));
    expect(heading()).toHaveTextContent('44 products');
    act(() => {
      history.back();
    });
    await waitFor(() => expect(heading()).toHaveTextContent('22 products'));
    expect(checkbox(/^Utility tractors/)).not.toBeChecked();
  });

  it('spec §8: an address component that cannot be decoded is logged and ignored', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    history.replaceState(null, '', '/?f.product_type=%E0%A4%A&f.transmission=cvt');
    await ready();
    expect(error).toHaveBeenCalledWith(
      'mf-product-selector: URL component decode failure: f.product_type=%E0%A4%A',
    );
    await userEvent.click(screen.getByRole('button', { name: /^Transmission/ }));
    expect(checkbox(/^Continuously variable/)).toBeChecked();
  });

  it('spec §8: a failed cards call logs its error text only and ends in the empty grid', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(
        PRODUCT_CARDS_URL,
        () => new HttpResponse('x', { status: 500, statusText: 'Server Error' }),
      ),
    );
    const { base } = await ready();
    expect(base().dataset.state).toBe('empty');
    expect(
      screen.getByRole('heading', { name: 'No products match your selection.' }),
    ).toBeVisible();
    expect(error).toHaveBeenCalledWith(
      'mf-product-selector: the product cards request failed: Server Error',
    );
  });

  it('spec §8: a failed filters call is logged; the cards show without a panel', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(PRODUCT_FILTERS_URL, () => new HttpResponse('<html>', { status: 200 })));
    const { base } = await ready();
    expect(heading()).toHaveTextContent('132 products');
    expect(screen.queryByRole('button', { name: /^Type/ })).toBeNull();
    // No sidebar: the results take the whole width.
    expect(base()).not.toHaveAttribute('data-layout');
    expect(error).toHaveBeenCalledWith(
      'mf-product-selector: the product filters request failed: The answer was not valid JSON.',
    );
  });

  it('spec §8: an empty cards answer logs that the product cards data is empty', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(PRODUCT_CARDS_URL, () => HttpResponse.json({ cards: [] })));
    const { base } = await ready();
    expect(base().dataset.state).toBe('empty');
    expect(error).toHaveBeenCalledWith(`mf-product-selector: ${EMPTY_CARDS_ERROR}`);
  });

  it('quick view flips every card; it is unchecked as soon as one is turned back', async () => {
    const user = userEvent.setup();
    await ready();
    await user.click(checkbox(/^Compact tractors/));
    const quick = checkbox(/^Quick view$/);
    expect(quick).not.toBeChecked();
    await user.click(quick);
    const flips = screen.getAllByRole('button', { name: /^Overview, / });
    expect(flips).toHaveLength(22);
    expect(flips.every((b) => b.getAttribute('aria-pressed') === 'true')).toBe(true);
    expect(quick).toBeChecked();
    await user.click(flips[0]!);
    expect(flips[0]).toHaveFocus();
    expect(flips[0]).toHaveAttribute('aria-pressed', 'false');
    expect(quick).not.toBeChecked();
    await user.click(flips[0]!);
    expect(quick).toBeChecked();
  });

  it('a flip turns the card in place on desktop: focus stays, the back is reachable, the front inert', async () => {
    const user = userEvent.setup();
    await ready();
    const [flip] = screen.getAllByRole('button', { name: /^Specifications, / });
    const card = flip!.closest('article')!;
    await user.click(flip!);
    expect(flip).toHaveFocus();
    expect(card).toHaveAttribute('data-face', 'back');
    expect(within(card).getByText('Rated power')).toBeVisible();
    expect(card.querySelector('.card__front')).toHaveAttribute('inert');
  });

  it('on mobile the back is a modal that closes on Escape, the background, a resize and a scroll', async () => {
    window.innerWidth = 400;
    const user = userEvent.setup();
    await ready();
    const flip = () => screen.getAllByRole('button', { name: /^Specifications, / })[0]!;
    const open = async () => {
      await user.click(flip());
      return screen.getByRole('dialog');
    };
    let dialog = await open();
    expect(within(dialog).getByText('Rated power')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(flip()).toHaveFocus());

    dialog = await open();
    fireEvent.mouseDown(dialog.parentElement!, { button: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await open();
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await open();
    // A late event of a scroll from before the opening does not close it; a change of position does.
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('on mobile the filters are a drawer with "show N results"', async () => {
    window.innerWidth = 400;
    const user = userEvent.setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: /^Utility tractors/ }));
    await user.click(within(drawer).getByRole('button', { name: 'Show 22 results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toBeInTheDocument();
  });

  it('prices in the market’s locale and currency by default (the harness’s en-GB), 2 digits', async () => {
    await ready();
    const first = [...PRODUCT_FIXTURES].sort((a, b) =>
      a.front.title.localeCompare(b.front.title),
    )[0]!;
    expect(screen.getAllByText(/^£[\d,]+\.\d\d$/)[0]).toHaveTextContent(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(
        first.front.price,
      ),
    );
  });
});

describe('<mf-product-selector> model search', () => {
  const field = () => screen.getByRole('searchbox', { name: 'Find a model' });
  const status = () => screen.getByRole('status');
  // The card grid (the chips row is an unnamed list too).
  const titles = () =>
    within(document.querySelector<HTMLElement>('[part~=list]')!)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent ?? '');

  it('typing narrows the grid at each key, keeps focus and the text; the count is spoken once typing pauses', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/?f.product_type=row-crop');
    const { emit } = await ready();
    await user.type(field(), '6');
    // The grid follows the first key; the live region still says what it said.
    expect(heading()).toHaveTextContent('7 products');
    expect(status()).toHaveTextContent('22 products');
    await user.type(field(), 'r-17');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('6r-17');
    expect(heading()).toHaveTextContent('1 product');
    await waitFor(() => expect(titles()).toEqual(['6R 175 Premium']));
    await waitFor(() => expect(status()).toHaveTextContent('1 product'));
    expect(emit.mock.lastCall).toEqual([
      'mf-change',
      expect.objectContaining({
        options: { product_type: ['row-crop'] },
        query: '6r-17',
        count: 1,
      }),
    ]);
  });

  it('one history entry per search: its first key adds it, the others replace it; Back goes to before it', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/?f.product_type=4wd');
    await ready();
    const entries = history.length;
    await user.type(field(), 'MF 9rx');
    expect(location.search).toBe('?f.product_type=4wd&model=MF%209rx');
    expect(history.length).toBe(entries + 1);
    expect(heading()).toHaveTextContent('7 products');
    await user.tab();
    await user.click(field());
    await user.type(field(), '4');
    expect(location.search).toBe('?f.product_type=4wd&model=MF%209rx4');
    expect(history.length).toBe(entries + 2);
    act(() => history.back());
    await waitFor(() => expect(field()).toHaveValue('MF 9rx'));
    expect(heading()).toHaveTextContent('7 products');
    act(() => history.back());
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(heading()).toHaveTextContent('22 products');
  });

  it('Back while the field keeps focus: the next key adds an entry, the one Back brought stays', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/?f.product_type=4wd');
    await ready();
    await user.type(field(), 'MF 9rx');
    expect(location.search).toBe('?f.product_type=4wd&model=MF%209rx');
    act(() => history.back());
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(field()).toHaveFocus();
    await user.type(field(), '5');
    expect(location.search).toBe('?f.product_type=4wd&model=5');
    // A new entry after the one Back brought (the search's own forward entry is dropped).
    act(() => history.back());
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(location.search).toBe('?f.product_type=4wd');
  });

  it('combines with the filters (AND) and their counts; a chip of its own; clearing the field takes it out of the address', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/?f.product_type=utility');
    await ready();
    await user.type(field(), '5m');
    expect(heading()).toHaveTextContent('7 products');
    expect(location.search).toBe('?f.product_type=utility&model=5m');
    // What choosing another type would add, with the search: the 5ML specialty tractors.
    expect(checkbox(/^Specialty tractors \(8\)/)).not.toBeChecked();
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Model: 5m' })).toBeVisible();
    await user.clear(field());
    expect(location.search).toBe('?f.product_type=utility');
    expect(heading()).toHaveTextContent('22 products');
    expect(within(chips).queryByRole('button', { name: /Model/ })).toBeNull();

    await user.type(field(), ' 5m ');
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Model: 5m' }));
    expect(field()).toHaveValue('');
    expect(location.search).toBe('?f.product_type=utility');
    await user.click(within(chips).getByRole('button', { name: 'Clear all' }));
    expect(heading()).toHaveTextContent('132 products');
  });

  it('a shared link opens with the same results: exact matches first, then the others in the chosen order', async () => {
    history.replaceState(null, '', '/?sort=price%3Adesc&model=1e-20');
    await ready();
    expect(field()).toHaveValue('1e-20');
    expect(heading()).toHaveTextContent('4 products');
    // By price alone: 1E 20, 1E 20 Premium, 1E 20, 1E 20 Premium.
    expect(titles()).toEqual(['1E 20', '1E 20', '1E 20 Premium', '1E 20 Premium']);
    expect(screen.getByRole('button', { name: 'Remove filter Model: 1e-20' })).toBeVisible();
  });

  it('says when no model matches, and when the filters leave none of those that do', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/?f.product_type=utility');
    const { base } = await ready();
    await user.type(field(), 'zz9');
    expect(base().dataset.state).toBe('empty');
    expect(screen.getByRole('heading', { name: 'No model matches “zz9”.' })).toBeVisible();
    await waitFor(() => expect(status()).toHaveTextContent('No model matches “zz9”.'));
    await user.clear(field());
    // 9R finds the 4WD tractors, which the type filter leaves out.
    await user.type(field(), '9R');
    expect(
      screen.getByRole('heading', { name: 'No products match your selection.' }),
    ).toBeVisible();
  });
});
