import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_DOMAIN_ERROR } from './consent';
import { useMapsConsent } from './maps-consent';

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as { truste?: unknown }).truste;
});

const manager = (level: number) =>
  ((globalThis as { truste?: unknown }).truste = {
    cma: { callApi: () => ({ consentDecision: level }) },
  });

describe('useMapsConsent (core/browser/maps-consent)', () => {
  it('level 4 grants, level 3 does not', async () => {
    manager(4);
    expect(renderHook(() => useMapsConsent('example.com', false)).result.current.status).toBe(
      'granted',
    );
    manager(3);
    expect(renderHook(() => useMapsConsent('example.com', false)).result.current.status).toBe(
      'denied',
    );
  });

  it('no-consent-manager without a domain: granted, nothing asked or logged', () => {
    const error = vi.spyOn(console, 'error');
    expect(renderHook(() => useMapsConsent('', true)).result.current.status).toBe('granted');
    expect(error).not.toHaveBeenCalled();
  });

  it("neither: 'CCM Domain not specified' and unavailable", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useMapsConsent('', false));
    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    expect(error).toHaveBeenCalledWith(CONSENT_DOMAIN_ERROR);
  });

  it('not enabled (nothing to map): pending, and nothing asked or logged', () => {
    const error = vi.spyOn(console, 'error');
    const { result } = renderHook(() => useMapsConsent('', false, false));
    expect(result.current.status).toBe('pending');
    expect(error).not.toHaveBeenCalled();
  });
});
