/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  title: 'Choose your market',
  intro: 'Choose your region, then your market and language.',
  region: 'Region',
  market: 'Market',
  language: 'Language',
  choose: 'Choose…',
  continue: 'Continue',
  disabledHint: 'Choose a region, a market and a language first.',
  close: 'Close',
  suggestion: 'Suggested for your browser’s language:',
  noMarkets: 'No markets are available.',
};
