// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCompareParam, validateItems } from '../../../shared/compare/compare-state';
import { writeCompareParam } from './address';
import { addItem, isRefused, removeItem, resolveItems } from './selection';

const item = (id: string, title = id.toUpperCase()) => ({ id, title });

describe('the compare selection', () => {
  it('adds in the order chosen, once per id; a later name is kept', () => {
    let selection = addItem([], item('a'));
    selection = addItem(selection, item('b'));
    expect(addItem(selection, item('a'))).toBe(selection);
    expect(selection.map((i) => i.id)).toEqual(['a', 'b']);
    const named = addItem([{ id: 'a', title: '' }], item('a', 'MF 5S'));
    expect(named).toEqual([{ id: 'a', title: 'MF 5S' }]);
  });

  it('holds four at most: a fifth is refused and changes nothing', () => {
    const four = ['a', 'b', 'c', 'd'].reduce(
      (s, id) => addItem(s, item(id)),
      addItem([], item('x')),
    );
    expect(four.map((i) => i.id)).toEqual(['x', 'a', 'b', 'c']);
    expect(isRefused(four, 'e')).toBe(true);
    expect(isRefused(four, 'a')).toBe(false);
    expect(addItem(four, item('e'))).toBe(four);
    expect(isRefused(removeItem(four, 'a'), 'e')).toBe(false);
  });

  it('removes by id; an id it does not hold leaves the same selection', () => {
    const selection = [item('a'), item('b')];
    expect(removeItem(selection, 'a')).toEqual([item('b')]);
    expect(removeItem(selection, 'z')).toBe(selection);
  });

  it('resolves names from the catalogue and names the ids it does not know', () => {
    const titles = new Map([
      ['a', 'MF 5S'],
      ['c', 'MF 8S'],
    ]);
    expect(resolveItems([item('a', ''), item('b'), item('c', '')], titles)).toEqual({
      selection: [item('a', 'MF 5S'), item('c', 'MF 8S')],
      unknown: ['b'],
    });
  });
});

describe('the compare selection in the address', () => {
  const ids = ['/content/mf/products/tractors/utility/utility-3', 'a,b', 'ü 5'];

  it('writes compare= with each id encoded on its own, other parameters kept in place', () => {
    const search = writeCompareParam('?f.type=utility&sort=title:asc', ids);
    expect(search).toBe(
      '?f.type=utility&sort=title:asc&compare=%2Fcontent%2Fmf%2Fproducts%2Ftractors%2Futility%2Futility-3,a%2Cb,%C3%BC%205',
    );
    expect(readCompareParam(search)).toEqual(ids);
    // Written again in place, and gone when nothing is chosen.
    expect(writeCompareParam('?compare=x&q=1', ['y'])).toBe('?compare=y&q=1');
    expect(writeCompareParam('?compare=x&q=1', [])).toBe('?q=1');
    expect(writeCompareParam('?compare=x', [])).toBe('');
  });

  it('reads null without the parameter, an empty list for an empty one; repeats, blanks, bad parts and a fifth dropped', () => {
    expect(readCompareParam('?f.type=utility')).toBeNull();
    expect(readCompareParam('?compare=')).toEqual([]);
    expect(readCompareParam('?compare')).toEqual([]);
    expect(readCompareParam('?compare=a,%E0%A4%A,a,,b,c,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(readCompareParam('?comparex=a')).toBeNull();
  });

  it('checks what storage holds: items with a string id, at most four', () => {
    expect(
      validateItems([{ id: 'a', title: 'A' }, { id: 'b' }, { id: 3 }, null, { id: 'a' }]),
    ).toEqual([
      { id: 'a', title: 'A' },
      { id: 'b', title: '' },
    ]);
    expect(() => validateItems({ id: 'a' })).toThrow();
    expect(validateItems(['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, title: id })))).toHaveLength(
      4,
    );
  });
});
