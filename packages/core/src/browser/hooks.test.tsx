import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { breakpointOf, useBreakpoint } from './breakpoints';
import fc from 'fast-check';
import { decodeHashComponent, encodeHashComponent, readHash, useHash, writeHash } from './hash';

describe('breakpoints', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [991, 'tablet'],
    [992, 'desktop'],
    [1439, 'desktop'],
    [1440, 'desktop-xl'],
  ])('%d px is %s', (width, name) => expect(breakpointOf(width)).toBe(name));

  it('useBreakpoint follows resizes, debounced by 200 ms', () => {
    vi.useFakeTimers();
    function Probe() {
      return <p>{useBreakpoint()}</p>;
    }
    window.innerWidth = 1200;
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    window.innerWidth = 500;
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(199);
    });
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('mobile')).toBeInTheDocument();
    vi.useRealTimers();
  });
});

describe('hash routing', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('reads the decoded hash; an undecodable one is taken as written and logged once', () => {
    history.replaceState(null, '', '#dealer-locator-AB%2012');
    expect(readHash()).toBe('dealer-locator-AB 12');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    history.replaceState(null, '', '#%E0%A4%A');
    expect(readHash()).toBe('%E0%A4%A');
    expect(readHash()).toBe('%E0%A4%A');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe('URL component decode failure');
    // A code with a bare '%' (an older page's link) opens as written.
    history.replaceState(null, '', '#dealer-locator-100%');
    expect(readHash()).toBe('dealer-locator-100%');
    history.replaceState(null, '', '#dealer-locator-P%Q%20x');
    expect(readHash()).toBe('dealer-locator-P%Q x');
  });

  it('encodeHashComponent / decodeHashComponent round-trip any string, never throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const encoded = encodeHashComponent(value);
        expect(encoded).not.toMatch(/[#\s]/);
        const wellFormed = value.replace(
          /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
          '\ufffd',
        );
        expect(decodeHashComponent(encoded)).toBe(wellFormed);
        // Through the address, as a link's href would go.
        history.replaceState(null, '', `#${encoded}`);
        expect(readHash()).toBe(wellFormed);
      }),
      { numRuns: 300 },
    );
    expect(encodeHashComponent('P%Q')).toBe('P%25Q');
    expect(decodeHashComponent('P%Q')).toBe('P%Q');
  });

  it('useHash re-renders on hashchange, and clearing leaves no "#" in the address', async () => {
    function Probe() {
      const [hash, setHash] = useHash();
      return (
        <>
          <p>hash:{hash}</p>
          <button onClick={() => setHash('')}>clear</button>
        </>
      );
    }
    render(<Probe />);
    await act(async () => {
      location.hash = 'modal-brochure';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(screen.getByText('hash:modal-brochure')).toBeInTheDocument();
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByText('hash:')).toBeInTheDocument();
    expect(location.href.endsWith('#')).toBe(false);
    writeHash('x');
    expect(location.hash).toBe('#x');
  });
});
