import { openConsentPreferences } from '@mf/core/browser/consent';
import type { DealerLocatorLabels } from '../../dealer-locator.api';

export interface ConsentPanelProps {
  status: 'pending' | 'denied';
  labels: DealerLocatorLabels;
}

/**
 * spec §2: 'When cookie consent for maps is missing, a no-consent panel with a call to action to
 * change the consent level replaces the results and the map.' The call to action opens the
 * consent manager's preferences, as the lead form's panel does; saving there posts the change
 * message and the results come back without a reload.
 */
export function ConsentPanel({ status, labels }: ConsentPanelProps) {
  if (status === 'pending')
    return (
      <p className="dl-consent-pending" role="status" part="consent-panel" data-state="pending">
        {labels.consentPending}
      </p>
    );
  return (
    <section
      className="dl-consent"
      part="consent-panel"
      data-state="no-consent"
      aria-labelledby="dl-consent-title"
    >
      <h3 id="dl-consent-title" className="dl-consent-title">
        {labels.consentTitle}
      </h3>
      <p>{labels.consentText}</p>
      <button
        type="button"
        className="dl-consent-button"
        part="button"
        onClick={() => {
          if (!openConsentPreferences())
            console.error('The consent manager offers no preferences dialog');
        }}
      >
        {labels.consentButton}
      </button>
    </section>
  );
}
