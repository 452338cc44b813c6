import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '@mf/core/testing/render-view';
import { PRODUCT_FIXTURES } from '@mf/demo-mocks/products/fixtures';
import { PRODUCT_CARDS_URL } from '@mf/demo-mocks/products/handlers';
import { server, setUpProductTests } from '@mf/products/testing/view-harness';
import {
  COMPARE_REQUEST,
  COMPARE_STORAGE_KEY,
  COMPARE_TOGGLE,
} from '../shared/compare/compare-state';
import { productCompareApi } from './product-compare.api';
import { ProductCompare } from './product-compare';

setUpProductTests();
afterEach(() => sessionStorage.clear());

const [p1, p2, p3, p4, p5] = PRODUCT_FIXTURES;
// The catalogue is asked once per page and path (a module's cache): a test that needs its own
// answer asks for a path of its own.
const tray = (path = '/content/mf/en-us/products/tractors') =>
  renderView(productCompareApi, ProductCompare, { site: 'mf', path });
/** A card's Compare toggle, as cards send it: an event on the document. */
const toggle = (product: (typeof PRODUCT_FIXTURES)[number], chosen = true) =>
  act(() => {
    document.dispatchEvent(
      new CustomEvent(COMPARE_TOGGLE, {
        detail: { id: product.path, title: product.front.title, chosen },
      }),
    );
  });
const changes = (emit: ReturnType<typeof tray>['emit']) =>
  emit.mock.calls.filter(([name]) => name === 'mf-compare-change').map(([, d]) => d);
const addressIds = () =>
  new URLSearchParams(location.search).get('compare')?.split(',').filter(Boolean) ?? null;
const status = () =>
  screen
    .getAllByRole('status')
    .map((s) => s.textContent)
    .join(' ');

describe('<mf-product-compare> tray', () => {
  it('is hidden until a card chooses a product; then names it, in the address and the tab’s storage', () => {
    const view = tray();
    expect(view.base()).not.toBeVisible();
    toggle(p1!);
    expect(view.base()).toBeVisible();
    expect(view.base().dataset.state).toBe('chosen');
    expect(within(view.base()).getByRole('listitem')).toHaveTextContent(p1!.front.title);
    expect(changes(view.emit)).toEqual([{ ids: [p1!.path] }]);
    expect(addressIds()).toEqual([p1!.path]);
    expect(JSON.parse(sessionStorage.getItem(COMPARE_STORAGE_KEY)!)).toEqual([
      { id: p1!.path, title: p1!.front.title },
    ]);
    // One product: Compare (1) says why it does nothing yet.
    const compare = screen.getByRole('button', { name: 'Compare (1)' });
    expect(compare).toHaveAttribute('aria-disabled', 'true');
    expect(compare).toHaveAccessibleDescription('Choose at least two products to compare.');
    toggle(p2!);
    expect(compare).toHaveAccessibleName('Compare (2)');
    expect(compare).not.toHaveAttribute('aria-disabled');
    // A card's toggle pressed again removes its product.
    toggle(p1!, false);
    expect(changes(view.emit).at(-1)).toEqual({ ids: [p2!.path] });
    expect(addressIds()).toEqual([p2!.path]);
  });

  it('refuses a fifth product with a message in the live region; the selection is unchanged', () => {
    const view = tray();
    for (const p of [p1, p2, p3, p4]) toggle(p!);
    const before = changes(view.emit).length;
    toggle(p5!);
    expect(status()).toContain(
      `You can compare up to 4 products. Remove one before adding ${p5!.front.title}.`,
    );
    expect(changes(view.emit)).toHaveLength(before);
    expect(within(view.base()).getAllByRole('listitem')).toHaveLength(4);
    expect(addressIds()).not.toContain(p5!.path);
  });

  it('a remove button takes its product out; Clear empties the tray and focus goes to its heading', async () => {
    const user = userEvent.setup();
    const view = tray();
    for (const p of [p1, p2, p3]) toggle(p!);
    await user.click(screen.getByRole('button', { name: `Remove ${p2!.front.title}` }));
    expect(addressIds()).toEqual([p1!.path, p3!.path]);
    expect(status()).toContain(`${p2!.front.title} removed from the comparison.`);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(changes(view.emit).at(-1)).toEqual({ ids: [] });
    expect(addressIds()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Compare products' })).toHaveFocus();
    expect(view.base()).toHaveTextContent('No products chosen.');
  });

  it('a shared link: the ids of compare= are named from the catalogue, an unknown one dropped with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', `/?compare=${[p1!.path, '/no/such', p2!.path].join(',')}`);
    const view = tray();
    await waitFor(() =>
      expect(
        within(view.base())
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([`${p1!.front.title}Remove`, `${p2!.front.title}Remove`]),
    );
    expect(warn.mock.calls).toEqual([
      ['mf-product-compare: unknown product id dropped from the comparison: /no/such'],
    ]);
    // The address is written by an effect after that render: a busy machine may run it a task later.
    await waitFor(() => expect(addressIds()).toEqual([p1!.path, p2!.path]));
    // Said at the upgrade (the cards on the page learn it), then without the unknown id.
    expect(changes(view.emit)).toEqual([
      { ids: [p1!.path, '/no/such', p2!.path] },
      { ids: [p1!.path, p2!.path] },
    ]);
  });

  it('answers a card’s request with the selection; says nothing at the upgrade when empty', () => {
    const view = tray();
    expect(changes(view.emit)).toEqual([]);
    const ask = () => act(() => void document.dispatchEvent(new CustomEvent(COMPARE_REQUEST)));
    ask();
    expect(changes(view.emit)).toEqual([{ ids: [] }]);
    toggle(p1!);
    ask();
    expect(changes(view.emit)).toEqual([{ ids: [] }, { ids: [p1!.path] }, { ids: [p1!.path] }]);
  });

  it('the catalogue fails: the error state, one log naming the element, mf-error; Compare asks again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(PRODUCT_CARDS_URL, () => new HttpResponse(null, { status: 500 })));
    history.replaceState(null, '', `/?compare=${p1!.path},${p2!.path}`);
    const view = tray('/content/mf/en-us/products/failing');
    await waitFor(() => expect(view.base().dataset.state).toBe('error'));
    expect(view.base()).toHaveTextContent('The product data could not be loaded.');
    expect(error.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/^mf-product-compare: the product cards request failed: /),
    ]);
    expect(view.emit.mock.calls.filter(([name]) => name === 'mf-error')).toHaveLength(1);
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Compare (2)' }));
    await screen.findByRole('dialog', { name: 'Compare products' });
    expect(view.base().dataset.state).toBe('chosen');
  });
});

describe('<mf-product-compare> table', () => {
  const open = async () => {
    const user = userEvent.setup();
    const view = tray();
    for (const p of [p1, p2, p3]) toggle(p!);
    await user.click(screen.getByRole('button', { name: 'Compare (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare products' });
    return { user, view, dialog };
  };

  it('shows the models as column headers and the specifications as row headers', async () => {
    const { dialog } = await open();
    const table = within(dialog).getByRole('table', { name: '3 products side by side' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((th) => th.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
    expect(columns.map((th) => within(th).getByRole('link').textContent)).toEqual(
      [p1, p2, p3].map((p) => p!.front.title),
    );
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    // One row per power facet of the catalogue: the engine's, then the PTO's.
    expect(rows).toEqual([
      'Power',
      'PTO power',
      'Price',
      'Type',
      'Transmission',
      'Features',
      'Rated power',
      'Engine',
      'Lift capacity',
    ]);
    // The page's market is the UK: hp first, kW in brackets (the card's kW figure, converted:
    // 112-134 kW are 150-180 hp again); prices in the selector's format.
    const power = within(table).getByRole('row', { name: /^Power/ });
    const { min, max } = p1!.front.slider_range;
    const kw = p1!.front.slider_range_kw;
    expect(within(power).getAllByRole('cell')[0]).toHaveTextContent(
      `${min}–${max} hp (${kw.min}–${kw.max} kW)`,
    );
    const pto = within(table).getByRole('row', { name: /^PTO power/ });
    const ptoKw = p1!.front.pto_range_kw!;
    expect(within(pto).getAllByRole('cell')[0]).toHaveTextContent(
      `${Math.round(ptoKw.min / 0.7457)}–${Math.round(ptoKw.max / 0.7457)} hp (${ptoKw.min}–${ptoKw.max} kW)`,
    );
    const price = within(table).getByRole('row', { name: /^Price/ });
    // The market's currency (the test's market: en-GB): docs/markets.md.
    expect(within(price).getAllByRole('cell')[0]!.textContent).toMatch(/^£[\d,]+\.\d\d$/);
  });

  it('"Show differences only" hides the rows where every model has the same value', async () => {
    const { user, dialog } = await open();
    const rows = () =>
      within(dialog)
        .getAllByRole('rowheader')
        .map((th) => th.textContent);
    expect(rows()).toContain('Type');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show differences only' }));
    // The three are row-crop tractors: the type row goes, power and price stay.
    expect(rows()).not.toContain('Type');
    expect(rows()).toEqual(expect.arrayContaining(['Power', 'Price']));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Show differences only' }));
    expect(rows()).toContain('Type');
  });

  it('removing a model in the table removes it from the selection and the address; focus stays in the table', async () => {
    const { user, view, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: `Remove ${p2!.front.title}` }));
    expect(within(dialog).getAllByRole('columnheader')).toHaveLength(2);
    expect(addressIds()).toEqual([p1!.path, p3!.path]);
    expect(changes(view.emit).at(-1)).toEqual({ ids: [p1!.path, p3!.path] });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Compare (2)' })).toHaveFocus());
  });
});
