import { describe, expect, it } from 'vitest';
import { dealerLocatorApi } from '../../dealer-locator.api';
import { isLocatorMode, LOCATOR_MODES, parseMode } from './mode';

describe('the mode attribute (spec §1: embedded, modal or popup)', () => {
  it.each(LOCATOR_MODES)('accepts %s', (mode) => {
    expect(parseMode(mode)).toBe(mode);
    expect(isLocatorMode(mode)).toBe(true);
  });

  it.each([
    [' Modal ', 'modal'],
    ['POPUP', 'popup'],
    [' Popup ', 'popup'],
    ['', 'embedded'],
    [undefined, 'embedded'],
  ])('%j is %s', (value, mode) => {
    expect(parseMode(value)).toBe(mode);
  });

  it.each(['dialog', 'modal popup', 'embed', '1', 'window', 'pop-up', 42, null])(
    'throws for %j (the adapter logs it, embedded applies)',
    (value) => {
      expect(() => parseMode(value)).toThrow(/mode must be one of embedded, modal or popup/);
    },
  );

  it('defaults to embedded and validates with parseMode', () => {
    expect(dealerLocatorApi.attributes.mode.default).toBe('embedded');
    expect(dealerLocatorApi.attributes.mode.validate).toBe(parseMode);
  });
});
