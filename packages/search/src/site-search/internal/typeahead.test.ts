// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { markTyped } from './highlight';
import {
  filterStatic,
  normalizeSuggestions,
  queryLength,
  resultsAddress,
  TypeaheadShapeError,
  typeaheadRequest,
} from './typeahead';

const target = { origin: '', site: 'mf', collection: 'mf en', staticHostPattern: '^static\\.' };

describe('typeaheadRequest (spec §7)', () => {
  it('GET /bin/{site}/typeahead?collection={collection}&suggest.q={query}, encoded', () => {
    const { url, isStatic } = typeaheadRequest({ ...target, hostname: 'www.mf.com' }, ' a&b#c+d ');
    expect(isStatic).toBe(false);
    expect(url).toBe('/bin/mf/typeahead?collection=mf%20en&suggest.q=a%26b%23c%2Bd');
  });

  it('on another origin', () => {
    const { url } = typeaheadRequest({ ...target, origin: 'https://cms.example.com/' }, 'tra');
    expect(url).toBe('https://cms.example.com/bin/mf/typeahead?collection=mf%20en&suggest.q=tra');
  });

  it('the static test host reads one static file under the bin-url host prefix', () => {
    const request = typeaheadRequest({ ...target, hostname: 'static.mf.com' }, 'tra');
    expect(request).toEqual({ url: '/mf/resources/bin/mf/typeahead.json', isStatic: true });
    expect(
      typeaheadRequest({ ...target, staticHostPattern: '', hostname: 'static.x' }, 'tra').isStatic,
    ).toBe(false);
  });

  it('on the cloud host the servlet sits under the cloud prefix and /resources (the bin-url host rules, as events and products)', () => {
    const cloud = {
      ...target,
      cloudHostPattern: '\\.cloudhost\\.net$',
      hostname: 'mf.cloudhost.net',
    };
    expect(typeaheadRequest(cloud, 'tra')).toEqual({
      url: '/mf/resources/bin/mf/typeahead?collection=mf%20en&suggest.q=tra',
      isStatic: false,
    });
    expect(typeaheadRequest({ ...cloud, cloudPrefix: 'content/mf' }, 'tra').url).toBe(
      '/content/mf/resources/bin/mf/typeahead?collection=mf%20en&suggest.q=tra',
    );
    // Another host keeps the plain path.
    expect(typeaheadRequest({ ...cloud, hostname: 'www.mf.com' }, 'tra').url).toBe(
      '/bin/mf/typeahead?collection=mf%20en&suggest.q=tra',
    );
  });
});

describe('normalizeSuggestions', () => {
  it('keeps text terms, trimmed and once each; drops the rest with a count', () => {
    expect(
      normalizeSuggestions({
        suggestions: [{ term: ' baler ' }, { term: 'baler' }, { term: 3 }, null, { term: '' }, 'x'],
      }),
    ).toEqual({ suggestions: [{ term: 'baler' }], dropped: 4 });
  });

  it.each([null, 'text', [], {}, { suggestions: {} }, { suggestions: 'a' }])(
    'the wrong shape throws: %j',
    (raw) => expect(() => normalizeSuggestions(raw)).toThrow(TypeaheadShapeError),
  );
});

describe('helpers', () => {
  it('counts letters, not UTF-16 units, of the trimmed text', () => {
    expect(queryLength('  ab ')).toBe(2);
    expect(queryLength('𝔸𝔹')).toBe(2);
    expect(queryLength('拖拉机')).toBe(3);
  });

  it('filters the static file like the servlet', () => {
    expect(filterStatic([{ term: 'Baler' }, { term: 'mower' }], 'BAL')).toEqual([
      { term: 'Baler' },
    ]);
  });

  it('builds the results address from the action, replacing its query and hash', () => {
    const base = 'https://www.mf.com/en/page.html';
    expect(resultsAddress('/search.html?x=1#top', 'a & b', base)).toBe(
      'https://www.mf.com/search.html?q=a+%26+b',
    );
    expect(new URL(resultsAddress('', 'C# "x" +1 拖', base)).searchParams.get('q')).toBe(
      'C# "x" +1 拖',
    );
    expect(resultsAddress('http://[bad', 'x', base)).toBe('https://www.mf.com/en/page.html?q=x');
  });

  it('marks the first case-insensitive occurrence of the typed text', () => {
    expect(markTyped('Round Baler', 'bal')).toEqual([
      { text: 'Round ', typed: false },
      { text: 'Bal', typed: true },
      { text: 'er', typed: false },
    ]);
    expect(markTyped('baler', ' baler ')).toEqual([{ text: 'baler', typed: true }]);
    expect(markTyped('mower', 'bal')).toEqual([{ text: 'mower', typed: false }]);
    expect(markTyped('İstanbul', 'stan')).toEqual([{ text: 'İstanbul', typed: false }]);
  });
});
