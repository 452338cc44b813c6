/**
 * The offer card's part of both offers elements' api (README of each, "The card"): the same
 * attributes, label keys and event in <mf-offers-grid> and <mf-offers-carousel>, declared once
 * here and spread into each element's api file. A `.api.ts` file, so the build drops its
 * documentation texts as it does the elements' own (scripts/build-plugins.ts, stripApiDocs).
 */
import { attr, event } from '@mf/core/element/define-api';
import { validateCurrency } from './currency';

export const cardAttributes = {
  /** spec §9: currency formatting default en-US, USD, 2 fraction digits: the default market's. */
  currency: attr.string({
    description:
      'ISO 4217 code of the prices (an offer’s own currency wins). Empty: the page market’s currency (docs/markets.md; USD on a page that names no market). Prices are formatted in the market’s locale.',
    example: 'EUR',
    validate: validateCurrency,
  }),
  /** spec §9: 2 fraction digits. */
  fractionDigits: attr.number({
    default: 2,
    description: 'Fraction digits of the prices (0 to 3).',
    example: '0',
  }),
  /** Expired offers are marked, or hidden by attribute (README "The card"). */
  hideExpired: attr.boolean({
    description:
      'Hide offers whose expiry date has passed (by default they are shown, marked as expired).',
  }),
};

/** The card's texts (shared/offer-card.tsx `CardLabels`), with their English defaults. */
export const cardLabels = {
  price: 'Price',
  validUntil: 'Valid until {date}',
  expired: 'Expired',
  expiredOn: 'Expired on {date}',
  request: 'Request this offer',
};

export const cardEvents = {
  'mf-offer-request': event<{ title: string; type: string; name: string }>(
    'Fired when the visitor activates an offer’s request link (a card’s, or the grid’s detail panel’s), just before the #modal-offer link opens <mf-form-modal>, which takes `title` as the form’s offer_title.',
    '{ title: string; type: string; name: string }',
  ),
};
