// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SEARCH_TERMS } from './fixtures';
import { STATIC_TYPEAHEAD_URL, TYPEAHEAD_URL, typeaheadAnswer } from './handlers';
import { findResults, SEARCH_RESULTS } from './results';

describe('the mock typeahead', () => {
  it('answers the terms containing the text, case-insensitive, at most 8', () => {
    expect(typeaheadAnswer('BALER')).toEqual({
      suggestions: [{ term: 'baler' }, { term: 'round baler' }, { term: 'square baler' }],
    });
    expect(typeaheadAnswer('tr').suggestions).toHaveLength(8);
    expect(typeaheadAnswer('  ')).toEqual({ suggestions: [] });
  });

  it('matches the servlet path and the static file, not each other', () => {
    expect(TYPEAHEAD_URL.test('/bin/mf/typeahead')).toBe(true);
    expect(TYPEAHEAD_URL.test('/mf/resources/bin/mf/typeahead.json')).toBe(false);
    expect(STATIC_TYPEAHEAD_URL.test('/mf/resources/bin/mf/typeahead.json')).toBe(true);
  });

  it('holds the hard terms the tests rely on', () => {
    expect(SEARCH_TERMS.some((t) => t.includes('<img'))).toBe(true);
    expect(SEARCH_TERMS.some((t) => /[&#+"]/.test(t))).toBe(true);
  });
});

describe('the mock results (the CMS of the results page)', () => {
  it('finds every word of q, in the source asked; nothing for an empty q', () => {
    expect(SEARCH_RESULTS).toHaveLength(45);
    expect(findResults('tractor', '')).toHaveLength(15);
    expect(findResults('tractor', 'news').every((r) => r.source === 'news')).toBe(true);
    expect(findResults('round baler', '')).toHaveLength(3);
    expect(findResults('', '')).toEqual([]);
  });
});
