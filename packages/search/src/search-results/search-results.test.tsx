import { renderView } from '@mf/core/testing/render-view';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as navigation from '../shared/navigate';
import { searchResultsApi } from './search-results.api';
import { SearchResults } from './search-results';
import { addressWithQ, readAddress, resultsUrl } from './internal/address';
import { noteChange, takeChange } from './internal/pending-change';
import { validateSources } from './internal/sources';
import { parseAttributeValue } from '@mf/core/element/attribute-value';

const SOURCES = [
  { value: '', label: 'All sources' },
  { value: 'products', label: 'Products' },
  { value: 'news', label: 'News' },
];

let go: ReturnType<typeof vi.spyOn>;
let replace: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  go = vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
  replace = vi.spyOn(navigation, 'replaceWith').mockImplementation(() => {});
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

function open(search: string, props: Record<string, unknown> = {}) {
  history.replaceState(null, '', `/search.html${search}`);
  return renderView(searchResultsApi, SearchResults, {
    sources: SOURCES,
    total: 45,
    perPage: 10,
    ...props,
  });
}
const params = (url: string) => Object.fromEntries(new URL(url).searchParams);
const source = () => screen.getByRole('combobox', { name: 'Source' });

describe('the address (spec §2)', () => {
  it('no q: the page is loaded again with an empty q, replacing this entry', () => {
    open('?sourceName=news&x=1');
    expect(replace).toHaveBeenCalledTimes(1);
    expect(params(replace.mock.calls[0]![0] as string)).toEqual({
      sourceName: 'news',
      x: '1',
      q: '',
    });
    expect(go).not.toHaveBeenCalled();
  });

  it('with q (even empty) nothing is reloaded', () => {
    open('?q=');
    open('?q=tractor');
    expect(replace).not.toHaveBeenCalled();
  });

  it('sourceName and start preselect the source and the page', () => {
    open('?q=tractor&sourceName=news&start=20');
    expect(source()).toHaveTextContent('News');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('an unknown source shows the placeholder; a start past the end shows the last page', () => {
    open('?q=tractor&sourceName=nope&start=900');
    expect(source()).toHaveTextContent('All sources');
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('only an http(s) address without q is loaded again', () => {
    expect(addressWithQ('https://x.com/s?a=1#top')).toBe('https://x.com/s?a=1&q=#top');
    expect(addressWithQ('https://x.com/s?q')).toBeNull();
    expect(addressWithQ('about:blank')).toBeNull();
    expect(addressWithQ('about:srcdoc')).toBeNull();
  });

  it('reads the parameters defensively', () => {
    expect(readAddress('https://x.com/s?start=-4')).toEqual({ q: null, sourceName: '', start: 0 });
    expect(readAddress('https://x.com/s?start=1e3&q=a+b')).toEqual({
      q: 'a b',
      sourceName: '',
      start: 1000,
    });
    expect(readAddress('https://x.com/s?start=abc&q=')).toEqual({
      q: '',
      sourceName: '',
      start: 0,
    });
  });
});

describe('the source filter (spec §7: a GET with sourceName and q)', () => {
  it('submits sourceName and q, back to the first page', async () => {
    const user = userEvent.setup();
    const { emit } = open('?q=parts+%26+service&start=20&lang=de');
    await user.click(source());
    await user.click(screen.getByRole('option', { name: 'Products' }));
    expect(go).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(go).toHaveBeenCalledTimes(1);
    const url = go.mock.calls[0]![0] as string;
    expect(params(url)).toEqual({ q: 'parts & service', sourceName: 'products', lang: 'de' });
    expect(emit).toHaveBeenCalledWith('mf-change', {
      q: 'parts & service',
      sourceName: 'products',
      start: 0,
      url,
    });
    expect(takeChange(url)).toBe('filter');
  });

  it('"All sources" drops sourceName', async () => {
    const user = userEvent.setup();
    open('?q=tractor&sourceName=news');
    await user.click(source());
    await user.click(screen.getByRole('option', { name: 'All sources' }));
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(params(go.mock.calls[0]![0] as string)).toEqual({ q: 'tractor' });
  });

  it('no sources: no filter', () => {
    open('?q=tractor', { sources: [] });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('a page that cancels mf-change stays', async () => {
    const user = userEvent.setup();
    const { emit } = open('?q=tractor');
    emit.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(go).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the pager', () => {
  it('keeps q and sourceName and moves start by the page size', async () => {
    const user = userEvent.setup();
    open('?q=tractor&sourceName=news&start=10');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(params(go.mock.calls[0]![0] as string)).toEqual({
      q: 'tractor',
      sourceName: 'news',
      start: '20',
    });
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(params(go.mock.calls[1]![0] as string)).toEqual({ q: 'tractor', sourceName: 'news' });
    expect(takeChange(go.mock.calls[1]![0] as string)).toBe('page');
  });

  it('one page or none: no pager', () => {
    open('?q=tractor', { total: 10 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('after a change (the focus rule across the page load)', () => {
  it('a filter change: the count is announced and focus is on the source control', async () => {
    noteChange(
      'filter',
      resultsUrl('http://localhost:3000/search.html?q=x', {
        q: 'tractor',
        sourceName: 'news',
        start: 0,
      }),
    );
    open('?q=tractor&sourceName=news');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('45 results. Page 1 of 5'),
    );
    await waitFor(() => expect(document.activeElement).toBe(source()));
  });

  it('a first visit (or a note for another address) announces nothing and moves no focus', () => {
    noteChange('page', 'http://localhost:3000/elsewhere.html?q=a');
    open('?q=tractor');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(document.activeElement).toBe(document.body);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('the sources attribute: bad entries reported by place (core/element/problems)', () => {
  it('keeps good entries and hands each one it leaves out to `drop`', () => {
    const drop = vi.fn();
    expect(
      validateSources(
        [
          { value: '', label: 'All' },
          null,
          { value: 3, label: 'x' },
          { value: 'a', label: ' ' },
          { value: 'a', label: 'A' },
          { value: 'a', label: 'B' },
        ],
        drop,
      ),
    ).toEqual([
      { value: '', label: 'All' },
      { value: 'a', label: 'A' },
    ]);
    expect(drop.mock.calls.map(([part]) => `${part.at} ${part.problem}`)).toEqual([
      ', entry[1] is not an object { value, label }',
      ', entry[2] has no value (text, "" for every source)',
      ', entry[3] has no label',
      ', entry[5] repeats the value of an earlier entry',
    ]);
    expect(() => validateSources({})).toThrow();
  });

  it('through the adapter: one warning per entry left out, naming the element, no error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('mf-search-results');
    document.body.append(host);
    const sources = parseAttributeValue(
      searchResultsApi.attributes.sources,
      '[{"value":"","label":"All sources"},{"value":"news"}]',
      'mf-search-results',
      'sources',
      host,
    );
    expect(sources).toEqual([{ value: '', label: 'All sources' }]);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-search-results> (1st on the page): attribute "sources", entry[1] has no label, got "{"value":"news"}"; left out.',
    ]);
    expect(error).not.toHaveBeenCalled();
    host.remove();
  });
});
