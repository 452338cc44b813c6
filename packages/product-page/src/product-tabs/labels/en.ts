/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = { tabs: 'Views' };
