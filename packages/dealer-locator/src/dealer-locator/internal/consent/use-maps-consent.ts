import { useConsent } from '@mf/core/browser/consent';

export type MapsConsent = 'granted' | 'pending' | 'denied';

/**
 * spec §6: maps (and so the results, place suggestions and use-my-location, which all go to
 * Google) need a consent decision of level 4 or more, read through core/browser/consent (polled
 * every 50 ms for up to 10 s, then kept current by the consent manager's change message).
 * Interpretation (README): without a consent domain the page runs no consent manager and
 * nothing is gated.
 */
export function useMapsConsent(consentDomain: string): MapsConsent {
  const managed = consentDomain.trim() !== '';
  const consent = useConsent(consentDomain, { enabled: managed });
  return managed ? consent.status : 'granted';
}
