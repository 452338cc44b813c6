import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardsHtml, offerSpecs, renderInHost, setViewportWidth } from '@mf/offers/testing/offers';
import { offersCarouselApi } from './offers-carousel.api';
import { OffersCarousel } from './offers-carousel';

let view: ReturnType<typeof renderInHost<typeof offersCarouselApi>> | null = null;
const ui = () => view!.ui;
const open = (count: number, overrides = {}) =>
  (view = renderInHost(offersCarouselApi, OffersCarousel, cardsHtml(offerSpecs(count)), overrides));

beforeEach(() => setViewportWidth(1024)); // desktop: 3 per group
afterEach(() => {
  view?.cleanup();
  view = null;
});

describe('<mf-offers-carousel> view (spec §2 current-offers carousel, §4/§9 thresholds)', () => {
  it('3 offers on desktop are a static row; the page’s cards are slotted untouched', () => {
    const { base, ui, host } = open(3);
    expect(base().dataset.state).toBe('static');
    expect(ui.queryAllByRole('button')).toEqual([]);
    expect([...host.children].every((card) => !card.hasAttribute('inert'))).toBe(true);
  });

  it('4 offers on desktop are a carousel of groups of 3 with the offers labels', async () => {
    const { base, ui, host } = open(4, { label: 'Current offers in your area' });
    expect(base().dataset.state).toBe('carousel');
    expect(ui.getByRole('region', { name: 'Current offers in your area' })).toBe(base());
    expect([...host.children].map((card) => card.getAttribute('aria-roledescription'))).toEqual([
      'offer',
      'offer',
      'offer',
      'offer',
    ]);
    expect(ui.getByRole('status')).toHaveTextContent('Offers 1 to 3 of 4');
    fireEvent.click(ui.getByRole('button', { name: 'Next offers' }));
    await waitFor(() => expect(ui.getByRole('status')).toHaveTextContent('Offers 2 to 4 of 4'));
  });

  it('hide-expired: an expired offer is no slide (4 offers, 1 expired: a static row of 3)', async () => {
    const specs = offerSpecs(4);
    specs[1]!.model = { title: 'Offer 2', expires: '2020-01-31' };
    const { base, host, rerenderWith } = open(0);
    host.innerHTML = cardsHtml(specs);
    await waitFor(() => expect(base().dataset.state).toBe('carousel'));
    rerenderWith({ hideExpired: true });
    await waitFor(() => expect(base().dataset.state).toBe('static'));
    expect((host.children[1] as HTMLElement).hidden).toBe(true);
    rerenderWith({ hideExpired: false });
    await waitFor(() => expect(base().dataset.state).toBe('carousel'));
    expect(ui().getByRole('status')).toHaveTextContent('Offers 1 to 3 of 4');
  });

  it('names the region with the carousel label when no label is given', () => {
    const { ui, base } = open(5, { label: '  ' });
    expect(ui.getByRole('region', { name: 'Current offers' })).toBe(base());
  });
});
