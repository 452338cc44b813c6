/**
 * The offer card, written once and run against both offers elements' rendered cards (README of
 * each, "The card"): price per locale and currency, expiry and the expired mark, hide-expired,
 * the request link and its event, the CMS's own facts giving way to the view, and bad data.
 */
import { fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import type { ElementApi, PropsOf } from '@mf/core/element/define-api';
import {
  cardsHtml,
  cardView,
  renderInHost,
  setViewportWidth,
  type CardSpec,
} from '@mf/offers/testing/offers';
import { offersGridApi } from '../offers-grid/offers-grid.api';
import { OffersGrid } from '../offers-grid/offers-grid';
import { offersCarouselApi } from '../offers-carousel/offers-carousel.api';
import { OffersCarousel } from '../offers-carousel/offers-carousel';

type Rendered = ReturnType<typeof renderInHost>;

interface Subject {
  tag: string;
  api: ElementApi;
  View: ComponentType<never>;
  /** The headings of the cards the element shows. */
  shown: (view: Rendered) => string[];
}

const heading = (card: Element) => card.querySelector('h3')?.textContent ?? '';

const ELEMENTS: Subject[] = [
  {
    tag: 'mf-offers-grid',
    api: offersGridApi,
    View: OffersGrid as ComponentType<never>,
    shown: (view) => {
      const slots = [...view.shadow.querySelectorAll('[part~=item] slot')].map(
        (slot) => (slot as HTMLSlotElement).name,
      );
      return slots.map((name) => heading(view.host.querySelector(`[slot="${name}"]`)!));
    },
  },
  {
    tag: 'mf-offers-carousel',
    api: offersCarouselApi,
    View: OffersCarousel as ComponentType<never>,
    shown: (view) =>
      [...view.host.children].filter((card) => !(card as HTMLElement).hidden).map(heading),
  },
];

const deal = (model: Record<string, unknown>, more: Partial<CardSpec> = {}): CardSpec => ({
  type: 'Tractors',
  name: 'MF 5S',
  heading: 'Deal',
  model: { title: 'Deal', ...model },
  ...more,
});

let current: Rendered | null = null;
beforeEach(() => setViewportWidth(1200));
afterEach(() => {
  current?.cleanup();
  current = null;
  vi.restoreAllMocks();
});

describe.each(ELEMENTS)('the offer card of <$tag>', ({ api, View, shown }) => {
  const render = (
    specs: readonly CardSpec[],
    overrides: Partial<PropsOf<typeof api>> = {},
    locale?: string,
  ) => {
    current?.cleanup();
    current = renderInHost(
      api,
      View as ComponentType<PropsOf<typeof api>>,
      cardsHtml(specs),
      overrides,
      locale,
    );
    return current;
  };

  it('shows the price in the element’s locale, in its currency or the offer’s own', () => {
    let view = render([deal({ price: 1234.5 })]);
    expect(within(cardView(view.host, 'Deal')).getByText('$1,234.50')).toBeInTheDocument();
    view = render([deal({ price: 1234.5 })], { currency: 'EUR', fractionDigits: 0 }, 'de-DE');
    expect(within(cardView(view.host, 'Deal')).getByText('1.235 €')).toBeInTheDocument();
    view = render([deal({ price: 99, currency: 'gbp' })], {}, 'en-GB');
    const card = cardView(view.host, 'Deal');
    expect(within(card).getByText('£99.00')).toBeInTheDocument();
    // The price is named for a screen reader.
    expect(card.querySelector('[part~=price]')).toHaveTextContent('Price: £99.00');
  });

  it('shows the expiry; an expired offer is marked and cannot be requested', () => {
    const view = render(
      [
        deal({ expires: '2099-01-31' }),
        deal({ title: 'Over', expires: '2020-03-01' }, { heading: 'Over', name: 'MF 6S' }),
      ],
      {},
      'de-DE',
    );
    const live = cardView(view.host, 'Deal');
    expect(live.querySelector('[part~=expiry]')).toHaveTextContent('Valid until 31. Januar 2099');
    expect(within(live).getByRole('link', { name: 'Request this offer' })).toBeInTheDocument();
    const over = cardView(view.host, 'Over');
    const expiry = over.querySelector('[part~=expiry]')!;
    expect(expiry).toHaveTextContent('Expired on 1. März 2020');
    expect(expiry).toHaveAttribute('data-expired', 'true');
    expect(over.querySelector('[part~=expired]')).toHaveTextContent('Expired');
    expect(within(over).queryByRole('link')).toBeNull();
    expect(shown(view)).toEqual(['Deal', 'Over']);
  });

  it('hides expired offers with hide-expired, and shows them again without it', () => {
    const specs = [
      deal({ expires: '2020-03-01' }),
      deal({ title: 'Live' }, { heading: 'Live', name: 'MF 6S' }),
    ];
    const view = render(specs, { hideExpired: true });
    expect(shown(view)).toEqual(['Live']);
    view.rerenderWith({ hideExpired: false });
    expect(shown(view)).toEqual(['Deal', 'Live']);
  });

  it('the request link opens the offer form (#modal-offer) after telling the page the offer', () => {
    const view = render([deal({ price: 10 })]);
    const link = within(cardView(view.host, 'Deal')).getByRole('link', {
      name: 'Request this offer',
    });
    expect(link).toHaveAttribute('href', '#modal-offer');
    fireEvent.click(link);
    const detail = { title: 'Deal', type: 'Tractors', name: 'MF 5S' };
    expect(view.emit).toHaveBeenLastCalledWith('mf-offer-request', detail);
  });

  it('takes the price and expiry from the card’s HTML, which gives way to the view', () => {
    const view = render([
      {
        type: 'Tractors',
        name: 'MF 5S',
        heading: 'From the page',
        facts: { price: '49900', expires: '2099-12-31' },
      },
    ]);
    const card = cardView(view.host, 'From the page');
    expect(card.querySelector('[part~=price]')).toHaveTextContent('$49,900.00');
    expect(card.querySelector('[part~=expiry]')).toHaveTextContent('Valid until December 31, 2099');
    // The CMS's own facts stay in the document (crawlers) behind the hidden fallback slot.
    expect(card.querySelector('slot')).toHaveAttribute('hidden');
    expect(view.host.querySelector('[data-offer-facts] data')).toHaveTextContent('49900');
    view.cleanup();
    current = null;
    expect(card.querySelector('slot')).not.toHaveAttribute('hidden');
  });

  it('bad data: one warning naming the element, the offer and the field; the rest shows', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = render([
      {
        type: 'Tractors',
        name: 'MF 8S',
        heading: 'Operator days',
        facts: { price: 'free', expires: '2099-06-30' },
      },
    ]);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      expect.stringMatching(
        new RegExp(
          `^<[\\w-]+>.*: offers\\[0\\] "Operator days" has bad data: price <data value="free"> must be a number; those are left out; the card shows the rest\\.$`,
        ),
      ),
    ]);
    const card = cardView(view.host, 'Operator days');
    expect(card.querySelector('[part~=price]')).toBeNull();
    expect(card.querySelector('[part~=expiry]')).toHaveTextContent('Valid until June 30, 2099');
    expect(within(card).getByRole('link', { name: 'Request this offer' })).toBeInTheDocument();
  });
});
