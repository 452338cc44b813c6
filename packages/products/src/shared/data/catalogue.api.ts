/**
 * The catalogue's attributes (spec §7, §9), declared once for the elements that read it:
 * `<mf-product-selector>` and `<mf-product-compare>` (the same servlets, the same prices). A
 * `.api.ts` file, so the build drops its texts as it does the elements' (scripts/build-plugins.ts).
 */
import { attr } from '@mf/core/element/define-api';
import { validatePattern } from '@mf/core/parse/pattern';

export const catalogueAttributes = {
  /** spec §7: {origin} of the product servlets. */
  origin: attr.string<string>({
    default: '',
    description: "Origin of the product servlets ('' = this page's).",
    example: 'https://www.example.com',
  }),
  /** spec §7: {site} of the servlet path. */
  site: attr.string<string>({
    default: '',
    description: 'Site name in /bin/{site}/; required.',
    example: 'mf',
    required: true,
    missing: 'no products are requested',
  }),
  /** spec §7: ?path={path} of both calls. */
  path: attr.string<string>({
    default: '',
    description: 'Content path of the product range, sent as ?path= to both calls; required.',
    example: '/content/mf/en-us/products/tractors',
    required: true,
    missing: 'no products are requested',
  }),
  /** spec §7 host rules of bin-url (core/http/bin-url). */
  cloudHostPattern: attr.string<string>({
    default: '',
    description:
      "Regular expression matched against the host name; on a match the path becomes /{cloud-prefix}/resources/bin/{site}/ ('' = never).",
    example: '\\.cloudhost\\.net$',
    validate: validatePattern,
  }),
  cloudPrefix: attr.string<string>({
    default: '',
    description: "Extra path prefix on cloud hosts ('' = the site name).",
  }),
  /** spec §9: currency formatting default en-US, USD, 2 fraction digits: the default market's. */
  currency: attr.string<string>({
    description:
      "ISO 4217 currency of the card prices. Empty: the page market's (docs/markets.md; USD where the page names no market).",
    example: 'EUR',
  }),
  priceLocale: attr.string<string>({
    description:
      "Locale the prices are formatted in. Empty: the element's market's (docs/markets.md; en-US where the page names no market).",
    example: 'de-DE',
  }),
};
