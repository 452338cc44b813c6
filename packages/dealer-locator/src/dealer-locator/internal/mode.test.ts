import { describe, expect, it } from 'vitest';
import { parseMode } from './mode';

describe('parseMode (the mode attribute, spec §1)', () => {
  it.each([
    ['embedded', 'embedded'],
    ['modal', 'modal'],
    ['popup', 'popup'],
    [' Modal ', 'modal'],
    ['POPUP', 'popup'],
    ['', 'embedded'],
    [undefined, 'embedded'],
  ])('%j is %s', (value, mode) => {
    expect(parseMode(value)).toBe(mode);
  });

  it.each(['dialog', 'modal popup', 'embed', '1'])(
    'throws on %j so the adapter logs it and uses the default',
    (value) => {
      expect(() => parseMode(value)).toThrow(/embedded, modal or popup/);
    },
  );
});
