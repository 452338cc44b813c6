/**
 * The no-consent panel of an element whose Google map waits for cookie consent (the
 * dealer locator's internal/consent panel, made generic). Three faces, by the consent status
 * (core/browser/maps-consent):
 *
 * - 'pending': one polite line ("Checking your cookie preferences…").
 * - 'denied' with a preferences dialog to open: why, and a button that opens the consent
 *   manager's preferences; granting there brings the map without a reload.
 * - no manager to ask ('unavailable', or a manager without a preferences dialog):
 *   says so in plain words and offers "Try again", never a button that does nothing.
 *
 * `data-state` on the panel: pending | no-consent | no-consent-manager. Style it with
 * `consentPanelCss` (below) in the element's stylesheet. The heading level is the caller's.
 * `children` follow the button (the video player's link to the video on its site); with a `ref`
 * the panel can take focus (tabindex -1), for a caller that moves focus to it. When the panel's
 * button goes with focus on it (consent arrived: the map replaces the panel; "Try again" found
 * the manager), its neighbour in the element takes focus (keepFocusOnRemoval).
 */
import { openConsentPreferences, useConsentPreferences } from '@mf/core/browser/consent';
import type { MapsConsentState } from '@mf/core/browser/maps-consent';
import { useId, type ReactNode, type Ref } from 'react';
import { keepFocusOnRemoval } from './keep-focus';
import { RetryButton } from './retry-button';

export interface ConsentPanelLabels {
  consentPending: string;
  consentTitle: string;
  consentText: string;
  consentButton: string;
  consentUnavailableTitle: string;
  consentUnavailableText: string;
  consentRetry: string;
  consentRetrying: string;
}

interface ConsentPanelProps {
  consent: MapsConsentState;
  labels: ConsentPanelLabels;
  /** The panel title's heading level (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** More actions after the button (a link to the content on its own site). */
  children?: ReactNode;
  /** The panel: focusable from script when given. */
  ref?: Ref<HTMLElement>;
}

export function ConsentPanel({
  consent,
  labels,
  headingLevel = 3,
  children,
  ref,
}: ConsentPanelProps) {
  const canOpenPreferences = useConsentPreferences(consent.status);
  const titleId = useId();
  if (consent.status === 'pending')
    return (
      <p className="consent-panel" role="status" part="consent-panel" data-state="pending">
        {labels.consentPending}
      </p>
    );
  const unavailable = consent.status === 'unavailable' || !canOpenPreferences;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className="consent-panel"
      part="consent-panel"
      data-state={unavailable ? 'no-consent-manager' : 'no-consent'}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className="consent-panel__title">
        {unavailable ? labels.consentUnavailableTitle : labels.consentTitle}
      </Heading>
      <p>{unavailable ? labels.consentUnavailableText : labels.consentText}</p>
      {unavailable ? (
        <RetryButton
          className="consent-panel__button"
          part="button consent-button"
          label={labels.consentRetry}
          busyLabel={labels.consentRetrying}
          busy={consent.retrying}
          onRetry={consent.retry}
        />
      ) : (
        <button
          ref={keepFocusOnRemoval}
          type="button"
          className="consent-panel__button"
          part="button consent-button"
          onClick={() => openConsentPreferences()}
        >
          {labels.consentButton}
        </button>
      )}
      {children}
    </section>
  );
}

/** The panel's styles (tokens only), for the element's stylesheet. */
export const consentPanelCss = `
.consent-panel{box-sizing:border-box;margin:0;padding:var(--_space-5);border:1px solid var(--_color-border);border-radius:var(--_radius-sm);background:var(--_color-surface-muted);color:var(--_color-text)}
.consent-panel__title{margin:0 0 var(--_space-2);font-size:var(--_font-size-lg)}
.consent-panel p{margin:0 0 var(--_space-3)}
.consent-panel__button{min-height:max(24px,var(--_control-size));padding:0 var(--_space-4);border:2px solid var(--_color-brand);border-radius:var(--_radius-sm);background:var(--_color-surface);color:var(--_color-brand-text);font:inherit;font-weight:var(--_font-weight-bold);cursor:pointer}
.consent-panel__button:focus-visible{outline:3px solid var(--_color-focus);outline-offset:2px}
`;
