// @vitest-environment node
import { validateCategories } from './categories';

describe('validateCategories (the categories attribute)', () => {
  it('keeps { value, label } entries, trimmed', () => {
    expect(validateCategories([{ value: ' products ', label: ' Products ' }])).toEqual([
      { value: 'products', label: 'Products' },
    ]);
  });

  it("leaves out malformed, repeated and reserved 'all' entries, handing each to `drop`", () => {
    const drop = vi.fn();
    const result = validateCategories(
      [
        { value: 'a', label: 'A' },
        { value: 'a', label: 'Again' },
        { value: 'all', label: 'Everything' },
        { value: '', label: 'Empty' },
        { value: 'b' },
        { value: 3, label: 'Number' },
        null,
        'c',
      ],
      drop,
    );
    expect(result).toEqual([{ value: 'a', label: 'A' }]);
    expect(drop.mock.calls.map(([part]) => `${part.at} ${part.problem}`)).toEqual([
      ', entry[1] repeats the value of an earlier entry',
      ', entry[2] uses the reserved value "all"',
      ', entry[3] has no value',
      ', entry[4] has no label',
      ', entry[5] has no value',
      ', entry[6] is not an object { value, label }',
      ', entry[7] is not an object { value, label }',
    ]);
  });

  it.each([{}, 'x', null, 3])('throws for %j (the adapter then uses [])', (value) => {
    expect(() => validateCategories(value)).toThrow(/categories must be an array/);
  });
});
