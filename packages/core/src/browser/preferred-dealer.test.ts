import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  onPreferredDealerChange,
  parsePreferredDealer,
  PREFERRED_DEALER_KEY,
  readPreferredDealer,
  writePreferredDealer,
} from './preferred-dealer';

const dealer = { dealer_code: 'A123', dealer_name: 'Green Acres', phone: { main: '+1 555 0100' } };

describe('preferred dealer storage', () => {
  afterEach(() => localStorage.clear());

  it('uses the key mf-preferreddealer', () => {
    expect(PREFERRED_DEALER_KEY).toBe('mf-preferreddealer');
  });

  it('round-trips {dealer_code, dealer_name, phone}', () => {
    expect(writePreferredDealer(dealer)).toBe(true);
    expect(JSON.parse(localStorage.getItem('mf-preferreddealer')!)).toEqual(dealer);
    expect(readPreferredDealer()).toEqual(dealer);
  });

  it('is null when nothing is stored', () => {
    expect(readPreferredDealer()).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[1]'],
    ['no dealer_code', '{"dealer_name":"x"}'],
  ])('logs and ignores unreadable data (%s)', (_what, text) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(PREFERRED_DEALER_KEY, text);
    expect(readPreferredDealer()).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('mf-preferreddealer'),
      expect.any(Error),
    );
  });

  it('normalises missing name/phone and a numeric or phone-string record', () => {
    expect(parsePreferredDealer({ dealer_code: 42 })).toEqual({
      dealer_code: '42',
      dealer_name: '',
      phone: { main: '' },
    });
    expect(parsePreferredDealer({ dealer_code: 'B', phone: '+44 1' })?.phone.main).toBe('+44 1');
    expect(parsePreferredDealer({ dealer_code: '  ' })).toBeNull();
  });

  it('clears on null or a dealer without a code, and notifies listeners', () => {
    const listener = vi.fn();
    const stop = onPreferredDealerChange(listener);
    writePreferredDealer(dealer);
    writePreferredDealer({ ...dealer, dealer_code: '' });
    expect(localStorage.getItem(PREFERRED_DEALER_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: PREFERRED_DEALER_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    writePreferredDealer(null);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
