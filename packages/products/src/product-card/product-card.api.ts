import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { cardLabels } from '../shared/card/labels';
import { validateKilowatts } from './internal/attributes/power';

export const productCardApi = defineApi({
  tag: 'mf-product-card',
  name: 'ProductCard',
  summary:
    'A product card from the page’s own markup (image, title, text, back): a flip button turns it over; on mobile and tablet the back is a modal.',
  attributes: {
    /** spec §9: currency formatting. */
    price: attr.string({
      default: '',
      description: "The price as a number ('' = none), formatted per price-locale and currency.",
      example: '125000',
    }),
    currency: attr.string({
      description:
        "ISO 4217 currency of the price. Empty: the page market's (docs/markets.md; USD where the page names no market).",
      example: 'EUR',
    }),
    priceLocale: attr.string({
      description:
        "Locale the price is formatted in. Empty: the element's market's (docs/markets.md; en-US where the page names no market).",
      example: 'de-DE',
    }),
    /** README "Power": shown in the market's unit, the other in brackets, as the compare table. */
    powerKw: attr.string({
      default: '',
      description:
        "The product's engine power in kW, one figure or 'min-max' ('' = none): shown below the price in the market's unit with the other in brackets (`276–306 kW (375–416 PS)` on a German page, `370–410 hp (276–306 kW)` on a US one).",
      example: '276-306',
      validate: validateKilowatts,
    }),
    productId: attr.string({
      default: '',
      description:
        "The product's id in the catalogue (its card's path in productcards.json): the card gets a Compare toggle for `<mf-product-compare>` ('' = no toggle).",
      example: '/content/mf/products/tractors/utility/utility-3',
    }),
    labels: labelsAttribute(cardLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-product-flip': event<{ face: 'front' | 'back' }>(
      'The visitor turned the card (on mobile and tablet: opened or closed the back’s modal).',
      "{ face: 'front' | 'back' }",
    ),
    'mf-compare-toggle': event<{ id: string; title: string; chosen: boolean }>(
      'The visitor pressed the Compare toggle (a card with a product-id): add (chosen) or remove the product. `<mf-product-compare>` answers with mf-compare-change, which presses the toggle.',
      '{ id: string; title: string; chosen: boolean }',
    ),
    'mf-compare-request': event<null>(
      'A card with a product-id upgraded and asks `<mf-product-compare>` for the selection (it answers with mf-compare-change). Without a tray no toggle is pressed.',
      'null',
    ),
  },
  parts: {
    base: { description: 'Wrapper; data-state="front|back".' },
    card: { description: 'The card.' },
    'card-front': { description: 'The front face.' },
    'card-back': { description: 'The back face.' },
    'card-price': { description: 'The formatted price.' },
    'card-power': { description: 'The power row (`power-kw`), in the market’s unit.' },
    button: { description: 'Shared name (README "Theming"): the flip and close buttons.' },
    'flip-button': { description: 'The flip button.' },
    'compare-button': { description: 'The Compare toggle (aria-pressed), with a product-id.' },
    'expand-button': { description: 'The expand label of text taller than 60 px.' },
  },
  slots: {
    image: { description: 'The product picture.' },
    title: { description: 'The title (the page’s own heading, usually with the product link).' },
    description: { description: 'The front text; clamped at 60 px with an expand label.' },
    back: { description: 'The back: specifications.' },
  },
});
