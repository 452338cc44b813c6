import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cardsHtml,
  offerSpecs,
  renderInHost,
  setViewportWidth,
  type CardSpec,
} from '@mf/offers/testing/offers';
import { offersGridApi } from './offers-grid.api';
import { OffersGrid } from './offers-grid';

type Rendered = ReturnType<typeof renderInHost<typeof offersGridApi>>;
let current: Rendered | null = null;

function renderGrid(
  specs: readonly CardSpec[] = offerSpecs(14),
  overrides: Parameters<typeof renderInHost<typeof offersGridApi>>[3] = {},
  locale?: string,
) {
  current = renderInHost(offersGridApi, OffersGrid, cardsHtml(specs), overrides, locale);
  return current;
}

/** The grid's children in order: card slot names and 'detail'. */
function order(view: Rendered): string[] {
  const list = view.shadow.querySelector('[part~="list"]')!;
  return [...list.children].map((child) =>
    child.getAttribute('part') === 'detail' ? 'detail' : child.querySelector('slot')!.name,
  );
}
const slotAfterDetail = (view: Rendered) => {
  const o = order(view);
  return o[o.indexOf('detail') - 1];
};
const cardButton = (view: Rendered, title: string) =>
  view.ui.getByRole('button', { name: `View offer: ${title}` });
const combobox = (view: Rendered, name: string) => view.ui.getByRole('combobox', { name });
/**
 * The options of the open listbox. (Testing Library's role query misses the second listbox of a
 * shadow root in jsdom once the first has been used; the markup is the same as the first's.)
 */
const options = (view: Rendered) => [
  ...view.shadow.querySelectorAll<HTMLElement>('[role="listbox"]:not([hidden]) [role="option"]'),
];
const option = (view: Rendered, name: string) => options(view).find((o) => o.textContent === name)!;

async function choose(view: Rendered, filter: string, name: string) {
  await userEvent.click(combobox(view, filter));
  await userEvent.click(option(view, name));
}

beforeEach(() => setViewportWidth(1200));
afterEach(() => {
  current?.cleanup();
  current = null;
});

describe('filters (spec §2, §4: the secondary filter depends on the primary type)', () => {
  it('offers every type first, and the names of the matching cards second', async () => {
    const view = renderGrid();
    const user = userEvent;
    await user.click(combobox(view, 'Machine type'));
    expect(options(view).map((o) => o.textContent)).toEqual([
      'All types',
      'Tractors',
      'Balers',
      'Mowers',
      'Loaders',
    ]);
    await user.click(option(view, 'Balers'));
    await user.click(combobox(view, 'Model'));
    expect(options(view).map((o) => o.textContent)).toEqual([
      'All models',
      'Balers M1',
      'Balers M2',
      'Balers M3',
      'Balers M4',
    ]);
  });

  it('narrows the cards, announces the count and resets the model when the type changes', async () => {
    const view = renderGrid();
    const status = () => view.shadow.querySelector('[role="status"]')!.textContent;
    expect(order(view)).toHaveLength(14);
    await choose(view, 'Machine type', 'Tractors');
    expect(order(view)).toEqual(['mf-offer-0', 'mf-offer-4', 'mf-offer-8', 'mf-offer-12']);
    expect(status()).toBe('4 offers');
    await choose(view, 'Model', 'Tractors M2');
    expect(order(view)).toEqual(['mf-offer-4']);
    expect(status()).toBe('1 offer');
    expect(view.emit).toHaveBeenLastCalledWith('mf-change', {
      type: 'Tractors',
      name: 'Tractors M2',
      count: 1,
    });
    await choose(view, 'Machine type', 'Mowers');
    expect(combobox(view, 'Model')).toHaveTextContent('All models');
    expect(order(view)).toEqual(['mf-offer-2', 'mf-offer-6', 'mf-offer-10']);
    // WCAG 3.2.2: focus stays on the control used.
    expect(view.shadow.activeElement).toBe(combobox(view, 'Machine type'));
  });

  it('shows the no-results state when no card matches', () => {
    const view = renderGrid([]);
    expect(view.base().dataset.state).toBe('empty');
    expect(view.ui.getByText('No offers match your selection.')).toBeVisible();
  });
});

describe('the detail panel (spec §2)', () => {
  it('goes after the row’s last card on non-mobile widths, also in the short last row', async () => {
    const view = renderGrid();
    await userEvent.click(cardButton(view, 'Offer 5'));
    expect(slotAfterDetail(view)).toBe('mf-offer-5'); // row 2 is cards 3, 4, 5
    await userEvent.click(cardButton(view, 'Offer 13'));
    expect(order(view).filter((o) => o === 'detail')).toHaveLength(1);
    expect(slotAfterDetail(view)).toBe('mf-offer-13'); // the short last row: 12, 13
    await userEvent.click(cardButton(view, 'Offer 1'));
    expect(slotAfterDetail(view)).toBe('mf-offer-2');
  });

  it('goes directly after the card on mobile, and follows a resize while open', async () => {
    setViewportWidth(400);
    const view = renderGrid();
    await userEvent.click(cardButton(view, 'Offer 5'));
    expect(slotAfterDetail(view)).toBe('mf-offer-4');
    setViewportWidth(1200);
    act(() => void window.dispatchEvent(new Event('resize')));
    await waitFor(() => expect(slotAfterDetail(view)).toBe('mf-offer-5'));
    expect(view.ui.getByRole('region', { name: 'Offer 5' })).toBeInTheDocument();
  });

  it('is a labelled region; its button is a disclosure; close and Escape return focus to it', async () => {
    const view = renderGrid();
    const button = cardButton(view, 'Offer 2');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const region = view.ui.getByRole('region', { name: 'Offer 2' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(view.shadow.activeElement).toBe(
      within(region).getByRole('heading', { name: 'Offer 2' }),
    );
    expect(view.emit).toHaveBeenCalledWith('mf-open', {
      title: 'Offer 2',
      type: 'Balers',
      name: 'Balers M1',
    });

    await userEvent.click(within(region).getByRole('button', { name: 'Close offer details' }));
    expect(view.ui.queryByRole('region')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(view.shadow.activeElement).toBe(button);

    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(view.ui.queryByRole('region')).toBeNull();
    expect(view.shadow.activeElement).toBe(button);
    expect(view.emit).toHaveBeenLastCalledWith('mf-close', { title: 'Offer 2' });
  });

  it('Escape that closes a filter listbox leaves the panel open', async () => {
    const view = renderGrid();
    await userEvent.click(cardButton(view, 'Offer 2'));
    await userEvent.click(combobox(view, 'Model'));
    await userEvent.keyboard('{Escape}');
    expect(view.ui.getByRole('region', { name: 'Offer 2' })).toBeInTheDocument();
  });

  it('closes when a filter hides its card, stays when the card is still shown', async () => {
    const view = renderGrid();
    await userEvent.click(cardButton(view, 'Offer 5')); // Tractors M2
    await choose(view, 'Machine type', 'Tractors');
    expect(slotAfterDetail(view)).toBe('mf-offer-8'); // row: 0, 4, 8
    await choose(view, 'Machine type', 'Balers');
    expect(view.ui.queryByRole('region')).toBeNull();
  });

  it('shows the model: price, expiry, text, terms, a sanitized link and the request link', async () => {
    const view = renderGrid([
      {
        type: 'Tractors',
        name: 'MF 5S',
        model: {
          title: '0% finance &amp; free service',
          description: '<b>Not HTML</b>',
          price: 49900.5,
          expires: '2099-01-31',
          terms: 'Subject to approval.',
          link: 'javascript:alert(1)',
          image: 'https://cdn.example.com/5s.jpg',
          image_alt: 'The MF 5S',
        },
      },
    ]);
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await userEvent.click(cardButton(view, '0% finance & free service'));
    const region = view.ui.getByRole('region', { name: '0% finance & free service' });
    expect(region).toHaveTextContent('$49,900.50');
    expect(region).toHaveTextContent('Valid until January 31, 2099');
    expect(region).toHaveTextContent('<b>Not HTML</b>');
    expect(region).toHaveTextContent('Terms: Subject to approval.');
    expect(region.querySelector('b')).toBeNull();
    expect(within(region).getByRole('img', { name: 'The MF 5S' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/5s.jpg',
    );
    expect(within(region).queryByRole('link', { name: 'More about this offer' })).toBeNull();
    const cta = within(region).getByRole('link', { name: 'Request this offer' });
    expect(cta).toHaveAttribute('href', '#modal-offer');
    fireEvent.click(cta);
    expect(view.emit).toHaveBeenLastCalledWith('mf-offer-request', {
      title: '0% finance & free service',
      type: 'Tractors',
      name: 'MF 5S',
    });
    spy.mockRestore();
  });
});

describe('expired offers in the grid (the card itself: shared/offer-card.test.tsx)', () => {
  it('the panel says so and has no request link; hide-expired leaves the card out', async () => {
    const specs: CardSpec[] = [
      {
        type: 'Tractors',
        name: 'MF 5S',
        heading: 'Deal',
        model: { title: 'Deal', expires: '2020-03-01' },
      },
      { type: 'Balers', name: 'RB', heading: 'Live', model: { title: 'Live' } },
    ];
    const view = renderGrid(specs, {}, 'de-DE');
    await userEvent.click(cardButton(view, 'Deal'));
    const region = view.ui.getByRole('region', { name: 'Deal' });
    expect(region).toHaveTextContent('Expired on 1. März 2020');
    // An expired offer cannot be requested any more.
    expect(within(region).queryByRole('link', { name: 'Request this offer' })).toBeNull();
    current!.cleanup();
    const hidden = renderGrid(specs, { hideExpired: true });
    expect(order(hidden)).toEqual(['mf-offer-1']);
  });
});

describe('bad models (one warning per card, the card shows what it can)', () => {
  it('one warning per bad card, naming each field; broken JSON falls back to the markup', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = renderGrid([
      {
        type: 'Tractors',
        name: 'MF 5S',
        heading: 'Heading text',
        model: { title: 42, price: 'cheap', expires: '31/12/2026', description: 'Kept' },
      },
      { type: 'Balers', name: 'RB 4160', heading: 'Baler deal', model: '{"title": "broken' },
      { type: '', name: '', heading: 'No attributes', model: null },
    ]);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      '<div> (1st on the page): offers[0] "Heading text" has bad data: model.title must be a string; model.price must be a number ("cheap"); model.expires must be a date as YYYY-MM-DD ("31/12/2026"); those are left out; the card shows the rest.',
      '<div> (1st on the page): offers[1] "Baler deal" has bad data: model is not JSON; those are left out; the card shows the rest.',
      '<div> (1st on the page): offers[2] "No attributes" has bad data: data-type is missing; data-name is missing; those are left out; the card shows the rest.',
    ]);
    expect(order(view)).toHaveLength(3);
    await userEvent.click(cardButton(view, 'Heading text'));
    expect(view.ui.getByRole('region', { name: 'Heading text' })).toHaveTextContent('Kept');
    expect(cardButton(view, 'Baler deal')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('follows cards the page adds later', async () => {
    const view = renderGrid(offerSpecs(2));
    view.host.insertAdjacentHTML('beforeend', cardsHtml([{ type: 'Sprayers', name: 'S1' }]));
    await waitFor(() => expect(order(view)).toHaveLength(3));
    expect(view.ui.getByRole('button', { name: 'View offer: S1' })).toBeInTheDocument();
  });
});
