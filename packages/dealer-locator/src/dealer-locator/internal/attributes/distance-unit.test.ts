import { describe, expect, it, vi } from 'vitest';
import { parseAttributeValue } from '@mf/core/element/attribute-value';
import { dealerLocatorApi } from '../../dealer-locator.api';
import { validateDistanceUnit } from './distance-unit';

describe('the distance-unit attribute (spec §3: mi or km)', () => {
  it.each([
    ['mi', 'mi'],
    ['km', 'km'],
    [' KM ', 'km'],
    ['', ''],
  ])('%j is %s', (value, unit) => {
    expect(validateDistanceUnit(value)).toBe(unit);
  });

  it.each(['miles', 'kilometres', 'm', 3, null])('throws for %j', (value) => {
    expect(() => validateDistanceUnit(value)).toThrow('expected mi or km');
  });

  it('a misspelled unit is one warning naming the element (docs/editor-mode.md), and the market’s unit applies', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = document.createElement('mf-dealer-locator');
    document.body.append(host);
    const spec = dealerLocatorApi.attributes.distanceUnit;
    // The default is empty: the page market's unit (docs/markets.md).
    expect(parseAttributeValue(spec, 'miles', 'mf-dealer-locator', 'distance-unit', host)).toBe(
      '',
    );
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-dealer-locator> (1st on the page): attribute "distance-unit" is invalid: expected mi or km, got "miles"; using the default.',
    ]);
    host.remove();
  });
});
