/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  gallery: 'Gallery',
  roleCarousel: 'gallery',
  roleSlide: 'picture',
  slide: '{n} of {count}',
  previous: 'Previous picture',
  next: 'Next picture',
  picker: 'Choose a picture',
  pickSlide: 'Picture {n}',
  showingSlide: 'Picture {n} of {count}',
};
