import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_CHANGE_MESSAGE,
  CONSENT_DOMAIN_ERROR,
  CONSENT_POLL_MS,
  CONSENT_TIMEOUT_MS,
  consentAllows,
  isConsentChangeMessage,
  normalizeDecision,
  openConsentPreferences,
  readConsentDecision,
  useConsent,
  waitForConsentDecision,
} from './consent';

let level = 0;
const callApi = vi.fn((name: string, domain: string) => {
  void name;
  void domain;
  return { consentDecision: level, source: 'asserted' };
});

function install() {
  vi.stubGlobal('truste', { cma: { callApi }, eu: { clickListener: vi.fn() } });
}

function postChange(data: unknown = JSON.stringify(CONSENT_CHANGE_MESSAGE)) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data }));
  });
}

describe('consent constants and decision', () => {
  it('polls every 50 ms for 10 s and needs level 4', () => {
    expect(CONSENT_POLL_MS).toBe(50);
    expect(CONSENT_TIMEOUT_MS).toBe(10_000);
    expect(consentAllows({ consentDecision: 3 })).toBe(false);
    expect(consentAllows({ consentDecision: 4 })).toBe(true);
    expect(consentAllows(null)).toBe(false);
  });

  it.each([
    [{ consentDecision: 4 }, 4],
    [{ consentDecision: '5' }, 5],
    [{ consentDecision: 'x' }, 0],
    [null, 0],
    ['4', 0],
  ])('normalizes %j to level %i', (value, expected) => {
    expect(normalizeDecision(value).consentDecision).toBe(expected);
  });

  it('reads truste.cma.callApi("getConsentDecision", domain); null when not loaded', () => {
    expect(readConsentDecision('example.com')).toBeNull();
    install();
    level = 4;
    expect(readConsentDecision('example.com')).toEqual({ consentDecision: 4, source: 'asserted' });
    expect(callApi).toHaveBeenCalledWith('getConsentDecision', 'example.com');
  });

  it('recognises the preference manager message as string or object only', () => {
    expect(isConsentChangeMessage(JSON.stringify(CONSENT_CHANGE_MESSAGE))).toBe(true);
    expect(isConsentChangeMessage({ ...CONSENT_CHANGE_MESSAGE })).toBe(true);
    expect(isConsentChangeMessage('{"source":"preference_manager"')).toBe(false);
    expect(isConsentChangeMessage({ source: 'preference_manager', message: 'other' })).toBe(false);
    expect(isConsentChangeMessage(42)).toBe(false);
  });

  it('opens the preference dialog when the manager offers it', () => {
    expect(openConsentPreferences()).toBe(false);
    install();
    expect(openConsentPreferences()).toBe(true);
  });
});

describe('waitForConsentDecision (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves as soon as the API appears on a 50 ms poll', async () => {
    level = 4;
    let result: unknown;
    void waitForConsentDecision('example.com').then((d) => (result = d));
    await vi.advanceTimersByTimeAsync(CONSENT_POLL_MS * 3);
    expect(result).toBeUndefined();
    install();
    await vi.advanceTimersByTimeAsync(CONSENT_POLL_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ consentDecision: 4, source: 'asserted' });
  });

  it("gives up after 10 s with 'TrustArc API failed to load' and an empty decision", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let result: unknown;
    void waitForConsentDecision('example.com').then((d) => (result = d));
    await vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS - CONSENT_POLL_MS);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(CONSENT_POLL_MS);
    expect(result).toEqual({ consentDecision: 0 });
    expect(error).toHaveBeenCalledWith('TrustArc API failed to load');
  });

  it("logs 'CCM Domain not specified' for a missing domain and gives no consent", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    install();
    level = 9;
    await expect(waitForConsentDecision('  ')).resolves.toEqual({ consentDecision: 0 });
    expect(error).toHaveBeenCalledWith('CCM Domain not specified');
  });

  it('stops polling silently when aborted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    void waitForConsentDecision('example.com', { signal: controller.signal });
    controller.abort();
    await vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS * 2);
    expect(error).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('useConsent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is granted at once when the API is loaded with level >= 4', () => {
    install();
    level = 4;
    const { result } = renderHook(() => useConsent('example.com'));
    expect(result.current.status).toBe('granted');
  });

  it('pending, then unavailable after the timeout, then granted by a later change without reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useConsent('example.com'));
    expect(result.current.status).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS));
    // No manager to ask: not 'denied' (a panel must not offer a preferences button).
    expect(result.current.status).toBe('unavailable');
    expect(result.current.decision).toBeNull();
    install();
    level = 4;
    postChange();
    expect(result.current.status).toBe('granted');
    level = 1;
    postChange({ ...CONSENT_CHANGE_MESSAGE });
    expect(result.current.status).toBe('denied');
    expect(result.current.decision).toEqual({ consentDecision: 1, source: 'asserted' });
  });

  it('retry asks again, keeping the status while it waits; no domain is unavailable at once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useConsent('example.com'));
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS));
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'unavailable', retrying: true });
    level = 4;
    install();
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_POLL_MS));
    expect(result.current).toMatchObject({ status: 'granted', retrying: false });
    const blank = renderHook(() => useConsent(''));
    await act(async () => {});
    expect(blank.result.current.status).toBe('unavailable');
    expect(error).toHaveBeenCalledWith(CONSENT_DOMAIN_ERROR);
  });

  it('does nothing while disabled (no poll, no error)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useConsent('', { enabled: false }));
    await act(() => vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS * 2));
    expect(result.current.status).toBe('pending');
    expect(error).not.toHaveBeenCalled();
  });
});
