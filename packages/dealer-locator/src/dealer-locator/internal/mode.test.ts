import { describe, expect, it } from 'vitest';
import { dealerLocatorApi } from '../dealer-locator.api';
import { isLocatorMode, LOCATOR_MODES, validateMode } from './mode';

describe('the mode attribute (spec §1: embedded, modal or popup)', () => {
  it.each(LOCATOR_MODES)('accepts %s', (mode) => {
    expect(validateMode(mode)).toBe(mode);
    expect(isLocatorMode(mode)).toBe(true);
  });

  it('forgives surrounding whitespace and case', () => {
    expect(validateMode(' Popup ')).toBe('popup');
  });

  it.each(['', 'window', 'pop-up', 42, null])(
    'throws for %j (the adapter logs it, embedded applies)',
    (value) => {
      expect(() => validateMode(value)).toThrow(/mode must be one of embedded, modal, popup/);
    },
  );

  it('defaults to embedded', () => {
    expect(dealerLocatorApi.attributes.mode.default).toBe('embedded');
  });
});
