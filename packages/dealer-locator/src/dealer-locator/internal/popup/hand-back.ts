import type { PopupDealer, SalesforceRecord } from './popup-answer';
import { redirectAddress } from './redirect';

/**
 * The popup's hand-back (spec §7 "Popup choice", issue 5): post the dealer's salesforce_record
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
  /** The record was posted to the opener (and no redirect follows). */
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
  /** Allowed opener origins; empty: post to any origin ('*', the spec's own behaviour). */
  openerOrigins: readonly string[];
  /** The accepted byo_redirect, or null. */
  redirect: URL | null;
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
 * Posts the record: once per configured opener origin with that exact targetOrigin (the browser
 * delivers it only when the opener is on that origin), or once with '*' when none is configured.
 * True when at least one post was made without an exception (postMessage throws for a record it
 * cannot clone, or a target origin it cannot parse).
 */
export function postToOpener(
  opener: Pick<Window, 'postMessage'>,
  record: SalesforceRecord,
  origins: readonly string[],
): boolean {
  let posted = false;
  for (const targetOrigin of origins.length > 0 ? origins : ['*']) {
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
 * browser navigates"). No opener and no redirect: 'opener-gone'.
 */
export function chooseDealer(dealer: PopupDealer, context: HandBackContext): HandBackOutcome {
  const opener = liveOpener(context.win);
  const posted = opener
    ? postToOpener(opener, dealer.salesforce_record, context.openerOrigins)
    : false;
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
