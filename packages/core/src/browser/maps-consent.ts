import { useConsent, type ConsentState } from './consent';

/** 'unavailable': no consent manager to ask (not loaded in 10 s, or no consent domain). */
export type MapsConsent = 'granted' | 'pending' | 'denied' | 'unavailable';

export interface MapsConsentState extends Pick<ConsentState, 'retry' | 'retrying'> {
  status: MapsConsent;
}

const granted: MapsConsentState = { status: 'granted', retry: () => {}, retrying: false };

/**
 * The maps consent gate every element with a Google map shares (dealer-locator spec §6, issue
 * 17): Google may load with a consent decision of level 4 or more, read through ./consent (polled
 * every 50 ms for up to 10 s, then kept current by the consent manager's change message).
 *
 * spec §8 'Missing consent domain: CCM Domain not specified': without a consent domain that
 * error is logged and consent counts as missing ('unavailable': no manager can be asked). Only a
 * page that says it runs no consent manager (the `no-consent-manager` attribute) uses Google
 * without asking; a consent domain given as well wins. `retry` asks again (the panel's "Try
 * again"). `enabled: false` asks nothing yet (an element with nothing to map).
 *
 * Moved here from the dealer locator's internal/consent, unchanged in behaviour.
 */
export function useMapsConsent(
  consentDomain: string,
  noConsentManager: boolean,
  enabled = true,
): MapsConsentState {
  const unmanaged = noConsentManager && consentDomain.trim() === '';
  const consent = useConsent(consentDomain, { enabled: enabled && !unmanaged });
  return unmanaged ? granted : consent;
}
