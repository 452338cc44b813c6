/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  filter: 'Region',
  allRegions: 'All regions',
  loading: 'Loading events…',
  resultCountOne: '{count} event',
  resultCountOther: '{count} events',
  pageStatus: 'Page {page} of {pages}',
  pagination: 'Events pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  page: 'Page {page}',
  dateRange: '{start} to {end}',
  noEvents: 'No events found.',
};
