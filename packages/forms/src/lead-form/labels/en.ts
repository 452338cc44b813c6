/** Frame and consent texts shared by the lead form and the form modal (English defaults). */
export const leadFrameLabelDefaults = {
  frameTitle: 'Contact form',
  consentPending: 'Checking your cookie preferences…',
  consentTitle: 'This form needs your cookie consent',
  consentText:
    'The form is provided by our customer service partner and uses cookies. To see it, allow functional and advertising cookies in your cookie preferences. You can change your choice at any time.',
  consentButton: 'Cookie preferences',
  consentUnavailableTitle: 'The form cannot be shown right now',
  consentUnavailableText:
    'It needs your cookie consent, but the cookie settings could not be loaded. An ad blocker or a network problem may be stopping them.',
  consentCallDealer: 'You can also call {dealer}:',
  consentCallYourDealer: 'You can also call your dealer:',
  consentContactPage: 'Other ways to contact us',
  consentRetry: 'Try again',
  consentRetrying: 'Trying again…',
  unavailable: 'This form is not available at the moment. Please try again later.',
} as const;
