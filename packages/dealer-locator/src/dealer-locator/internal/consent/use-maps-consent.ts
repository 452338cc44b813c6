/**
 * The maps consent gate lives in core/browser/maps-consent (the location map and the
 * factory locations use it too); the locator's rooms keep importing it from here.
 */
export {
  useMapsConsent,
  type MapsConsent,
  type MapsConsentState,
} from '@mf/core/browser/maps-consent';
