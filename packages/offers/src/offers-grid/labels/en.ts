import { cardLabels } from '../../shared/card.api';

/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  filters: 'Filter offers',
  type: 'Machine type',
  allTypes: 'All types',
  name: 'Model',
  allNames: 'All models',
  countOne: '{count} offer',
  countOther: '{count} offers',
  noResults: 'No offers match your selection.',
  details: 'View offer',
  detailsFor: 'View offer: {title}',
  ...cardLabels,
  terms: 'Terms',
  more: 'More about this offer',
  close: 'Close offer details',
};
