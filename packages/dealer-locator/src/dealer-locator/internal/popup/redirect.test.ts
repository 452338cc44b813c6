// @vitest-environment node
import fc from 'fast-check';
import { anyText } from '@mf/core/http/testing';
import { wellFormed } from '@mf/core/http/url-component';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_DEALER as DEALER } from '@mf/dealer-locator/testing/popup-dealer';
import {
  acceptRedirect,
  DEALER_INFO_SEPARATOR,
  DEALER_PARAMETERS,
  redirectAddress,
} from './redirect';

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

// What spec §7 appends for DEALER, encodeURIComponent-encoded, in the spec's order.
const DEALER_QUERY = [
  'BYO_Dealer_Number=D042',
  'bYO_Dealer_Name=Prairie%20%26%20Sons%20Farm%20Equipment',
  'bYO_Dealer_Address=1200%20Main%20St%20%234',
  'bYO_Dealer_City=Ames',
  'bYO_Dealer_State_Province=IA',
  'bYO_Dealer_Zip_Postal=50010',
  'dealerPhone=%2B1%20(515)%20555-0100',
  'dealerInfo_t=D042%24%24Prairie%20%26%20Sons%20Farm%20Equipment%24%241200%20Main%20St%20%234%24%24Ames%24%24IA%24%2450010%24%24%2B1%20(515)%20555-0100',
].join('&');
const NO_PHONE_QUERY = DEALER_QUERY.replace(/&dealerPhone=[^&]*/, '').replace(
  /%24%24%2B1%20\(515\)%20555-0100$/,
  '',
);

describe('redirect query string (spec §7)', () => {
  it.each([
    ['a bare redirect', 'https://byo.test/done', `https://byo.test/done?${DEALER_QUERY}`],
    ['an empty query', 'https://byo.test/done?', `https://byo.test/done?${DEALER_QUERY}`],
    [
      'its own query, kept byte for byte (%20, +, a bare ?flag, an empty pair)',
      'https://byo.test/done?flag&note=a%20b+c&&x=%2F',
      `https://byo.test/done?flag&note=a%20b+c&&x=%2F&${DEALER_QUERY}`,
    ],
    [
      'a fragment: the dealer pairs go before it',
      'https://byo.test/done?s=1#step-3',
      `https://byo.test/done?s=1&${DEALER_QUERY}#step-3`,
    ],
    [
      'a fragment without a query',
      'https://byo.test/done#top',
      `https://byo.test/done?${DEALER_QUERY}#top`,
    ],
    [
      'dealer names already there: dropped wherever they stand, ours appended in order',
      'https://byo.test/done?bYO_Dealer_City=Old&s=1&BYO_Dealer_Number=FAKE&dealerInfo_t&t=2',
      `https://byo.test/done?s=1&t=2&${DEALER_QUERY}`,
    ],
    [
      'dealer names spelled encoded or repeated are dropped too (the server decodes them)',
      'https://byo.test/?bYO%5FDealer_Name=X&dealerPhone=1&dealerPhone=2&keep=1',
      `https://byo.test/?keep=1&${DEALER_QUERY}`,
    ],
    [
      'a name differing in case is another parameter: kept',
      'https://byo.test/?byo_dealer_number=7',
      `https://byo.test/?byo_dealer_number=7&${DEALER_QUERY}`,
    ],
    [
      'a malformed escape in another name is kept as it is',
      'https://byo.test/?a%E0=1',
      `https://byo.test/?a%E0=1&${DEALER_QUERY}`,
    ],
  ])('%s', (_name, redirect, expected) => {
    expect(redirectAddress(new URL(redirect), DEALER)).toBe(expected);
  });

  it('reads back as the dealer values, in the spec order, after the redirect own pairs', () => {
    const url = new URL(redirectAddress(new URL('https://byo.test/done?session=abc#x'), DEALER));
    expect([...url.searchParams.keys()]).toEqual(['session', ...DEALER_PARAMETERS]);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      session: 'abc',
      BYO_Dealer_Number: 'D042',
      bYO_Dealer_Name: 'Prairie & Sons Farm Equipment',
      bYO_Dealer_Address: '1200 Main St #4',
      bYO_Dealer_City: 'Ames',
      bYO_Dealer_State_Province: 'IA',
      bYO_Dealer_Zip_Postal: '50010',
      dealerPhone: '+1 (515) 555-0100',
      dealerInfo_t:
        'D042$$Prairie & Sons Farm Equipment$$1200 Main St #4$$Ames$$IA$$50010$$+1 (515) 555-0100',
    });
    expect(url.hash).toBe('#x');
    expect(DEALER_INFO_SEPARATOR).toBe('$$');
  });

  it('no phone: no dealerPhone at all, not even a stale one from the redirect', () => {
    const noPhone = { ...DEALER, phone_main: '' };
    const href = redirectAddress(new URL('https://byo.test/?dealerPhone=1&s=2'), noPhone);
    expect(href).toBe(`https://byo.test/?s=2&${NO_PHONE_QUERY}`);
    const url = new URL(href);
    expect(url.searchParams.has('dealerPhone')).toBe(false);
    expect(url.searchParams.get('dealerInfo_t')).toBe(
      'D042$$Prairie & Sons Farm Equipment$$1200 Main St #4$$Ames$$IA$$50010',
    );
  });

  it('acceptRedirect: refused without configured origins, or off the list; accepted on it', () => {
    expect(acceptRedirect(null, ['https://byo.test'])).toBeNull();
    expect(acceptRedirect('https://byo.test/x', [])).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('no redirect-origins'));
    expect(acceptRedirect('https://evil.test/x', ['https://byo.test'])).toBeNull();
    expect(acceptRedirect('https://byo.test/x', ['https://byo.test'])?.href).toBe(
      'https://byo.test/x',
    );
  });
});

describe('redirectAddress over any text', () => {
  it('never throws on a lone surrogate from a search answer, and the address parses', () => {
    fc.assert(
      fc.property(anyText({ maxLength: 8 }), anyText({ maxLength: 8 }), (code, name) => {
        const href = redirectAddress(new URL('https://byo.test/done?s=1'), {
          ...DEALER,
          dealer_code: code,
          dealer_name: name,
        });
        const url = new URL(href);
        expect(url.searchParams.get('BYO_Dealer_Number')).toBe(wellFormed(code));
        expect(url.searchParams.get('bYO_Dealer_Name')).toBe(wellFormed(name));
      }),
    );
  });
});
