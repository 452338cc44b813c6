// @vitest-environment node
import { validateCategories } from './categories';

describe('validateCategories (the categories attribute)', () => {
  it('keeps { value, label } entries, trimmed', () => {
    expect(validateCategories([{ value: ' products ', label: ' Products ' }])).toEqual([
      { value: 'products', label: 'Products' },
    ]);
  });

  it("drops malformed, duplicate and reserved 'all' entries, and logs each", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = validateCategories([
      { value: 'a', label: 'A' },
      { value: 'a', label: 'Again' },
      { value: 'all', label: 'Everything' },
      { value: '', label: 'Empty' },
      { value: 'b' },
      { value: 3, label: 'Number' },
      null,
      'c',
    ]);
    expect(result).toEqual([{ value: 'a', label: 'A' }]);
    expect(error).toHaveBeenCalledTimes(7);
  });

  it.each([{}, 'x', null, 3])('throws for %j (the adapter then uses [])', (value) => {
    expect(() => validateCategories(value)).toThrow(/categories must be an array/);
  });
});
