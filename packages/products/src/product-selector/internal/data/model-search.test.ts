// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { card, FEATURE_FILTER, SORTS, TYPE_FILTER } from '@mf/products/testing/cards';
import { applySearch } from './apply';
import {
  GROUP,
  EXACT,
  modelIndex,
  normaliseModel,
  PREFIX,
  rankFirst,
  searchModels,
  type MatchRank,
} from './model-search';

const NAMES = [
  '8R 150 Premium',
  '6250R',
  'MF 5S',
  '6R 250 Premium',
  'MF 5S.105',
  '4R 62',
  'MFX 7',
  '5M 125',
];
const index = modelIndex(NAMES, (name) => name);
/** What a query finds, best first, in the list's order within a rank. */
const find = (query: string, names = index) => {
  const ranks = searchModels(names, query);
  return ranks && rankFirst(names.items, ranks).map((name) => [name, ranks.get(name)]);
};

describe('normaliseModel: the one normaliser', () => {
  it('case, spaces, hyphens and the order of letter and number groups do not matter', () => {
    for (const name of ['6R 250', '6250R', '6r-250', 'R 6250', '6 R250', '  6 - r - 2 5 0 '])
      expect(normaliseModel(name)).toBe('6250r');
  });

  it('the brand prefix does not matter: "mf5s", "MF-5S", "5s" and "MF 5S" are one key', () => {
    for (const name of ['MF 5S', 'mf5s', 'MF-5S', '5s', '5 S', 'm-f 5s', 'MF5S', '5 MF S'])
      expect(normaliseModel(name)).toBe('5s');
    // Only at the front of the letters, and only as a whole.
    expect(normaliseModel('5S MF')).toBe('5smf');
    expect(normaliseModel('M 5S')).toBe('5ms');
  });

  it('the prefix is configurable; its letters count, and an empty one strips nothing', () => {
    expect(normaliseModel('AG 5S', 'AG')).toBe('5s');
    expect(normaliseModel('MF 5S', 'AG')).toBe('5mfs');
    expect(normaliseModel('MF 5S', '')).toBe('5mfs');
    expect(normaliseModel('a-g 5S', 'A.G.')).toBe('5s');
    expect(normaliseModel('MF 5S', 'M3F')).toBe('5s');
  });

  it('marks and compatibility forms fold ("É" is "e", full-width letters are letters)', () => {
    expect(normaliseModel('Édition 7')).toBe(normaliseModel('edition 7'));
    expect(normaliseModel('ＭＦ ５Ｓ')).toBe('5s');
  });

  it('a query of signs or the brand alone has no key', () => {
    for (const query of ['', '   ', '-', 'MF', 'm f', '—·']) expect(normaliseModel(query)).toBe('');
  });
});

describe('searchModels and rankFirst', () => {
  it('"6R 250" finds "6250R" first (exact), then what it starts', () => {
    expect(find('6R 250')).toEqual([
      ['6250R', EXACT],
      ['6R 250 Premium', PREFIX],
    ]);
    expect(find('6250r')).toEqual(find('6R 250'));
  });

  it('"mf5s", "MF-5S" and "5s" find "MF 5S" first', () => {
    for (const query of ['mf5s', 'MF-5S', '5s', 'MF 5S'])
      expect(find(query)).toEqual([
        ['MF 5S', EXACT],
        ['MF 5S.105', PREFIX],
      ]);
  });

  it('a partial query matches group-wise: prefixes first, then from a later group', () => {
    // "62": the digits of 6250R start with it; in "4R 62" it is the second digit group.
    expect(find('62')).toEqual([
      ['6250R', PREFIX],
      ['6R 250 Premium', PREFIX],
      ['4R 62', GROUP],
    ]);
    // "6R 2": the digits 62 start 6250 and the group 62 of 462; the letter r starts all three.
    expect(find('6R 2')).toEqual([
      ['6250R', PREFIX],
      ['6R 250 Premium', PREFIX],
      ['4R 62', GROUP],
    ]);
    expect(find('premium')).toEqual([
      ['8R 150 Premium', GROUP],
      ['6R 250 Premium', GROUP],
    ]);
    expect(find('150')).toEqual([['8R 150 Premium', GROUP]]);
    expect(find('premium 150')).toEqual([['8R 150 Premium', GROUP]]);
  });

  it('a run inside a group is no match: "250" is no group of "6250R", "r" none of "Premium"', () => {
    const names = modelIndex(['6250R', '6R 250', '6M 175 Premium', '6R 175 Premium'], (n) => n);
    expect(find('250', names)).toEqual([['6R 250', GROUP]]);
    expect(find('6R 175', names)).toEqual([['6R 175 Premium', PREFIX]]);
    expect(find('175 premium', names)).toEqual([
      ['6M 175 Premium', GROUP],
      ['6R 175 Premium', GROUP],
    ]);
  });

  it('"MFX 7" is "MF X7": a space never matters, so its X is a letter after the brand', () => {
    expect(find('x7')).toEqual([['MFX 7', EXACT]]);
    expect(find('MF X7')).toEqual(find('mfx7'));
  });

  it('no key, no search (null); a key that matches nothing finds nothing', () => {
    expect(find('')).toBeNull();
    expect(find(' MF ')).toBeNull();
    expect(find('9RX')).toEqual([]);
    expect(find('250 6R')).toEqual([]);
  });

  it('rankFirst keeps the given order within a rank and leaves out what was not found', () => {
    const ranks = new Map<string, MatchRank>([
      ['a', GROUP],
      ['b', EXACT],
      ['c', PREFIX],
      ['d', EXACT],
    ]);
    expect(rankFirst(['a', 'b', 'x', 'c', 'd'], ranks)).toEqual(['b', 'd', 'c', 'a']);
  });
});

describe('applySearch: the search with the filters (AND)', () => {
  const CARDS = [
    card('a', { features: ['gps'] }, {}, { title: '6R 250 Premium', price: 100 }),
    card('b', { product_type: ['utility'], features: ['cab'] }, {}, { title: '6250R', price: 300 }),
    card('c', { features: ['cab'] }, {}, { title: '8R 150', price: 200 }),
    card('d', {}, {}, { title: '4R 62', price: 400 }),
  ];
  const models = modelIndex(CARDS, (c) => c.title);
  const run = (query: string, options: Record<string, string[]> = {}, sort = '') =>
    applySearch(models, [TYPE_FILTER, FEATURE_FILTER], SORTS, { options, ranges: {}, sort, query });
  const ids = (result: ReturnType<typeof run>) => result.cards.map((c) => c.id);

  it('ranks within the chosen order: exact, then prefix, then containment', () => {
    // Name A-Z, numbers as numbers: 4R 62, 6R 250 Premium, 8R 150, 6250R.
    expect(ids(run(''))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(run('62'))).toEqual(['a', 'b', 'd']);
    expect(ids(run('6R 250'))).toEqual(['b', 'a']);
    // Price high to low: 4R 62, 6250R, 8R 150, 6R 250 Premium.
    expect(ids(run('62', {}, 'price:desc'))).toEqual(['b', 'a', 'd']);
  });

  it('narrows with the filters, and the option counts follow the search', () => {
    const result = run('62', { product_type: ['tractor'] });
    expect(ids(result)).toEqual(['a', 'd']);
    expect(result.found).toBe(3);
    expect(Object.fromEntries(result.counts.get('product_type')!)).toEqual({
      tractor: 2,
      utility: 1,
    });
    expect(Object.fromEntries(result.counts.get('features')!)).toEqual({ gps: 1 });
  });

  it('found: how many the search alone finds (0: no model matches), null without one', () => {
    expect(run('9RX').found).toBe(0);
    expect(run('150', { product_type: ['utility'] })).toMatchObject({ found: 1, cards: [] });
    expect(run('  ').found).toBeNull();
  });
});

/** A model name: one to four groups of digits or letters, with or without the brand. */
const group = fc.oneof(fc.stringMatching(/^[0-9]{1,4}$/), fc.stringMatching(/^[A-Za-z]{1,3}$/));
const separator = fc.constantFrom('', ' ', '-', '.', ' - ');
const modelName = fc
  .tuple(fc.boolean(), fc.array(fc.tuple(group, separator), { minLength: 1, maxLength: 4 }))
  .map(([branded, groups]) => (branded ? 'MF ' : '') + groups.map(([g, s]) => g + s).join(''))
  .filter((name) => normaliseModel(name) !== '');
const brand = fc.constantFrom('MF', 'AG', '', 'm-f', 'Ünal');

describe('the normaliser and the ranking (fast-check)', () => {
  it('normalising is idempotent, for any text and any brand', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), modelName),
        brand,
        (text, prefix) => {
          const once = normaliseModel(text, prefix);
          expect(normaliseModel(once, prefix)).toBe(once);
        },
      ),
    );
  });

  it('changing the case or putting spaces and hyphens anywhere does not change the key', () => {
    fc.assert(
      fc.property(
        modelName,
        fc.array(fc.tuple(fc.boolean(), fc.constantFrom('', '', ' ', '-', '- ')), {
          minLength: 40,
          maxLength: 40,
        }),
        brand,
        (name, changes, prefix) => {
          const changed = [...name]
            .map((char, at) => {
              const [upper, sign] = changes[at % changes.length]!;
              return (upper ? char.toUpperCase() : char.toLowerCase()) + sign;
            })
            .join('');
          expect(normaliseModel(changed, prefix)).toBe(normaliseModel(name, prefix));
        },
      ),
    );
  });

  it('a name always finds itself, and ranks first what is the same model', () => {
    fc.assert(
      fc.property(fc.array(modelName, { minLength: 1, maxLength: 30 }), fc.nat(), (names, pick) => {
        const items = names.map((name, id) => ({ id, name }));
        const models = modelIndex(items, (item) => item.name);
        const item = items[pick % items.length]!;
        const ranks = searchModels(models, item.name)!;
        expect(ranks.get(item)).toBe(EXACT);
        const first = rankFirst(items, ranks)[0]!;
        expect(normaliseModel(first.name)).toBe(normaliseModel(item.name));
      }),
    );
  });

  it('moving letter groups past number groups finds the same items at the same ranks', () => {
    // Two runs, one of digit groups and one of letter groups, interleaved two ways.
    const runs = fc.tuple(
      fc.array(fc.stringMatching(/^[0-9]{1,3}$/), { minLength: 1, maxLength: 3 }),
      fc.array(fc.stringMatching(/^[A-Za-z]{1,2}$/), { minLength: 1, maxLength: 3 }),
    );
    const interleave = (digits: string[], letters: string[], order: boolean[]) => {
      const [d, l] = [[...digits], [...letters]];
      const out: string[] = [];
      for (const takeDigit of order) {
        const from = (takeDigit && d.length) || !l.length ? d : l;
        if (from.length) out.push(from.shift()!);
      }
      return [...out, ...d, ...l].join(' ');
    };
    fc.assert(
      fc.property(
        runs,
        fc.array(fc.boolean(), { maxLength: 6 }),
        fc.array(fc.boolean(), { maxLength: 6 }),
        fc.array(modelName, { maxLength: 20 }),
        ([digits, letters], one, other, catalogue) => {
          const a = interleave(digits, letters, one);
          const b = interleave(digits, letters, other);
          const models = modelIndex([...catalogue, a], (name) => name);
          const found = (query: string) => [...(searchModels(models, query) ?? new Map())];
          expect(normaliseModel(a)).toBe(normaliseModel(b));
          expect(found(a)).toEqual(found(b));
        },
      ),
    );
  });
});
