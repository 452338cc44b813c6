/**
 * The card's labels with their English defaults (spec §2 Product card), declared once for both
 * elements' `labels` attribute: `<mf-product-card>` and `<mf-product-selector>` (its grid).
 */
export const cardLabels = {
  flip: 'Specifications',
  flipBack: 'Overview',
  readMore: 'Read more',
  readLess: 'Read less',
  close: 'Close',
  compare: 'Compare',
  /** The standalone card's power row (`power-kw`); the selector's cards name each facet. */
  power: 'Power',
};
