/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  mainNav: 'Main',
  utilityNav: 'Service',
  menu: 'Menu',
  subMenu: '{label}: more links',
  search: 'Search',
  findDealer: 'Find a dealer',
  yourDealer: 'Your dealer:',
  callDealer: 'Call {name}: {phone}',
  market: '{market} ({language})',
  changeMarket: 'Change market and language',
};
