import { cardLabels } from '../../shared/card.api';

/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  carousel: 'Current offers',
  roleCarousel: 'carousel',
  roleSlide: 'offer',
  slide: '{n} of {count}',
  previous: 'Previous offers',
  next: 'Next offers',
  picker: 'Choose offers',
  pickSlide: 'Offer {n}',
  pickGroup: 'Offers {from} to {to}',
  showingSlide: 'Offer {n} of {count}',
  showingGroup: 'Offers {from} to {to} of {count}',
  stopRotation: 'Stop automatic slide show',
  startRotation: 'Start automatic slide show',
  ...cardLabels,
};
