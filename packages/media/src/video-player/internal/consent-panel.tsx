/**
 * What an embed shows in place of the video site's frame when the page's consent manager does
 * not allow it (NOTES.md "Video embeds": the frame only after consent where the page has a
 * consent manager). Two cases, as the lead forms have them (issue 21 item 2): the visitor said
 * no (a button opens the manager's cookie preferences; granting there brings the video without a
 * reload), or there is no manager to ask (not loaded, or no preferences dialog to open: "Try
 * again", never a button that does nothing). Both offer the video on its own site: a plain link,
 * so nothing is requested from the site unless the visitor follows it.
 */
import { openConsentPreferences } from '@mf/core/browser/consent';
import { formatLabel } from '@mf/core/i18n/labels';
import { RetryButton } from '@mf/ui/retry-button';
import type { Ref } from 'react';

interface ConsentPanelLabels {
  consentTitle: string;
  consentText: string;
  consentButton: string;
  consentUnavailableTitle: string;
  consentUnavailableText: string;
  consentRetry: string;
  consentRetrying: string;
  watchOn: string;
}

export interface ConsentPanelProps {
  /** 'no-consent': the visitor declined; 'no-consent-manager': nobody to ask. */
  kind: 'no-consent' | 'no-consent-manager';
  labels: ConsentPanelLabels;
  /** The video site's name ('YouTube'). */
  site: string;
  /** The video's page on its site. */
  watchUrl: string;
  retrying: boolean;
  onRetry: () => void;
  /** The panel (focusable), to move focus to it when it replaces the pressed play button. */
  ref?: Ref<HTMLDivElement>;
}

export function ConsentPanel({
  kind,
  labels,
  site,
  watchUrl,
  retrying,
  onRetry,
  ref,
}: ConsentPanelProps) {
  const declined = kind === 'no-consent';
  return (
    <div
      ref={ref}
      part="consent-panel"
      className="video__consent"
      data-state={kind}
      tabIndex={-1}
      role="group"
      aria-labelledby="consent-title"
    >
      <p id="consent-title" className="video__consent-title">
        <strong>{declined ? labels.consentTitle : labels.consentUnavailableTitle}</strong>
      </p>
      <p>{declined ? formatLabel(labels.consentText, { site }) : labels.consentUnavailableText}</p>
      <p className="video__consent-actions">
        {declined ? (
          <button
            type="button"
            part="consent-button"
            className="video__consent-button"
            onClick={() => openConsentPreferences()}
          >
            {labels.consentButton}
          </button>
        ) : (
          <RetryButton
            part="consent-button"
            className="video__consent-button"
            label={labels.consentRetry}
            busyLabel={labels.consentRetrying}
            busy={retrying}
            onRetry={onRetry}
          />
        )}
        <a part="watch-link" className="video__watch" href={watchUrl}>
          {formatLabel(labels.watchOn, { site })}
        </a>
      </p>
    </div>
  );
}
