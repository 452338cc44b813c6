import { NO_USABLE_ORIGIN } from '../attributes/origins';
import type { PopupDealer, SalesforceRecord } from './popup-answer';
import { redirectAddress } from './redirect';

/**
 * The popup's hand-back (spec §7 "Popup choice"): post the dealer's salesforce_record
 * to the window that opened us, navigate to the redirect when one is configured, and fall back
 * to a message when neither can happen. Every window access goes through `PopupWindow`, the one
 * seam tests replace (so a test never navigates or closes its own page). Never throws.
 */
export interface PopupWindow {
  /** window.opener: null when there is none (noopener, a typed address) or it is unreachable. */
  opener(): Pick<Window, 'postMessage' | 'closed'> | null;
  navigate(url: string): void;
  close(): void;
  /** Whether this window is closed (after close(): false when the browser refused). */
  closed(): boolean;
}

export const browserWindow: PopupWindow = {
  opener: () => (window.opener as Window | null) ?? null,
  navigate: (url) => window.location.assign(url),
  close: () => window.close(),
  closed: () => window.closed,
};

/** What the view shows after a choice or a dismissal. */
export type HandBackOutcome =
  /**
   * The record was posted to the opener (and no redirect follows). Posted, not known to be
   * received: with an exact targetOrigin the browser silently drops it when the opener is on
   * another origin, and no page acknowledges it (spec §7), so the view says "offered".
   */
  | 'sent'
  /** The browser is on its way to the redirect. */
  | 'redirected'
  /** spec: "When the opener is gone or closed ... show a clear message". */
  | 'opener-gone'
  /** Dismiss without a redirect, and the browser kept the window open. */
  | 'close-blocked'
  | 'closed';

export interface HandBackContext {
  win: PopupWindow;
  /** The targetOrigins to post to (`openerTargets`): `['*']`, the listed origins, or none. */
  targets: readonly string[];
  /** The accepted byo_redirect, or null. */
  redirect: URL | null;
}

/**
 * Where the record may go, from the parsed `opener-origins` value and the attribute's
 * text at the moment of the choice (null: absent):
 * - origins listed: exactly those;
 * - attribute absent (the default list, no attribute): `['*']`, the spec's §7 "any target origin";
 * - set but nothing usable (NO_USABLE_ORIGIN, or the default list while the attribute is there:
 *   the adapter fell back to it for invalid JSON or an empty value): none. Failing open there
 *   would hand the Salesforce record to any page for a typo in the page's configuration.
 */
export function openerTargets(
  list: readonly string[],
  attribute: string | null,
): readonly string[] {
  if (list === NO_USABLE_ORIGIN) return [];
  if (list.length > 0) return list;
  return attribute === null ? ['*'] : [];
}

function liveOpener(win: PopupWindow) {
  try {
    const opener = win.opener();
    return opener && !opener.closed ? opener : null;
  } catch (error) {
    console.warn('mf-dealer-locator: the opener window is not reachable.', error);
    return null;
  }
}

/**
 * Posts the record once per target (`openerTargets`): with an exact origin the browser delivers
 * it only when the opener is on that origin; '*' delivers it to whatever the opener is. True
 * when at least one post was made without an exception (postMessage throws for a record it
 * cannot clone, or a target origin it cannot parse); false for no targets.
 */
export function postToOpener(
  opener: Pick<Window, 'postMessage'>,
  record: SalesforceRecord,
  targets: readonly string[],
): boolean {
  let posted = false;
  for (const targetOrigin of targets) {
    try {
      opener.postMessage(record, targetOrigin);
      posted = true;
    } catch (error) {
      console.error(`mf-dealer-locator: the dealer could not be posted to ${targetOrigin}.`, error);
    }
  }
  return posted;
}

function navigate(win: PopupWindow, url: string): boolean {
  try {
    win.navigate(url);
    return true;
  } catch (error) {
    console.error('mf-dealer-locator: the redirect failed.', error);
    return false;
  }
}

/**
 * The visitor chose `dealer`. The record goes to a live opener; with a redirect configured the
 * window then navigates there with the dealer's query (spec §7 "With a redirect set, the
 * browser navigates"). Nothing posted (no opener, or no target: fail closed) and no redirect:
 * 'opener-gone'.
 */
export function chooseDealer(dealer: PopupDealer, context: HandBackContext): HandBackOutcome {
  if (context.targets.length === 0)
    console.error(
      'mf-dealer-locator: the dealer was not posted: opener-origins is set but names no usable origin (fix the attribute; the README "Hand-back" explains).',
    );
  const opener = context.targets.length > 0 ? liveOpener(context.win) : null;
  const posted = opener ? postToOpener(opener, dealer.salesforce_record, context.targets) : false;
  if (context.redirect && navigate(context.win, redirectAddress(context.redirect, dealer)))
    return 'redirected';
  return posted ? 'sent' : 'opener-gone';
}

/**
 * spec §2: the dismiss button closes the window, or redirects (to the bare redirect address, no
 * dealer) when a redirect is configured. A browser keeps a window open that a script did not
 * open: then 'close-blocked', so the view can say so.
 */
export function dismiss(context: HandBackContext): HandBackOutcome {
  if (context.redirect && navigate(context.win, context.redirect.href)) return 'redirected';
  try {
    context.win.close();
    return context.win.closed() ? 'closed' : 'close-blocked';
  } catch (error) {
    console.warn('mf-dealer-locator: the window could not be closed.', error);
    return 'close-blocked';
  }
}
