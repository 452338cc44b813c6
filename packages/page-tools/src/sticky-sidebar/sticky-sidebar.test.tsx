import { act, fireEvent } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountView } from '@mf/page-tools/testing/harness';
import { stickySidebarApi } from './sticky-sidebar.api';
import { StickySidebar } from './sticky-sidebar';
import { INACTIVITY_MS } from './internal/activation';

const LINKS = `
  <a href="/dealers" data-icon="dealer">Find a dealer</a>
  <a href="#modal-quote" data-icon="quote">Request a quote</a>
  <a href="#brochure" data-icon="brochure" data-toggle="modal" data-target="#brochure">Brochure</a>`;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const renderSidebar = (html = LINKS) => mountView(stickySidebarApi, StickySidebar, { html });

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  vi.useFakeTimers();
  setWidth(1280);
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const state = (view: ReturnType<typeof renderSidebar>) => view.base().getAttribute('data-state');
const link = (view: ReturnType<typeof renderSidebar>, name: string) =>
  [...view.shadow.querySelectorAll('a')].find((a) => a.textContent === name)!;

describe('<mf-sticky-sidebar> view: the quick actions from the page', () => {
  it('renders the page’s links in a named navigation, with their addresses and modal triggers', () => {
    const view = renderSidebar();
    const nav = view.shadow.querySelector('nav')!;
    expect(nav).toHaveAccessibleName('Quick actions');
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/dealers',
      '#modal-quote',
      '#brochure',
    ]);
    expect(link(view, 'Brochure')).toHaveAttribute('data-toggle', 'modal');
    expect(link(view, 'Brochure')).toHaveAttribute('data-target', '#brochure');
    expect(link(view, 'Find a dealer')).toHaveAccessibleName('Find a dealer');
    view.cleanup();
  });

  it('skips and reports, once each, a link with an unsafe address or no text', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = renderSidebar(
      '<a href="javascript:alert(1)">Bad</a><a href="/x"> </a><a href="/ok">OK</a>',
    );
    expect([...view.shadow.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['OK']);
    expect(warn.mock.calls.map((call) => String(call[0]).replace(/^<[^>]+>[^:]*: /, ''))).toEqual([
      'link 1 has an unsafe address, got "javascript:alert(1)"; skipped.',
      'link 2 has no text; skipped.',
    ]);
    expect(errors).not.toHaveBeenCalled();
    view.cleanup();
  });

  it('without any action: one warning saying what to add', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = renderSidebar('');
    expect(warn.mock.calls.map((call) => String(call[0]).replace(/^<[^>]+>[^:]*: /, ''))).toEqual([
      'content has no quick action; nothing is shown; add a link with its text for each action.',
    ]);
    view.cleanup();
  });

  it('follows a change of the page’s links (the authoring editor)', async () => {
    const view = renderSidebar();
    await act(async () => {
      view.host.insertAdjacentHTML(
        'beforeend',
        '<a href="tel:+4912345" data-icon="phone">Call us</a>',
      );
      await vi.runAllTimersAsync();
    });
    expect(link(view, 'Call us')).toHaveAttribute('href', 'tel:+4912345');
    view.cleanup();
  });
});

describe('<mf-sticky-sidebar> view: active and inactive (spec §4, §9: 3 s)', () => {
  it('is inactive until the pointer enters; inactive again 3 s after it leaves, not before', () => {
    const view = renderSidebar();
    expect(state(view)).toBe('inactive');
    fireEvent.pointerEnter(view.base());
    expect(state(view)).toBe('active');
    fireEvent.pointerLeave(view.base());
    act(() => vi.advanceTimersByTime(INACTIVITY_MS - 1));
    expect(state(view)).toBe('active');
    act(() => vi.advanceTimersByTime(1));
    expect(state(view)).toBe('inactive');
    expect(INACTIVITY_MS).toBe(3000);
    view.cleanup();
  });

  it('coming back within the 3 s keeps it active', () => {
    const view = renderSidebar();
    fireEvent.pointerEnter(view.base());
    fireEvent.pointerLeave(view.base());
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerEnter(view.base());
    act(() => vi.advanceTimersByTime(5000));
    expect(state(view)).toBe('active');
    view.cleanup();
  });

  it('keyboard focus activates it; focus inside keeps it active after the pointer left', () => {
    const view = renderSidebar();
    act(() => link(view, 'Find a dealer').focus());
    expect(state(view)).toBe('active');
    fireEvent.pointerEnter(view.base());
    fireEvent.pointerLeave(view.base());
    act(() => vi.advanceTimersByTime(10_000));
    expect(state(view)).toBe('active');
    act(() => link(view, 'Request a quote').focus());
    expect(state(view)).toBe('active');
    act(() => link(view, 'Request a quote').blur());
    expect(state(view)).toBe('inactive');
    view.cleanup();
  });

  it('focus leaving while the 3 s run: inactive when they end', () => {
    const view = renderSidebar();
    act(() => link(view, 'Find a dealer').focus());
    fireEvent.pointerEnter(view.base());
    fireEvent.pointerLeave(view.base());
    act(() => link(view, 'Find a dealer').blur());
    expect(state(view)).toBe('active');
    act(() => vi.advanceTimersByTime(INACTIVITY_MS));
    expect(state(view)).toBe('inactive');
    view.cleanup();
  });

  it('Escape dismisses it at once (WCAG 1.4.13)', () => {
    const view = renderSidebar();
    act(() => link(view, 'Find a dealer').focus());
    fireEvent.keyDown(link(view, 'Find a dealer'), { key: 'Escape' });
    expect(state(view)).toBe('inactive');
    view.cleanup();
  });
});

describe('<mf-sticky-sidebar> view: mobile and tablet (the corner button)', () => {
  it('shows one button; the actions only while it is pressed', () => {
    setWidth(390);
    const view = renderSidebar();
    expect(view.base()).toHaveAttribute('data-layout', 'corner');
    const toggle = view.shadow.querySelector<HTMLButtonElement>('[part~="toggle"]')!;
    expect(toggle).toHaveAccessibleName('Quick actions');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(view.shadow.querySelector('nav')!.hidden).toBe(true);
    act(() => toggle.focus());
    expect(state(view)).toBe('inactive');
    act(() => toggle.click());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(view.shadow.querySelector('nav')!.hidden).toBe(false);
    act(() => toggle.click());
    expect(state(view)).toBe('inactive');
    view.cleanup();
  });

  it('Escape closes the actions and puts focus on the button; so does a press outside', () => {
    setWidth(390);
    const view = renderSidebar();
    const toggle = view.shadow.querySelector<HTMLButtonElement>('[part~="toggle"]')!;
    act(() => toggle.click());
    act(() => link(view, 'Find a dealer').focus());
    fireEvent.keyDown(link(view, 'Find a dealer'), { key: 'Escape' });
    expect(state(view)).toBe('inactive');
    expect(view.shadow.activeElement).toBe(toggle);
    act(() => toggle.click());
    expect(state(view)).toBe('active');
    fireEvent.pointerDown(document.body);
    expect(state(view)).toBe('inactive');
    view.cleanup();
  });

  it('with no usable link the element shows nothing', () => {
    const view = renderSidebar('<p>No links</p>');
    expect(view.base().hidden).toBe(true);
    expect(view.shadow.querySelector('nav')).toBeNull();
    view.cleanup();
  });
});
