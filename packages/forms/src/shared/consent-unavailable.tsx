/**
 * What a lead form shows when consent cannot be asked for: the consent
 * manager's script never loaded (an ad blocker, a network hiccup), no consent domain is set, or
 * the manager offers no preferences dialog. A "Cookie preferences" button would do nothing then,
 * so this panel says what happened in plain words and offers what still works: "Try again" (the
 * script may load late), the preferred dealer's phone number when one is stored, and the page's
 * contact page when the element names one (`contact-url`). The cause is logged for integrators by
 * core/browser/consent ('TrustArc API failed to load', 'CCM Domain not specified', 'The consent
 * manager offers no preferences dialog').
 */
import { useState } from 'react';
import { readPreferredDealer } from '@mf/core/browser/preferred-dealer';
import { formatLabel } from '@mf/core/i18n/labels';
import { safeHttpUrl } from '@mf/core/parse/parse';
import { RetryButton } from '@mf/ui/retry-button';

export interface ConsentUnavailableLabels {
  /** Title when consent cannot be asked for. */
  consentUnavailableTitle: string;
  /** Why, in a visitor's words. */
  consentUnavailableText: string;
  /** The preferred dealer's phone number follows; `{dealer}` is the dealer's name. */
  consentCallDealer: string;
  /** As consentCallDealer, for a stored dealer without a name. */
  consentCallYourDealer: string;
  /** Link text to the page's contact page (`contact-url`). */
  consentContactPage: string;
  /** The retry button. */
  consentRetry: string;
  /** The retry button (and a polite announcement) while asking again. */
  consentRetrying: string;
}

/** A phone number as a tel: address: digits and a leading +. */
function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
}

export function ConsentUnavailable({
  labels,
  contactUrl,
  retrying,
  onRetry,
}: {
  labels: ConsentUnavailableLabels;
  contactUrl: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const [dealer] = useState(() => readPreferredDealer());
  const phone = dealer?.phone.main.trim() ?? '';
  const contact = safeHttpUrl(contactUrl);
  return (
    <div className="mf-lead-frame__consent" part="consent-panel" data-state="no-consent-manager">
      <p className="mf-lead-frame__consent-title">
        <strong>{labels.consentUnavailableTitle}</strong>
      </p>
      <p>{labels.consentUnavailableText}</p>
      {phone ? (
        <p>
          {dealer?.dealer_name
            ? formatLabel(labels.consentCallDealer, { dealer: dealer.dealer_name })
            : labels.consentCallYourDealer}{' '}
          <a className="mf-lead-frame__contact" href={telHref(phone)}>
            {phone}
          </a>
        </p>
      ) : null}
      {contact ? (
        <p>
          <a className="mf-lead-frame__contact" href={contact}>
            {labels.consentContactPage}
          </a>
        </p>
      ) : null}
      <RetryButton
        className="mf-lead-frame__consent-button"
        label={labels.consentRetry}
        busyLabel={labels.consentRetrying}
        busy={retrying}
        onRetry={onRetry}
      />
    </div>
  );
}
