/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  map: 'Map of the factory locations',
  consentPending: 'Checking your cookie preferences…',
  consentTitle: 'The map needs your cookie consent',
  consentText:
    'The map is provided by Google Maps, which uses cookies. To see it, allow functional and advertising cookies in your cookie preferences. The list of locations below works without it.',
  consentButton: 'Change cookie preferences',
  consentUnavailableTitle: 'The map cannot be shown right now',
  consentUnavailableText:
    'It needs your cookie consent, but the cookie settings could not be loaded. An ad blocker or a network problem may be stopping them. The list of locations below works without it.',
  consentRetry: 'Try again',
  consentRetrying: 'Trying again…',
};
