import { fireEvent, waitFor } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKET_COOKIE, MARKET_DISMISSED_KEY } from '@mf/core/browser/market';
import { readCookie, removeCookie } from '@mf/core/browser/cookie';
import { MARKETS, marketsHtml, renderView } from '@mf/navigation/testing/harness';
import { marketSelectorApi } from './market-selector.api';
import { MarketSelector } from './market-selector';

const renderSelector = (props = {}, html = marketsHtml()) =>
  renderView(marketSelectorApi, MarketSelector, html, props);

/** The select labelled `name` (Region, Market, Language). */
function select(view: ReturnType<typeof renderSelector>, name: string): HTMLSelectElement {
  const label = [...view.shadow.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith(name),
  );
  const found = label?.querySelector('select');
  if (!found) throw new Error(`no ${name} select`);
  return found;
}

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  errors.mockRestore();
  sessionStorage.clear();
  removeCookie(MARKET_COOKIE);
  vi.restoreAllMocks();
});

/** What the element reported (core/element/problems), without the element's name. */
const warnings = () =>
  vi.mocked(console.warn).mock.calls.map((call) => String(call[0]).replace(/^<[^>]+>[^:]*: /, ''));

describe('<mf-market-selector> view: opening', () => {
  it('is closed without show-on-load', () => {
    const view = renderSelector();
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    expect(view.shadow.querySelector('[role="dialog"]')).toBeNull();
    view.cleanup();
  });

  it('opens on load when flagged, as a modal dialog named by its title', () => {
    const view = renderSelector({ showOnLoad: true });
    const dialog = view.shadow.querySelector('[role="dialog"]')!;
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Choose your market');
    expect(view.shadow.activeElement).toBe(select(view, 'Region'));
    view.cleanup();
  });

  it('not on load when dismissed in this session', () => {
    sessionStorage.setItem(MARKET_DISMISSED_KEY, 'true');
    const view = renderSelector({ showOnLoad: true });
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    view.cleanup();
  });

  it('never in the authoring editor: not on load, not by the show event', () => {
    const view = renderSelector({ showOnLoad: true, editor: true });
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    fireEvent(document, new CustomEvent('mf-show-market-selector', { bubbles: true }));
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    view.cleanup();
  });

  it('opens on the show event (the footer’s and header’s button), also after a dismissal', () => {
    sessionStorage.setItem(MARKET_DISMISSED_KEY, 'true');
    const view = renderSelector();
    fireEvent(
      document,
      new CustomEvent('mf-show-market-selector', { bubbles: true, composed: true }),
    );
    expect(view.base()).toHaveAttribute('data-state', 'open');
    view.cleanup();
  });

  it('the close button and Escape dismiss it and set the session flag', () => {
    const view = renderSelector({ showOnLoad: true });
    fireEvent.click(view.ui.getByRole('button', { name: 'Close' }));
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    expect(sessionStorage.getItem(MARKET_DISMISSED_KEY)).toBe('true');
    sessionStorage.clear();
    fireEvent(document, new CustomEvent('mf-show-market-selector'));
    fireEvent.keyDown(view.shadow.querySelector('[role="dialog"]')!, { key: 'Escape' });
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    expect(sessionStorage.getItem(MARKET_DISMISSED_KEY)).toBe('true');
    view.cleanup();
  });

  it('a session storage that throws is logged and never breaks it', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const view = renderSelector({ showOnLoad: true });
    expect(view.base()).toHaveAttribute('data-state', 'open');
    fireEvent.click(view.ui.getByRole('button', { name: 'Close' }));
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    expect(errors).toHaveBeenCalled();
    view.cleanup();
  });
});

describe('<mf-market-selector> view: spec §4 transitions', () => {
  it('region, then market, then language enable the CTA; the CTA is disabled and does nothing before', () => {
    const view = renderSelector({ showOnLoad: true });
    const cta = () => view.ui.getByRole('link', { name: 'Continue' });
    expect(cta()).toHaveAttribute('aria-disabled', 'true');
    expect(cta()).not.toHaveAttribute('href');
    expect(cta()).toHaveAccessibleDescription('Choose a region, a market and a language first.');
    expect(select(view, 'Market')).toBeDisabled();
    fireEvent.change(select(view, 'Region'), { target: { value: '0' } });
    expect(select(view, 'Market')).toBeEnabled();
    expect(cta()).toHaveAttribute('aria-disabled', 'true');
    // A market with two languages: the language is not chosen for the visitor.
    fireEvent.change(select(view, 'Market'), { target: { value: '1' } });
    expect(select(view, 'Language').value).toBe('');
    expect(cta()).toHaveAttribute('aria-disabled', 'true');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    cta().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(readCookie(MARKET_COOKIE)).toBeNull();
    // Language names in their own language, with their lang.
    const french = [...select(view, 'Language').options].find((o) => o.text === 'Français')!;
    expect(french).toHaveAttribute('lang', 'fr-CH');
    fireEvent.change(select(view, 'Language'), { target: { value: '1' } });
    expect(cta()).not.toHaveAttribute('aria-disabled');
    expect(cta()).toHaveAttribute('href', '/ch/fr/');
    view.cleanup();
  });

  it('a market with exactly one language has it selected and the CTA enabled', () => {
    const view = renderSelector({ showOnLoad: true });
    fireEvent.change(select(view, 'Region'), { target: { value: '0' } });
    fireEvent.change(select(view, 'Market'), { target: { value: '0' } });
    expect(select(view, 'Language').value).toBe('0');
    expect(view.ui.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/uk/');
    view.cleanup();
  });

  it('picking a market resets the language; picking a region clears market and language and disables the CTA', () => {
    const view = renderSelector({ showOnLoad: true });
    fireEvent.change(select(view, 'Region'), { target: { value: '0' } });
    fireEvent.change(select(view, 'Market'), { target: { value: '1' } });
    fireEvent.change(select(view, 'Language'), { target: { value: '0' } });
    fireEvent.change(select(view, 'Market'), { target: { value: '1' } });
    expect(select(view, 'Language').value).toBe('');
    fireEvent.change(select(view, 'Language'), { target: { value: '0' } });
    fireEvent.change(select(view, 'Region'), { target: { value: '1' } });
    expect(select(view, 'Market').value).toBe('');
    expect(select(view, 'Language').value).toBe('');
    expect(select(view, 'Language')).toBeDisabled();
    expect(view.ui.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    view.cleanup();
  });

  it('continuing stores the market link in the 9999 cookie and sets the session flag', () => {
    const cookie = vi.spyOn(document, 'cookie', 'set');
    const view = renderSelector({ showOnLoad: true });
    fireEvent.change(select(view, 'Region'), { target: { value: '0' } });
    fireEvent.change(select(view, 'Market'), { target: { value: '0' } });
    const cta = view.ui.getByRole('link', { name: 'Continue' });
    cta.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(cta);
    const written = cookie.mock.calls
      .map((call) => String(call[0]))
      .find((c) => c.startsWith('mf-market='))!;
    expect(written).toContain('expires=Fri, 31 Dec 9999 23:59:59 GMT');
    expect(readCookie(MARKET_COOKIE)).toBe(new URL('/uk/', location.href).href);
    expect(sessionStorage.getItem(MARKET_DISMISSED_KEY)).toBe('true');
    expect(view.emit).toHaveBeenCalledWith('mf-market-change', {
      href: new URL('/uk/', location.href).href,
      lang: 'en-GB',
    });
    view.cleanup();
  });

  it('suggests (never redirects to) the market of the browser’s language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    // The suggestion is a button that only fills in the choice, nothing is chosen for the
    // visitor: the page stays until they follow Continue (jsdom cannot be asked whether a page
    // navigated; the view has no code that navigates).
    const view = renderSelector({ showOnLoad: true });
    const suggestion = view.ui.getByRole('button', { name: 'Canada – Français' });
    expect(view.ui.getByRole('link', { name: 'Continue' })).not.toHaveAttribute('href', '/ca/fr/');
    fireEvent.click(suggestion);
    expect(view.ui.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/ca/fr/');
    view.cleanup();
  });
});

describe('<mf-market-selector> view: data', () => {
  it('logs bad entries by path and keeps the rest', async () => {
    const data = {
      regions: [
        {
          name: 'Europe',
          markets: [
            { name: 'Nowhere', languages: [] },
            MARKETS.regions[0]!.markets[0],
            {
              name: 'Bad',
              languages: [
                { name: 'X', lang: 'not a tag', href: '/x' },
                { name: 'Y', lang: 'en', href: 'javascript:alert(1)' },
              ],
            },
          ],
        },
        'oops',
        { markets: [] },
      ],
    };
    const view = renderSelector({ showOnLoad: true }, marketsHtml(data));
    const logged = warnings();
    expect(logged).toContain('regions[0].markets[0] is skipped: no languages; the rest is shown.');
    expect(logged).toContain(
      'regions[0].markets[2].languages[0] is skipped: "lang" is not a language tag; the rest is shown.',
    );
    expect(logged).toContain(
      'regions[0].markets[2].languages[1] is skipped: no usable "href"; the rest is shown.',
    );
    expect(logged).toContain('regions[1] is skipped: not an object; the rest is shown.');
    expect(logged).toContain('regions[2] is skipped: no name; the rest is shown.');
    fireEvent.change(select(view, 'Region'), { target: { value: '0' } });
    expect([...select(view, 'Market').options].map((o) => o.text)).toEqual([
      'Choose…',
      'United Kingdom',
    ]);
    await waitFor(() => expect(view.base()).toBeInTheDocument());
    view.cleanup();
  });

  it('broken JSON is logged and shows that no markets are available', () => {
    const view = renderSelector(
      { showOnLoad: true },
      '<script type="application/json">{oops</script>',
    );
    expect(
      vi
        .mocked(console.warn)
        .mock.calls.some((call) => String(call[0]).includes(': data is skipped: not JSON (')),
    ).toBe(true);
    expect(view.ui.getByText('No markets are available.')).toBeInTheDocument();
    view.cleanup();
  });
});
