import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWithMarkup } from '@mf/core/testing/problems';
import { cardsHtml, offerSpecs } from '@mf/offers/testing/offers';
import '../offers-carousel/offers-carousel.element';
import './offers-grid.element';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('<mf-offers-grid> and <mf-offers-carousel> content problems', () => {
  it('an empty grid: no filters, one warning saying what to add', async () => {
    const { element, warnings } = await mountWithMarkup('mf-offers-grid', '');
    expect(element.shadowRoot!.querySelector('select, [role=combobox]')).toBeNull();
    expect(warnings()).toEqual([
      '<mf-offers-grid> (1st on the page): content has no offer card; nothing is shown; add an <article> per offer with its heading and facts.',
    ]);
  });

  it('the carousel names a malformed model by its offer, once; a sound carousel says nothing', async () => {
    const sound = await mountWithMarkup('mf-offers-carousel', cardsHtml(offerSpecs(4)));
    expect(sound.warnings()).toEqual([]);
    sound.element.remove();

    const specs = offerSpecs(4);
    specs[3]!.model = '{"price": "cheap"';
    specs[2]!.model = { title: 'Offer 3', price: 'cheap' };
    const { warnings } = await mountWithMarkup('mf-offers-carousel', cardsHtml(specs));
    expect(warnings()).toEqual([
      '<mf-offers-carousel> (1st on the page): offers[2] "Offer 3" has bad data: model.price must be a number ("cheap"); those are left out; the card shows the rest.',
      '<mf-offers-carousel> (1st on the page): offers[3] "Offer 4" has bad data: model is not JSON; those are left out; the card shows the rest.',
    ]);
  });
});
