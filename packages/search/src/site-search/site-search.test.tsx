import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TYPEAHEAD_URL, typeaheadAnswer } from '@mf/demo-mocks/search/handlers';
import {
  askedFor,
  renderSearch,
  requests,
  server,
  setUpSearchTests,
} from '@mf/search/testing/view-harness';
import { KEYBOARD_SCROLL_TOLERANCE_PX } from './internal/use-search-bar';
import * as navigation from '../shared/navigate';

setUpSearchTests();

const box = () => screen.getByRole('combobox', { name: 'Search' });
const options = () => screen.queryAllByRole('option');
const terms = () => options().map((o) => o.textContent);
const expanded = () => waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'true'));
const navigations = () => vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});

function gateNext() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

describe('typeahead (spec §5, §7)', () => {
  it('2 characters send nothing; 3 do, once, after the pause in typing', async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch({ inline: true });
    await user.type(box(), 'tr');
    // A later keystroke's request would have been sent by now had 2 characters asked.
    await user.type(box(), 'a');
    expect(askedFor()).toEqual([]);
    await expanded();
    expect(askedFor()).toEqual(['tra']);
    expect(requests[0]!.pathname).toBe('/bin/mf/typeahead');
    expect(requests[0]!.searchParams.get('collection')).toBe('mf-en');
  });

  it('debounces: a word typed in one go costs one request, for the whole word', async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch({ inline: true });
    await user.type(box(), 'tractor');
    await expanded();
    expect(askedFor()).toEqual(['tractor']);
    expect(terms()).toContain('tractor tyres');
  });

  it('only the answer to the latest text is shown: an earlier one is aborted and dropped', async () => {
    const first = gateNext();
    let calls = 0;
    server.use(
      http.get(TYPEAHEAD_URL, async ({ request }) => {
        const q = new URL(request.url).searchParams.get('suggest.q')!;
        if (calls++ === 0) await first.held;
        return HttpResponse.json(typeaheadAnswer(q));
      }),
    );
    const user = userEvent.setup();
    renderSearch({ inline: true });
    await user.type(box(), 'bal');
    await waitFor(() => expect(askedFor()).toEqual(['bal']));
    await user.type(box(), 'er');
    await expanded();
    expect(terms()).toEqual(['baler', 'round baler', 'square baler']);
    first.release();
    await act(() => delay(20));
    expect(terms()).toEqual(['baler', 'round baler', 'square baler']);
    expect(askedFor()).toEqual(['bal', 'baler']);
  });

  it('answers are cached per text: typing back to a text asks nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch({ inline: true });
    await user.type(box(), 'baler');
    await expanded();
    await user.type(box(), 's');
    await waitFor(() => expect(askedFor()).toEqual(['baler', 'balers']));
    await user.type(box(), '{Backspace}');
    await expanded();
    expect(terms()).toContain('round baler');
    expect(askedFor()).toEqual(['baler', 'balers']);
  });

  it('announces the number of suggestions politely; no "no results" message', async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch({ inline: true });
    await user.type(box(), 'baler');
    await expanded();
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
    await user.type(box(), 'xyz');
    await waitFor(() => expect(askedFor()).toHaveLength(2));
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('marks the typed part as text; a term with markup stays text', async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch({ inline: true });
    await user.type(box(), 'DELUXE');
    await expanded();
    const [option] = options();
    expect(option!.textContent).toBe('mower <b>deluxe</b> <img src=x onerror=alert(1)>');
    expect(option!.querySelector('b, img')).toBeNull();
    expect(within(option!).getByText('deluxe', { selector: 'mark' })).toBeTruthy();
  });

  it.each([
    ['a 500', () => new HttpResponse('Internal Server Error', { status: 500 })],
    ['an HTML page', () => new HttpResponse('<!doctype html><p>Login</p>', { status: 200 })],
    ['malformed JSON', () => new HttpResponse('{"suggestions": [', { status: 200 })],
    ['the wrong shape', () => HttpResponse.json({ results: ['tractor'] })],
  ])('%s gives no suggestions and one console log; typing goes on', async (_, reply) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(TYPEAHEAD_URL, reply));
    const user = userEvent.setup({ delay: null });
    renderSearch({ inline: true });
    await user.type(box(), 'tractor');
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(String(errors.mock.calls[0]![0])).toMatch(
      /^mf-site-search: the typeahead request failed/,
    );
    expect(options()).toHaveLength(0);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.type(box(), ' parts');
    expect(box()).toHaveValue('tractor parts');
  });

  it('asks nothing without a site', async () => {
    const user = userEvent.setup({ delay: null });
    renderSearch({ inline: true, site: '' });
    await user.type(box(), 'tractor');
    await act(() => delay(400));
    expect(requests).toHaveLength(0);
  });
});

describe('searching (spec §7)', () => {
  it('a chosen suggestion goes to the action with ?q={term}, encoded', async () => {
    const go = navigations();
    const user = userEvent.setup({ delay: null });
    const { emit } = renderSearch({ inline: true });
    await user.type(box(), 'ser');
    await expanded();
    await user.keyboard('{ArrowDown}');
    const active = box().getAttribute('aria-activedescendant');
    const term = document.getElementById(active!)!.textContent!;
    await user.keyboard('{Enter}');
    expect(go).toHaveBeenCalledTimes(1);
    const url = new URL(go.mock.calls[0]![0]);
    expect(url.pathname).toBe('/search.html');
    expect(url.searchParams.get('q')).toBe(term);
    expect(emit).toHaveBeenCalledWith('mf-search', { q: term, url: url.href });
  });

  it.each([
    'parts & service',
    'C# telematics #1',
    'hydraulic oil 10W+30',
    'the "Global" series',
    '拖拉机 трактор',
  ])('Enter submits the typed text (GET q) intact: %s', async (text) => {
    const go = navigations();
    const user = userEvent.setup({ delay: null });
    renderSearch({ inline: true, site: '' });
    await user.type(box(), text);
    await user.keyboard('{Enter}');
    expect(go).toHaveBeenCalledTimes(1);
    const url = new URL(go.mock.calls[0]![0]);
    expect(url.searchParams.get('q')).toBe(text);
    expect([...url.searchParams.keys()]).toEqual(['q']);
  });

  it('an empty or whitespace query does not submit', async () => {
    const go = navigations();
    const user = userEvent.setup({ delay: null });
    renderSearch({ inline: true, site: '' });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(box(), '   {Enter}');
    expect(go).not.toHaveBeenCalled();
  });

  it('a page that cancels mf-search keeps the page', async () => {
    const go = navigations();
    const user = userEvent.setup({ delay: null });
    const { emit } = renderSearch({ inline: true, site: '' });
    emit.mockReturnValue(false);
    await user.type(box(), 'tractor{Enter}');
    expect(emit).toHaveBeenCalledWith('mf-search', expect.objectContaining({ q: 'tractor' }));
    expect(go).not.toHaveBeenCalled();
  });
});

describe('the header bar (spec §2, §4: shown or hidden)', () => {
  function pageWithLink() {
    const link = document.createElement('a');
    link.href = '#search';
    link.textContent = 'Search';
    document.body.prepend(link);
    const outside = document.createElement('p');
    outside.textContent = 'Page text';
    document.body.append(outside);
    return { link, outside };
  }
  const bar = (base: () => HTMLElement) => base().dataset.state;

  it('hidden at first; the #search link toggles it and focus goes to the field', async () => {
    const { link } = pageWithLink();
    const user = userEvent.setup();
    const { base, emit } = renderSearch();
    expect(bar(base)).toBe('hidden');
    expect(link).toHaveAttribute('aria-expanded', 'false');
    await user.click(link);
    expect(bar(base)).toBe('shown');
    expect(link).toHaveAttribute('aria-expanded', 'true');
    expect(location.hash).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(box()));
    expect(emit).toHaveBeenCalledWith('mf-open', null);
    await user.click(link);
    expect(bar(base)).toBe('hidden');
    expect(emit).toHaveBeenCalledWith('mf-close', null);
  });

  it('Escape first closes the list, then the bar, and focus returns to the #search link', async () => {
    const { link } = pageWithLink();
    const user = userEvent.setup({ delay: null });
    const { base } = renderSearch();
    await user.click(link);
    await user.type(box(), 'baler');
    await expanded();
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(bar(base)).toBe('shown');
    await user.keyboard('{Escape}');
    expect(bar(base)).toBe('hidden');
    expect(document.activeElement).toBe(link);
    await user.click(link);
    expect(box()).toHaveValue('baler');
  });

  it('a click outside hides it; a click inside does not', async () => {
    const { link, outside } = pageWithLink();
    const user = userEvent.setup();
    const { base } = renderSearch();
    await user.click(link);
    await user.click(box());
    expect(bar(base)).toBe('shown');
    await user.click(outside);
    expect(bar(base)).toBe('hidden');
  });

  it('a page scroll hides it; a small scroll while typing (a phone keyboard) does not', async () => {
    const { link } = pageWithLink();
    const user = userEvent.setup();
    const { base } = renderSearch();
    await user.click(link);
    await waitFor(() => expect(document.activeElement).toBe(box()));
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    scrollTo(KEYBOARD_SCROLL_TOLERANCE_PX - 1);
    expect(bar(base)).toBe('shown');
    scrollTo(KEYBOARD_SCROLL_TOLERANCE_PX + 200);
    expect(bar(base)).toBe('hidden');
    // Focus was in the field: it goes back to the link rather than the page body.
    expect(document.activeElement).toBe(link);
    await user.click(link);
    (document.activeElement as HTMLElement).blur();
    scrollTo(KEYBOARD_SCROLL_TOLERANCE_PX + 201);
    expect(bar(base)).toBe('hidden');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('a scroll event that comes after the link, of a scroll from before it (the page has not moved since), leaves it shown', async () => {
    const { link } = pageWithLink();
    const { base } = renderSearch();
    // The browser dispatches a scroll's event at the next frame: a click can come in between,
    // before the bar's effects run and put focus in the field.
    act(() => {
      link.click();
      fireEvent.scroll(window);
    });
    expect(bar(base)).toBe('shown');
    await waitFor(() => expect(document.activeElement).toBe(box()));
  });

  it('the inline variant is always shown and never hides', async () => {
    const { link, outside } = pageWithLink();
    const user = userEvent.setup();
    const { base } = renderSearch({ inline: true });
    expect(bar(base)).toBe('shown');
    expect(screen.queryByRole('button', { name: 'Close search' })).toBeNull();
    await user.click(link);
    expect(bar(base)).toBe('shown');
    await user.click(outside);
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    fireEvent.scroll(window);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await user.type(box(), '{Escape}{Escape}');
    expect(bar(base)).toBe('shown');
    expect(link).not.toHaveAttribute('aria-expanded');
  });

  it('a page loaded on #search (the link used before the element started) shows the bar', () => {
    pageWithLink();
    history.replaceState(null, '', '#search');
    const { base } = renderSearch();
    expect(bar(base)).toBe('shown');
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('the close button hides it and returns focus to the link', async () => {
    const { link } = pageWithLink();
    const user = userEvent.setup();
    const { base } = renderSearch();
    await user.click(link);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(bar(base)).toBe('hidden');
    expect(document.activeElement).toBe(link);
  });
});
