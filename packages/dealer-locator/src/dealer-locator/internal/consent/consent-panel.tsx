import { openConsentPreferences, useConsentPreferences } from '@mf/core/browser/consent';
import { RetryButton } from '@mf/ui/retry-button';
import type { DealerLocatorLabels } from '../../dealer-locator.api';
import type { MapsConsentState } from './use-maps-consent';

export interface ConsentPanelProps {
  consent: MapsConsentState;
  labels: DealerLocatorLabels;
}

/**
 * spec §2: 'When cookie consent for maps is missing, a no-consent panel with a call to action to
 * change the consent level replaces the results and the map.' The call to action opens the
 * consent manager's preferences, as the lead form's panel does; saving there posts the change
 * message and the results come back without a reload.
 *
 * No consent manager to open (its script never loaded, no consent domain, or no preferences
 * dialog; issue 21 item 2): the panel says so in plain words and offers "Try again" instead of
 * a button that does nothing; the cause is logged by core/browser/consent. The list cannot be
 * offered without the map: every search goes to Google (geocoding) and spec §2 has the panel
 * replace the results too (README: Consent).
 */
export function ConsentPanel({ consent, labels }: ConsentPanelProps) {
  const canOpenPreferences = useConsentPreferences(consent.status);
  if (consent.status === 'pending')
    return (
      <p className="dl-consent-pending" role="status" part="consent-panel" data-state="pending">
        {labels.consentPending}
      </p>
    );
  const unavailable = consent.status === 'unavailable' || !canOpenPreferences;
  return (
    <section
      className="dl-consent"
      part="consent-panel"
      data-state={unavailable ? 'no-consent-manager' : 'no-consent'}
      aria-labelledby="dl-consent-title"
    >
      <h3 id="dl-consent-title" className="dl-consent-title">
        {unavailable ? labels.consentUnavailableTitle : labels.consentTitle}
      </h3>
      <p>{unavailable ? labels.consentUnavailableText : labels.consentText}</p>
      {unavailable ? (
        <RetryButton
          className="dl-consent-button"
          part="button"
          label={labels.consentRetry}
          busyLabel={labels.consentRetrying}
          busy={consent.retrying}
          onRetry={consent.retry}
        />
      ) : (
        <button
          type="button"
          className="dl-consent-button"
          part="button"
          onClick={() => openConsentPreferences()}
        >
          {labels.consentButton}
        </button>
      )}
    </section>
  );
}
