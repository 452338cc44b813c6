/**
 * The embedded lead-form frame, shared by <mf-lead-form> and <mf-form-modal>: the consent gate
 * (dealer-locator spec §6: lead capture needs consent level 4 or more), the iframe with its title,
 * referrer policy and lazy loading, the height messages (spec §5/§7/§9) and the origin-checked
 * form_action listener (spec §7).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  openConsentPreferences,
  useConsent,
  useConsentPreferences,
} from '@mf/core/browser/consent';
import { keepFocusOnRemoval } from '@mf/ui/keep-focus';
import { ConsentUnavailable, type ConsentUnavailableLabels } from './consent-unavailable';
import {
  isTrustedFormOrigin,
  parseFormAction,
  registerLeadFrame,
  type FormAction,
} from './frame-messages';

export interface LeadFrameLabels extends ConsentUnavailableLabels {
  /** Shown while the consent manager is asked. */
  consentPending: string;
  /** Title of the no-consent panel. */
  consentTitle: string;
  /** Why the form is not shown. */
  consentText: string;
  /** Button that opens the consent manager's preferences. */
  consentButton: string;
}

export interface LeadFrameProps {
  /** The full frame address (configured address + parameters). */
  url: string;
  /** The iframe's accessible title. */
  title: string;
  /** Min-height in px until the form reports its height, so the page does not jump. */
  minHeight: number;
  consentDomain: string;
  corporateName: string;
  formHost: string;
  /** The page's contact page, offered when consent cannot be asked for ('' for none). */
  contactUrl: string;
  labels: LeadFrameLabels;
  /** A trusted form_action message from this frame. */
  onFormAction?: (action: FormAction) => void;
}

export function LeadFrame({
  url,
  title,
  minHeight,
  consentDomain,
  corporateName,
  formHost,
  contactUrl,
  labels,
  onFormAction,
}: LeadFrameProps) {
  const consent = useConsent(consentDomain);
  const canOpenPreferences = useConsentPreferences(consent.status);
  if (consent.status === 'pending') {
    // In the frame's room: with consent (the usual answer) the frame takes its place, and what
    // follows on the page does not move.
    return (
      <p
        className="mf-lead-frame__pending"
        role="status"
        part="consent-pending"
        style={{ minHeight: `${minHeight}px` }}
      >
        {labels.consentPending}
      </p>
    );
  }
  // No consent manager to ask (or none that can show its preferences): no dead button.
  if (consent.status === 'unavailable' || (consent.status === 'denied' && !canOpenPreferences)) {
    return (
      <ConsentUnavailable
        labels={labels}
        contactUrl={contactUrl}
        retrying={consent.retrying}
        onRetry={consent.retry}
      />
    );
  }
  if (consent.status === 'denied') {
    return (
      <div className="mf-lead-frame__consent" part="consent-panel" data-state="no-consent">
        <p className="mf-lead-frame__consent-title">
          <strong>{labels.consentTitle}</strong>
        </p>
        <p>{labels.consentText}</p>
        {/* Consent granted while the visitor is on it: the frame replaces the panel and takes focus. */}
        <button
          ref={keepFocusOnRemoval}
          type="button"
          className="mf-lead-frame__consent-button"
          part="button"
          onClick={() => openConsentPreferences()}
        >
          {labels.consentButton}
        </button>
      </div>
    );
  }
  return (
    <Frame
      url={url}
      title={title}
      minHeight={minHeight}
      corporateName={corporateName}
      formHost={formHost}
      onFormAction={onFormAction}
    />
  );
}

function Frame({
  url,
  title,
  minHeight,
  corporateName,
  formHost,
  onFormAction,
}: Pick<
  LeadFrameProps,
  'url' | 'title' | 'minHeight' | 'corporateName' | 'formHost' | 'onFormAction'
>) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [sized, setSized] = useState<{ url: string; height: number } | null>(null);
  const height = sized && sized.url === url ? sized.height : null;
  const actionRef = useRef(onFormAction);
  useEffect(() => {
    actionRef.current = onFormAction;
  });

  // A layout effect: the frame is registered in the same commit that inserts it, so a height
  // message can never arrive for a frame that is on the page but not yet registered.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    return registerLeadFrame({ frame, setHeight: (px) => setSized({ url, height: px }) });
  }, [url]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isTrustedFormOrigin(event.origin, corporateName, formHost)) return;
      if (!event.source || event.source !== frameRef.current?.contentWindow) return;
      const action = parseFormAction(event.data);
      if (action) actionRef.current?.(action);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [corporateName, formHost]);

  return (
    <iframe
      ref={frameRef}
      className="mf-lead-frame"
      part="frame"
      src={url}
      title={title}
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
      data-sized={height !== null ? 'true' : 'false'}
      style={height !== null ? { height: `${height}px` } : { minHeight: `${minHeight}px` }}
    />
  );
}

/** Styles for the frame and the consent panel. */
export const leadFrameCss = `
.mf-lead-frame { display: block; width: 100%; border: 0; }
.mf-lead-frame__pending { box-sizing: border-box; margin: 0; padding: var(--_space-4) 0; color: var(--_color-text-muted); }
.mf-lead-frame__consent { padding: var(--_space-5); border: 1px solid var(--_color-border); border-radius: var(--_radius-sm); background: var(--_color-surface-muted); }
.mf-lead-frame__consent p { margin: 0 0 var(--_space-3); }
.mf-lead-frame__consent-button { min-height: var(--_control-size); padding: 0 var(--_space-4); border: 2px solid var(--_color-brand); border-radius: var(--_radius-sm); background: var(--_color-surface); color: var(--_color-brand-text); font: inherit; font-weight: var(--_font-weight-bold); cursor: pointer; }
.mf-lead-frame__consent-button[aria-disabled='true'] { cursor: progress; opacity: 0.75; }
.mf-lead-frame__contact { display: inline-block; min-height: calc(1.5 * var(--_unit)); padding: calc(0.125 * var(--_unit)) 0; color: var(--_color-brand-text); font-weight: var(--_font-weight-bold); }
.mf-lead-frame__consent-button:focus-visible { outline: 3px solid var(--_color-focus); outline-offset: 2px; }
`;
