/**
 * Cookie consent from a TrustArc-style consent manager (dealer-locator spec §6, §7, §8, §9).
 *
 * The consent manager's script loads on its own schedule, so its API is polled every 50 ms for up
 * to 10 s. Not there in time: console error 'TrustArc API failed to load' and an empty decision
 * (no consent). No consent domain configured: console error 'CCM Domain not specified' and an
 * empty decision. A decision level of 4 or more allows the maps service and lead capture.
 *
 * The minimal shape read from the page (anything else on `window.truste` is ignored):
 *
 * ```ts
 * window.truste = {
 *   cma: { callApi(name: 'getConsentDecision', domain: string): { consentDecision: number } },
 *   eu?: { clickListener?(): void },   // opens the consent manager's preferences dialog
 * };
 * ```
 *
 * Later changes: the consent manager's preference dialog posts a window message
 * `{"source":"preference_manager","message":"submit_preferences"}` (as a JSON string or an
 * object) when the visitor saves a choice; `onConsentChange` listens for it and the decision is
 * read again from `truste.cma.callApi` (the message itself is never trusted for the level), so
 * granting consent brings content back without a reload. demo/fakes/consent-manager.ts emits it.
 */
import { useCallback, useEffect, useState } from 'react';
import { useElementContext } from '../element/element-context';

/** Dealer-locator spec §9: consent poll every 50 ms, timeout 10 s. */
export const CONSENT_POLL_MS = 50;
export const CONSENT_TIMEOUT_MS = 10_000;
/** Dealer-locator spec §6/§9: level 4 or higher allows maps and lead capture. */
export const CONSENT_REQUIRED_LEVEL = 4;

export const CONSENT_LOAD_ERROR = 'TrustArc API failed to load';
export const CONSENT_DOMAIN_ERROR = 'CCM Domain not specified';

export interface ConsentDecision {
  /** 0 = no decision; higher levels allow more (4+ allows maps and lead capture). */
  consentDecision: number;
  /** 'asserted' (the visitor chose) or 'implied' (a default), when the manager says. */
  source?: string;
}

/** The fallback decision: no consent. */
export const EMPTY_DECISION: Readonly<ConsentDecision> = Object.freeze({ consentDecision: 0 });

/** The part of TrustArc's global we use. */
export interface TrustArcApi {
  cma?: { callApi?: (name: string, domain: string) => unknown };
  eu?: { clickListener?: () => void };
}

function trustArc(): TrustArcApi | undefined {
  return (globalThis as { truste?: TrustArcApi }).truste;
}

/** Turns what the API answered into a decision; anything unusable counts as no consent. */
export function normalizeDecision(value: unknown): ConsentDecision {
  if (typeof value !== 'object' || value === null) return { ...EMPTY_DECISION };
  const record = value as { consentDecision?: unknown; source?: unknown };
  const level =
    typeof record.consentDecision === 'number'
      ? record.consentDecision
      : typeof record.consentDecision === 'string'
        ? Number(record.consentDecision)
        : NaN;
  const decision: ConsentDecision = { consentDecision: Number.isFinite(level) ? level : 0 };
  if (typeof record.source === 'string') decision.source = record.source;
  return decision;
}

/**
 * The current decision for `domain`, or null while the consent manager's API is not loaded.
 * An API that throws counts as not loaded yet (logged).
 */
export function readConsentDecision(domain: string): ConsentDecision | null {
  const callApi = trustArc()?.cma?.callApi;
  if (typeof callApi !== 'function') return null;
  try {
    return normalizeDecision(callApi.call(trustArc()!.cma, 'getConsentDecision', domain));
  } catch (error) {
    console.error('The consent manager API failed', error);
    return null;
  }
}

/** True when the decision allows maps and lead capture (level >= 4). */
export function consentAllows(
  decision: ConsentDecision | null | undefined,
  level = CONSENT_REQUIRED_LEVEL,
): boolean {
  return !!decision && decision.consentDecision >= level;
}

export interface WaitOptions {
  signal?: AbortSignal;
  pollMs?: number;
  timeoutMs?: number;
  /** The element that waits: the timeout's log starts with its tag (docs/laws/deadlines.md). */
  tag?: string;
}

/**
 * Polls for the consent manager and resolves with its decision; after `timeoutMs` logs
 * 'TrustArc API failed to load' and resolves with the empty decision. An empty `domain` logs
 * 'CCM Domain not specified' and resolves with the empty decision at once. An aborted wait
 * never resolves and logs nothing.
 */
export function waitForConsentDecision(
  domain: string,
  options: WaitOptions = {},
): Promise<ConsentDecision> {
  return waitForConsentManager(domain, options).then(
    (decision) => decision ?? { ...EMPTY_DECISION },
  );
}

/**
 * As waitForConsentDecision, but resolves with null when there is no consent manager to ask: its
 * API did not load within `timeoutMs` ('TrustArc API failed to load'), or no consent domain is
 * configured ('CCM Domain not specified'). Then no choice of the visitor can grant consent.
 */
export function waitForConsentManager(
  domain: string,
  { signal, pollMs = CONSENT_POLL_MS, timeoutMs = CONSENT_TIMEOUT_MS, tag }: WaitOptions = {},
): Promise<ConsentDecision | null> {
  if (!domain.trim()) {
    console.error(CONSENT_DOMAIN_ERROR);
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    const now = readConsentDecision(domain);
    if (now) {
      resolve(now);
      return;
    }
    const started = Date.now();
    const timer = setInterval(() => {
      const decision = readConsentDecision(domain);
      if (decision) {
        stop();
        resolve(decision);
      } else if (Date.now() - started >= timeoutMs) {
        stop();
        console.error(tag ? `${tag}: ${CONSENT_LOAD_ERROR}` : CONSENT_LOAD_ERROR);
        resolve(null);
      }
    }, pollMs);
    const stop = () => {
      clearInterval(timer);
      signal?.removeEventListener('abort', stop);
    };
    signal?.addEventListener('abort', stop);
  });
}

/** The message TrustArc's preference manager posts when the visitor saves a choice. */
export const CONSENT_CHANGE_MESSAGE = Object.freeze({
  source: 'preference_manager',
  message: 'submit_preferences',
});

/** True for a consent-change notification (JSON string or object). */
export function isConsentChangeMessage(data: unknown): boolean {
  let value = data;
  if (typeof data === 'string') {
    if (!data.includes('preference_manager')) return false;
    try {
      value = JSON.parse(data);
    } catch {
      return false;
    }
  }
  if (typeof value !== 'object' || value === null) return false;
  const record = value as { source?: unknown; message?: unknown };
  return (
    record.source === CONSENT_CHANGE_MESSAGE.source &&
    record.message === CONSENT_CHANGE_MESSAGE.message
  );
}

/**
 * Calls `listener` when the visitor changes their consent. Any origin is accepted: the message
 * only triggers a fresh read of the local API, it carries nothing we use.
 */
export function onConsentChange(listener: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (isConsentChangeMessage(event.data)) listener();
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

/** Whether the consent manager offers its preferences dialog (so a button can open it). */
export function canOpenConsentPreferences(): boolean {
  return typeof trustArc()?.eu?.clickListener === 'function';
}

/** Logged when a no-consent panel finds no preferences dialog to offer. */
export const CONSENT_NO_PREFERENCES_ERROR = 'The consent manager offers no preferences dialog';

/** Opens the consent manager's preferences, when it offers that; returns whether it did. */
export function openConsentPreferences(): boolean {
  const open = trustArc()?.eu?.clickListener;
  if (typeof open !== 'function') return false;
  open.call(trustArc()!.eu);
  return true;
}

export type ConsentStatus = 'pending' | 'granted' | 'denied' | 'unavailable';

export interface ConsentState {
  /**
   * 'pending' while polling; then 'granted' (level >= required) or 'denied'; 'unavailable' when
   * there is no consent manager to ask (not loaded in time, or no consent domain): the visitor
   * cannot grant consent then, so a panel must not offer a preferences button.
   */
  status: ConsentStatus;
  /** The last decision read, null while pending or unavailable. */
  decision: ConsentDecision | null;
  /** Asks again (another wait of up to 10 s), e.g. from a "Try again" button. */
  retry: () => void;
  /** True while a retry is waiting; the status stays what it was until it settles. */
  retrying: boolean;
}

function sameDecision(a: ConsentDecision | null, b: ConsentDecision | null): boolean {
  return !!a && !!b && a.consentDecision === b.consentDecision && a.source === b.source;
}

function statusOf(decision: ConsentDecision | null, level: number): ConsentStatus {
  if (!decision) return 'pending';
  return consentAllows(decision, level) ? 'granted' : 'denied';
}

/**
 * The consent decision for `domain`, kept current: polls at first (see waitForConsentManager),
 * then re-reads whenever the consent manager reports a change. Pass `enabled: false` to not ask
 * yet (no polling, no errors) until the feature is about to be shown. `retry` polls again; while
 * it waits the last status is kept (so a panel and the focused button stay) and `retrying` is set.
 */
export function useConsent(
  domain: string,
  { level = CONSENT_REQUIRED_LEVEL, enabled = true }: { level?: number; enabled?: boolean } = {},
): ConsentState {
  const [decision, setDecision] = useState<ConsentDecision | null>(() =>
    enabled && domain.trim() ? readConsentDecision(domain) : null,
  );
  const [unavailable, setUnavailable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const tag = useElementContext().host?.localName;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let settled = false;
    void waitForConsentManager(domain, { signal: controller.signal, tag }).then((value) => {
      settled = true;
      if (controller.signal.aborted) return;
      setUnavailable(value === null);
      setRetrying(false);
      if (value) setDecision((current) => (sameDecision(current, value) ? current : value));
    });
    const stop = onConsentChange(() => {
      if (!domain.trim()) return;
      const value = readConsentDecision(domain);
      // A change notice before the API answers: the poll will pick the decision up.
      if (value || settled) {
        setUnavailable(!value);
        setDecision(value ?? { ...EMPTY_DECISION });
      }
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [domain, enabled, attempt, tag]);
  const retry = useCallback(() => {
    setRetrying(true);
    setAttempt((value) => value + 1);
  }, []);
  const status: ConsentStatus = !enabled
    ? 'pending'
    : unavailable
      ? 'unavailable'
      : statusOf(decision, level);
  return { status, decision: enabled && !unavailable ? decision : null, retry, retrying };
}

/**
 * Whether a no-consent panel can offer the consent manager's preferences (read at each render,
 * so a dialog that arrives later, or on a retry, is picked up). When the decision is 'denied' and
 * there is no dialog to open, logs CONSENT_NO_PREFERENCES_ERROR for integrators: the panel then
 * says so instead of showing a button that does nothing.
 */
export function useConsentPreferences(status: ConsentStatus): boolean {
  const available = canOpenConsentPreferences();
  const missing = status === 'denied' && !available;
  useEffect(() => {
    if (missing) console.error(CONSENT_NO_PREFERENCES_ERROR);
  }, [missing]);
  return available;
}
