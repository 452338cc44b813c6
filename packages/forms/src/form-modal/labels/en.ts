import { leadFrameLabelDefaults } from '../../lead-form/labels/en';

/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  ...leadFrameLabelDefaults,
  close: 'Close',
  back: 'Back to products',
  headingFallback: 'Request information',
  ctaFallback: 'Select',
  noProducts: 'No products are available for this request.',
  brochureReady: 'Thank you. Your brochure is ready to download.',
  newTab: '(opens in a new tab)',
};
