import { describe, expect, it, vi } from 'vitest';
import { parseOptionList } from './options';

describe('parseOptionList', () => {
  it('keeps the good entries, trimmed, and hands each bad one to drop by its place', () => {
    const drop = vi.fn();
    const options = parseOptionList(
      [
        { value: ' a ', label: ' A ' },
        'b',
        { value: '', label: 'Empty' },
        { value: 'c' },
        { value: 'a', label: 'Again' },
        { value: 'all', label: 'All' },
        [],
      ],
      { name: 'categories', reserved: 'all' },
      drop,
    );
    expect(options).toEqual([{ value: 'a', label: 'A' }]);
    expect(drop.mock.calls.map(([part]) => `${part.at} ${part.problem}`)).toEqual([
      ', entry[1] is not an object { value, label }',
      ', entry[2] has no value',
      ', entry[3] has no label',
      ', entry[4] repeats the value of an earlier entry',
      ', entry[5] uses the reserved value "all"',
      ', entry[6] is not an object { value, label }',
    ]);
    expect(drop.mock.calls.every(([part]) => part.instead === 'left out')).toBe(true);
  });

  it('takes an empty value as a choice where the element has one, and says so when it is missing', () => {
    const drop = vi.fn();
    expect(
      parseOptionList(
        [{ value: '', label: 'All sources' }, { label: 'No value' }],
        { name: 'sources', emptyValue: 'every source' },
        drop,
      ),
    ).toEqual([{ value: '', label: 'All sources' }]);
    expect(drop.mock.calls[0]![0].problem).toBe('has no value (text, "" for every source)');
  });

  it('refuses anything but an array, naming the attribute', () => {
    expect(() => parseOptionList({}, { name: 'sources' })).toThrow(
      'sources must be an array of { value, label }',
    );
  });
});
