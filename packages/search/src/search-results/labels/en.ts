/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  filters: 'Filter results',
  source: 'Source',
  allSources: 'All sources',
  apply: 'Show results',
  resultCountOne: '{count} result',
  resultCountOther: '{count} results',
  pageStatus: 'Page {page} of {pages}',
  pagination: 'Result pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  page: 'Page {page}',
};
