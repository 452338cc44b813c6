import { describe, expect, it, vi } from 'vitest';
import { normalizeEvent, normalizeEventsPage, validateRegions } from './normalize';

const BASE = 'https://www.example.com/en/events.html';
const START = Date.UTC(2026, 2, 12, 8);
const END = Date.UTC(2026, 2, 14, 16);
const valid = { title: 'Field day', start_date: START, end_date: END };

describe('normalizeEvent (spec §3 Event)', () => {
  it('keeps a complete event', () => {
    expect(
      normalizeEvent(
        {
          id: 'fd-1',
          ...valid,
          url: '/content/mf/en/events/fd.html',
          location: ' Hanover,\n Germany ',
          region: 'europe',
          description: '<p>Our <b>line-up</b>&nbsp;live</p>',
          image: { src: '/img/fd.jpg', alt: 'ignored' },
        },
        0,
        BASE,
      ),
    ).toEqual({
      id: 'fd-1',
      title: 'Field day',
      start: new Date(START),
      end: new Date(END),
      url: 'https://www.example.com/content/mf/en/events/fd.html',
      location: 'Hanover, Germany',
      region: 'europe',
      description: 'Our line-up live',
      image: 'https://www.example.com/img/fd.jpg',
    });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'event'],
    ['an array', [valid]],
    ['no title', { start_date: START }],
    ['blank title', { title: '  ', start_date: START }],
    ['no start date', { title: 'x', end_date: END }],
    ['start date not a date', { title: 'x', start_date: 'soon' }],
    ['start date a boolean', { title: 'x', start_date: true }],
    ['start date an object', { title: 'x', start_date: {} }],
    ['start date NaN', { title: 'x', start_date: Number.NaN }],
  ])('drops an event with %s', (_name, raw) => {
    expect(normalizeEvent(raw)).toBeNull();
  });

  it.each<[string, Record<string, unknown>, Partial<ReturnType<typeof normalizeEvent>>]>([
    ['seconds are scaled', { title: 'x', start_date: START / 1000 }, { start: new Date(START) }],
    ['numeric strings', { title: 'x', start_date: String(START) }, { start: new Date(START) }],
    ['ISO text', { title: 'x', start_date: '2026-03-12T08:00:00Z' }, { start: new Date(START) }],
    ['no end: single day', { title: 'x', start_date: START }, { end: new Date(START) }],
    [
      'bad end: single day',
      { title: 'x', start_date: START, end_date: 'x' },
      { end: new Date(START) },
    ],
    [
      'end before start: single day',
      { title: 'x', start_date: END, end_date: START },
      { end: new Date(END) },
    ],
    ['name instead of title', { name: 'Named', start_date: START }, { title: 'Named' }],
    [
      'link instead of url',
      { title: 'x', start_date: START, link: 'https://a.example/e' },
      { url: 'https://a.example/e' },
    ],
    [
      'javascript: link dropped',
      { title: 'x', start_date: START, url: 'javascript:alert(1)' },
      { url: null },
    ],
    [
      'data: image dropped',
      { title: 'x', start_date: START, image: 'data:image/png;base64,AA' },
      { image: null },
    ],
    [
      'venue for location',
      { title: 'x', start_date: START, venue: 'Hall 3' },
      { location: 'Hall 3' },
    ],
    ['numeric id', { id: 7, title: 'x', start_date: START }, { id: '7' }],
    ['no id: position and start', { title: 'x', start_date: START }, { id: `4-${START}` }],
    [
      'non-string fields ignored',
      { title: 'x', start_date: START, location: {}, description: [] },
      { location: '', description: '' },
    ],
  ])('%s', (_name, raw, expected) => {
    expect(normalizeEvent(raw, 4, BASE)).toMatchObject(expected as object);
  });
});

describe('normalizeEventsPage (spec §3: total_results and results)', () => {
  it.each<[string, unknown, { total: number; count: number; dropped: number }]>([
    [
      'a normal page',
      { total_results: 12, results: [valid, valid] },
      { total: 12, count: 2, dropped: 0 },
    ],
    ['zero results', { total_results: 0, results: [] }, { total: 0, count: 0, dropped: 0 }],
    [
      'malformed entries dropped',
      { total_results: 3, results: [valid, null, { title: 'x' }] },
      { total: 3, count: 1, dropped: 2 },
    ],
    ['total as text', { total_results: '7', results: [valid] }, { total: 7, count: 1, dropped: 0 }],
    [
      'missing total: what the page holds',
      { results: [valid, valid] },
      { total: 2, count: 2, dropped: 0 },
    ],
    [
      'negative total ignored',
      { total_results: -4, results: [valid] },
      { total: 1, count: 1, dropped: 0 },
    ],
    [
      'total below the page never hides events',
      { total_results: 1, results: [valid, valid] },
      { total: 2, count: 2, dropped: 0 },
    ],
    ['results not a list', { total_results: 5, results: 'x' }, { total: 5, count: 0, dropped: 0 }],
    ['null answer', null, { total: 0, count: 0, dropped: 0 }],
    ['a list instead of an object', [valid], { total: 0, count: 0, dropped: 0 }],
    ['an HTML string', '<html>error</html>', { total: 0, count: 0, dropped: 0 }],
  ])('%s', (_name, data, expected) => {
    const page = normalizeEventsPage(data);
    expect({ total: page.total, count: page.events.length, dropped: page.dropped }).toEqual(
      expected,
    );
  });
});

describe('normalizeEventsPage keys', () => {
  it('makes repeated ids unique', () => {
    const page = normalizeEventsPage({
      results: [
        { id: 'a', ...valid },
        { id: 'a', ...valid },
      ],
    });
    expect(page.events.map((e) => e.id)).toEqual(['a', 'a#1']);
  });
});

describe('normalizeEventsPage flags a wrong shape', () => {
  it.each<[string, unknown, boolean]>([
    ['a page', { total_results: 0, results: [] }, false],
    ['results missing', { total_results: 0 }, true],
    ['results not a list', { results: {} }, true],
    ['a list', [], true],
    ['text', 'oops', true],
  ])('%s', (_name, data, malformed) => {
    expect(normalizeEventsPage(data).malformed).toBe(malformed);
  });
});

describe('validateRegions', () => {
  it('keeps value and label, falls back to the value, drops duplicates', () => {
    expect(
      validateRegions([
        { value: 'europe', label: 'Europe' },
        { value: 'africa' },
        { value: 'europe', label: 'Again' },
      ]),
    ).toEqual([
      { value: 'europe', label: 'Europe' },
      { value: 'africa', label: 'africa' },
    ]);
  });

  it.each<[string, unknown]>([
    ['not a list', { europe: 'Europe' }],
    ['an entry without value', [{ label: 'Europe' }]],
    ['the reserved value all', [{ value: 'all', label: 'All' }]],
  ])('throws for %s', (_name, value) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => validateRegions(value)).toThrow(/region/);
  });
});

describe('HTML entities from the CMS', () => {
  it('decodes text fields to text, markup in entities staying text', () => {
    const event = normalizeEvent({
      ...valid,
      title: 'Fish &amp; Chips &#8211; Field&nbsp;day',
      location: 'M&uuml;nster &#x26; Hamm',
      region: 'europe',
      description: '<p>Bring &lt;b&gt;boots&lt;/b&gt; &amp; a &quot;hat&quot;</p>',
    })!;
    expect(event.title).toBe('Fish & Chips – Field day'); // whitespace collapsed as ever
    expect(event.location).toBe('Münster & Hamm');
    expect(event.description).toBe('Bring <b>boots</b> & a "hat"');
  });
});
