/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  search: 'Search',
  placeholder: 'Search the site',
  submit: 'Search',
  close: 'Close search',
  suggestions: 'Search suggestions',
  suggestionCountOne: '{count} suggestion',
  suggestionCountOther: '{count} suggestions',
};
