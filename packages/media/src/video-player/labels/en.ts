/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  video: 'Video',
  play: 'Play video: {title}',
  captions: 'Captions',
  consentPending: 'Checking your cookie preferences…',
  consentTitle: 'This video needs your cookie consent',
  consentText:
    '{site} shows this video and uses cookies. To watch it here, allow functional and advertising cookies in your cookie preferences. You can change your choice at any time.',
  consentButton: 'Cookie preferences',
  consentUnavailableTitle: 'The video cannot be shown right now',
  consentUnavailableText:
    'It needs your cookie consent, but the cookie settings could not be loaded. An ad blocker or a network problem may be stopping them.',
  consentRetry: 'Try again',
  consentRetrying: 'Trying again…',
  watchOn: 'Watch on {site}',
  loadError: 'This video could not be loaded.',
};
