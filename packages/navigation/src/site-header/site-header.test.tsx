import { act, fireEvent } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writePreferredDealer } from '@mf/core/browser/preferred-dealer';
import { HEADER_HTML, renderView, setViewportWidth } from '@mf/navigation/testing/harness';
import { siteHeaderApi } from './site-header.api';
import { HEADER_DUPLICATE, PRODUCT_MENU_DUPLICATE, SiteHeader } from './site-header';
import { HOVER_GRACE_MS, PRODUCT_MENU_DELAY_MS } from './internal/use-menus';

const renderHeader = (html = HEADER_HTML, props = {}) =>
  renderView(siteHeaderApi, SiteHeader, html, { locatorHref: '/dealers', ...props });

/** Mouse hover as React sees it (pointerover/pointerout make onPointerEnter/Leave). */
function hover(element: Element, into: boolean) {
  const type = into ? 'pointerover' : 'pointerout';
  const event = new MouseEvent(type, { bubbles: true, relatedTarget: null });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  act(() => {
    element.dispatchEvent(event);
  });
}

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setViewportWidth(1280);
});
afterEach(() => {
  errors.mockRestore();
  localStorage.clear();
  vi.useRealTimers();
});

/** What the element reported (core/element/problems), without the element's name. */
const warnings = () =>
  vi.mocked(console.warn).mock.calls.map((call) => String(call[0]).replace(/^<[^>]+>[^:]*: /, ''));

describe('<mf-site-header> view: markup', () => {
  it('renders the page’s navigation: utility links, main items, sub-menus (hidden), the current page', () => {
    const view = renderHeader();
    const main = view.ui.getByRole('navigation', { name: 'Main' });
    expect(view.ui.getByRole('navigation', { name: 'Service' })).toBeInTheDocument();
    expect(view.ui.getByRole('link', { name: 'Owners' })).toHaveAttribute('href', '/owners');
    expect(view.ui.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    expect(main.querySelectorAll('[part~="item"]')).toHaveLength(3);
    expect(view.ui.getByRole('link', { name: 'Finance', hidden: true })).not.toBeVisible();
    expect(view.ui.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '#search');
    expect(view.shadow.querySelector('slot[name="logo"]')).not.toBeNull();
    view.cleanup();
  });

  it('logs malformed markup by path and renders the rest', () => {
    const view = renderHeader(`
      <nav data-nav="main"><ul>
        <li><a href="/a">A</a></li>
        <li>no link</li>
        <div><a href="/x">not an item</a></div>
        <li><a href="javascript:alert(1)">Bad</a></li>
        <li><a href="/b">B</a><ul><li><span>x</span></li><li><a href="/b1">B1</a></li></ul></li>
      </ul></nav>`);
    const logged = warnings();
    expect(logged).toContain('main > 2 is skipped: the list item has no link; the rest is shown.');
    expect(logged).toContain('main > 3 is skipped: <div> is not a list item; the rest is shown.');
    expect(logged).toContain(
      'main > 4 is skipped: the link "Bad" has no usable href; the rest is shown.',
    );
    expect(logged).toContain(
      'main > 5 > 1 is skipped: the list item has no link; the rest is shown.',
    );
    expect(view.ui.getByRole('link', { name: 'A' })).toBeInTheDocument();
    expect(view.ui.getByRole('link', { name: 'B1', hidden: true })).toHaveAttribute('href', '/b1');
    expect(view.ui.queryByRole('link', { name: 'Bad', hidden: true })).toBeNull();
    view.cleanup();
  });

  it('follows a change of the markup (MutationObserver)', async () => {
    const view = renderHeader();
    const list = view.host.querySelector('[data-nav="main"] > ul')!;
    list.insertAdjacentHTML('beforeend', '<li><a href="/careers">Jobs</a></li>');
    expect(await view.ui.findByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/careers');
    view.cleanup();
  });

  it('a second header logs and stays inert: the page’s links, untouched', () => {
    const first = renderHeader();
    const second = renderHeader();
    expect(errors).toHaveBeenCalledWith(HEADER_DUPLICATE);
    expect(second.base()).toHaveAttribute('data-state', 'inert');
    expect(second.shadow.querySelector('.inert slot:not([name])')).not.toBeNull();
    expect(second.ui.queryByRole('button')).toBeNull();
    expect(first.base()).toHaveAttribute('data-state', 'ready');
    second.cleanup();
    first.cleanup();
    // The owner gone, a new header works.
    const third = renderHeader();
    expect(third.base()).toHaveAttribute('data-state', 'ready');
    third.cleanup();
  });

  it('a second product menu logs and is a plain item', () => {
    const view = renderHeader(`
      <nav data-nav="main"><ul>
        <li data-nav="products"><a href="/p">Products</a><ul><li><a href="/t">Tractors</a></li></ul></li>
        <li data-nav="products"><a href="/q">More products</a><ul><li><a href="/c">Combines</a></li></ul></li>
      </ul></nav>`);
    expect(errors).toHaveBeenCalledWith(PRODUCT_MENU_DUPLICATE);
    expect(view.shadow.querySelectorAll('[part~="product-panel"]')).toHaveLength(1);
    view.cleanup();
  });
});

describe('<mf-site-header> view: menus', () => {
  it('click, Enter or Space on a menu button opens its panel at once; Escape closes and returns focus', () => {
    const view = renderHeader();
    const button = view.ui.getByRole('button', { name: 'Ownership: more links' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(view.ui.getByRole('link', { name: 'Finance' })).toBeVisible();
    view.ui.getByRole('link', { name: 'Finance' }).focus();
    fireEvent.keyDown(view.ui.getByRole('link', { name: 'Finance' }), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(view.shadow.activeElement).toBe(button);
    view.cleanup();
  });

  it('focus leaving the navigation closes the open menu', () => {
    const view = renderHeader();
    const button = view.ui.getByRole('button', { name: 'Ownership: more links' });
    fireEvent.click(button);
    fireEvent.blur(button, { relatedTarget: view.ui.getByRole('link', { name: 'Search' }) });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    view.cleanup();
  });

  it('desktop hover: a sub-menu opens at once; leaving closes it after the grace, coming back keeps it', () => {
    vi.useFakeTimers();
    const view = renderHeader();
    const item = view.ui.getByRole('button', { name: 'Ownership: more links' }).closest('li')!;
    hover(item, true);
    expect(item).toHaveAttribute('data-open');
    hover(item, false);
    act(() => vi.advanceTimersByTime(HOVER_GRACE_MS - 50));
    hover(item, true);
    act(() => vi.advanceTimersByTime(HOVER_GRACE_MS));
    expect(item).toHaveAttribute('data-open');
    hover(item, false);
    act(() => vi.advanceTimersByTime(HOVER_GRACE_MS));
    expect(item).not.toHaveAttribute('data-open');
    view.cleanup();
  });

  it('the product menu opens after 150 ms of hover, and not when the pointer leaves before', () => {
    vi.useFakeTimers();
    const view = renderHeader();
    const button = view.ui.getByRole('button', { name: 'Products: more links' });
    const item = button.closest('li')!;
    hover(item, true);
    act(() => vi.advanceTimersByTime(PRODUCT_MENU_DELAY_MS - 1));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(view.ui.getByRole('link', { name: 'MF 5S' })).toBeVisible();
    hover(item, false);
    act(() => vi.advanceTimersByTime(HOVER_GRACE_MS));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Cancelled: in and out within 150 ms.
    hover(item, true);
    act(() => vi.advanceTimersByTime(100));
    hover(item, false);
    act(() => vi.advanceTimersByTime(PRODUCT_MENU_DELAY_MS + HOVER_GRACE_MS));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    view.cleanup();
  });

  it('a diagonal move across a neighbour does not close the product menu nor open the neighbour', () => {
    vi.useFakeTimers();
    const view = renderHeader();
    const products = view.ui.getByRole('button', { name: 'Products: more links' });
    const neighbour = view.ui.getByRole('button', { name: 'Ownership: more links' });
    hover(products.closest('li')!, true);
    act(() => vi.advanceTimersByTime(PRODUCT_MENU_DELAY_MS));
    hover(products.closest('li')!, false);
    hover(neighbour.closest('li')!, true);
    act(() => vi.advanceTimersByTime(100));
    hover(neighbour.closest('li')!, false);
    hover(view.ui.getByRole('link', { name: 'MF 5S' }).closest('li')!, true);
    act(() => vi.advanceTimersByTime(HOVER_GRACE_MS * 2));
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(neighbour).toHaveAttribute('aria-expanded', 'false');
    view.cleanup();
  });

  it('mobile: no hover; the menu button toggles the menu, sub-menus open on click, Escape closes and returns focus', async () => {
    setViewportWidth(375);
    vi.useFakeTimers();
    const view = renderHeader();
    const menu = view.ui.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(view.shadow.querySelector('#mobile-menu')).toHaveAttribute('hidden');
    const item = view.shadow.querySelector<HTMLElement>('.menu__item--products')!;
    hover(item, true);
    act(() => vi.advanceTimersByTime(1000));
    expect(item).not.toHaveAttribute('data-open');
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    // jsdom keeps the shadow tree's computed display from before `hidden` went away: the
    // attribute is what the view controls (Chromium and e2e tests see the real rendering).
    expect(view.shadow.querySelector('#mobile-menu')).not.toHaveAttribute('hidden');
    const products = view.ui.getByRole('button', { name: 'Products: more links', hidden: true });
    fireEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(products, { key: 'Escape' });
    expect(products).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(products, { key: 'Escape' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(view.shadow.activeElement).toBe(menu);
    view.cleanup();
  });

  it('a press outside the header closes its menu', () => {
    const view = renderHeader();
    const button = view.ui.getByRole('button', { name: 'Ownership: more links' });
    fireEvent.click(button);
    act(() => {
      document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, composed: true }));
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    view.cleanup();
  });
});

describe('<mf-site-header> view: dealer hint, market, search', () => {
  it('without a preferred dealer: "Find a dealer" to the locator page', () => {
    const view = renderHeader();
    expect(view.ui.getByRole('link', { name: 'Find a dealer' })).toHaveAttribute(
      'href',
      '/dealers',
    );
    view.cleanup();
  });

  it('shows the stored preferred dealer with a tel link, and follows a new one at once', () => {
    writePreferredDealer({
      dealer_code: 'A1',
      dealer_name: 'Green Acres',
      phone: { main: '+44 (0)1234 567 890' },
    });
    const view = renderHeader();
    expect(view.ui.getByRole('link', { name: 'Green Acres' })).toHaveAttribute('href', '/dealers');
    expect(
      view.ui.getByRole('link', { name: 'Call Green Acres: +44 (0)1234 567 890' }),
    ).toHaveAttribute('href', 'tel:+4401234567890');
    act(() => {
      writePreferredDealer({
        dealer_code: 'B2',
        dealer_name: 'Hill Farm Machinery',
        phone: { main: '' },
      });
    });
    expect(view.ui.getByRole('link', { name: 'Hill Farm Machinery' })).toBeInTheDocument();
    expect(view.ui.queryByRole('link', { name: /^Call/ })).toBeNull();
    view.cleanup();
  });

  it('shows a dealer stored while it mounts, before it listened for the notice', () => {
    localStorage.setItem(
      'mf-preferreddealer',
      JSON.stringify({ dealer_code: 'D4', dealer_name: 'Meadow Farm', phone: { main: '' } }),
    );
    // The first read (the first render) comes before the write; the notice went to no one.
    const getItem = Storage.prototype.getItem;
    let reads = 0;
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (
      this: Storage,
      key: string,
    ) {
      if (key === 'mf-preferreddealer' && reads++ === 0) return null;
      return getItem.call(this, key);
    });
    const view = renderHeader();
    spy.mockRestore();
    expect(view.ui.getByRole('link', { name: 'Meadow Farm' })).toHaveAttribute('href', '/dealers');
    view.cleanup();
    localStorage.removeItem('mf-preferreddealer');
  });

  it('follows another tab (storage event), and logs and ignores an unreadable record', () => {
    const view = renderHeader();
    act(() => {
      localStorage.setItem(
        'mf-preferreddealer',
        JSON.stringify({
          dealer_code: 'C3',
          dealer_name: 'Valley Tractors',
          phone: { main: '01' },
        }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: 'mf-preferreddealer' }));
    });
    expect(view.ui.getByRole('link', { name: 'Valley Tractors' })).toBeInTheDocument();
    act(() => {
      localStorage.setItem('mf-preferreddealer', '{oops');
      window.dispatchEvent(new StorageEvent('storage', { key: 'mf-preferreddealer' }));
    });
    expect(view.ui.getByRole('link', { name: 'Find a dealer' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('could not be parsed'),
      expect.anything(),
    );
    view.cleanup();
  });

  it('the market button publishes the show-market-selector event', () => {
    const view = renderHeader(HEADER_HTML, { market: 'United Kingdom', language: 'English' });
    const heard = vi.fn();
    document.addEventListener('mf-show-market-selector', heard);
    fireEvent.click(
      view.ui.getByRole('button', { name: 'Change market and language: United Kingdom (English)' }),
    );
    expect(view.emit).toHaveBeenCalledWith('mf-show-market-selector', { source: 'header' });
    expect(heard).toHaveBeenCalledTimes(1);
    document.removeEventListener('mf-show-market-selector', heard);
    view.cleanup();
  });
});
