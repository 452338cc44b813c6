/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  footerNav: 'Footer',
  social: 'Follow us',
  legal: 'Legal',
  market: '{market} ({language})',
  changeMarket: 'Change market and language',
};
