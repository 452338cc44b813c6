import { act, fireEvent } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKET_COOKIE, writeMarketCookie } from '@mf/core/browser/market';
import { readCookie } from '@mf/core/browser/cookie';
import { FOOTER_HTML, renderView, resize, setViewportWidth } from '@mf/navigation/testing/harness';
import { siteFooterApi } from './site-footer.api';
import { FOOTER_DUPLICATE, SiteFooter } from './site-footer';

const renderFooter = (html = FOOTER_HTML, props = {}) =>
  renderView(siteFooterApi, SiteFooter, html, {
    market: 'United Kingdom',
    language: 'English',
    ...props,
  });

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setViewportWidth(1280);
});
afterEach(() => {
  errors.mockRestore();
  vi.useRealTimers();
});

/** What the element reported (core/element/problems), without the element's name. */
const warnings = () =>
  vi.mocked(console.warn).mock.calls.map((call) => String(call[0]).replace(/^<[^>]+>[^:]*: /, ''));

describe('<mf-site-footer> view', () => {
  it('renders the page’s columns as lists with headings on desktop, social and legal links', () => {
    const view = renderFooter();
    expect(view.ui.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(view.ui.getByRole('heading', { level: 2, name: 'Products' })).toBeInTheDocument();
    expect(view.ui.getByRole('link', { name: 'Tractors' })).toHaveAttribute('href', '/tractors');
    expect(view.ui.getByRole('navigation', { name: 'Follow us' })).toContainElement(
      view.ui.getByRole('link', { name: 'Videos' }),
    );
    expect(view.ui.getByRole('navigation', { name: 'Legal' })).toContainElement(
      view.ui.getByRole('link', { name: 'Privacy' }),
    );
    expect(view.ui.getByText('© 2026 MF')).toBeInTheDocument();
    expect(view.ui.queryByRole('button', { name: 'Products' })).toBeNull();
    view.cleanup();
  });

  it('on mobile the columns are disclosures, collapsed; their buttons show the links', async () => {
    vi.useFakeTimers();
    setViewportWidth(375);
    const view = renderFooter();
    const button = view.ui.getByRole('button', { name: 'Products' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(view.ui.queryByRole('link', { name: 'Tractors' })).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(view.ui.getByRole('link', { name: 'Tractors', hidden: true })).toHaveAttribute(
      'href',
      '/tractors',
    );
    // Back to desktop: plain lists again.
    await resize(1280);
    expect(view.ui.queryByRole('button', { name: 'Products' })).toBeNull();
    view.cleanup();
  });

  it('the market button publishes the show-market-selector event (bubbling, composed)', () => {
    const view = renderFooter();
    const heard = vi.fn();
    document.addEventListener('mf-show-market-selector', heard);
    fireEvent.click(
      view.ui.getByRole('button', { name: 'Change market and language: United Kingdom (English)' }),
    );
    expect(view.emit).toHaveBeenCalledWith('mf-show-market-selector', { source: 'footer' });
    expect(heard).toHaveBeenCalledTimes(1);
    document.removeEventListener('mf-show-market-selector', heard);
    view.cleanup();
  });

  it('the global English home link removes the stored market cookie', () => {
    writeMarketCookie('https://www.mf.example/de-de/');
    expect(readCookie(MARKET_COOKIE)).toBe('https://www.mf.example/de-de/');
    const view = renderFooter();
    const link = view.ui.getByRole('link', { name: 'Global site (English)' });
    expect(link).toHaveAttribute('lang', 'en');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(readCookie(MARKET_COOKIE)).toBeNull();
    view.cleanup();
  });

  it('a second footer logs and stays inert', () => {
    const first = renderFooter();
    const second = renderFooter();
    expect(errors).toHaveBeenCalledWith(FOOTER_DUPLICATE);
    expect(second.base()).toHaveAttribute('data-state', 'inert');
    expect(second.ui.queryByRole('button')).toBeNull();
    second.cleanup();
    first.cleanup();
  });

  it('logs a column without a heading or list by path and renders the rest', () => {
    const view = renderFooter(`
      <nav data-nav="columns">
        <section><ul><li><a href="/x">X</a></li></ul></section>
        <section><h2>Empty</h2></section>
        <section><h2>Company</h2><ul><li><a href="/about">About us</a></li></ul></section>
      </nav>`);
    const logged = warnings();
    expect(logged).toContain(
      'columns > 1 is skipped: the column has no heading; the rest is shown.',
    );
    expect(logged).toContain(
      'columns > 2 is skipped: the column "Empty" has no list of links; the rest is shown.',
    );
    expect(view.ui.getByRole('link', { name: 'About us' })).toBeInTheDocument();
    view.cleanup();
  });
});
