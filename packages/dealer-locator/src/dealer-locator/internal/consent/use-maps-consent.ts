import { useConsent, type ConsentState } from '@mf/core/browser/consent';

/** 'unavailable': no consent manager to ask (not loaded in 10 s, or no consent domain). */
export type MapsConsent = 'granted' | 'pending' | 'denied' | 'unavailable';

export interface MapsConsentState extends Pick<ConsentState, 'retry' | 'retrying'> {
  status: MapsConsent;
}

const granted: MapsConsentState = { status: 'granted', retry: () => {}, retrying: false };

/**
 * spec §6: maps (and so the results, place suggestions and use-my-location, which all go to
 * Google) need a consent decision of level 4 or more, read through core/browser/consent (polled
 * every 50 ms for up to 10 s, then kept current by the consent manager's change message).
 *
 * spec §8 'Missing consent domain: CCM Domain not specified': without a consent domain that
 * error is logged and consent counts as missing ('unavailable': no manager can be asked), as in
 * the lead form. Only a page that says it runs no consent manager (the `no-consent-manager`
 * attribute) uses Google without asking; a consent domain given as well wins (README: Consent).
 * `retry` asks again (the panel's "Try again", issue 21 item 2).
 */
export function useMapsConsent(consentDomain: string, noConsentManager: boolean): MapsConsentState {
  const unmanaged = noConsentManager && consentDomain.trim() === '';
  const consent = useConsent(consentDomain, { enabled: !unmanaged });
  return unmanaged ? granted : consent;
}
