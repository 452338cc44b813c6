import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coercePropertyValue, parseAttributeValue } from '@mf/core/element/attribute-value';
import { dealerLocatorApi } from '../../dealer-locator.api';
import { chooseDealer, dismiss, openerTargets, postToOpener, type PopupWindow } from './hand-back';
import type { PopupDealer } from './popup-answer';
import {
  acceptRedirect,
  DEALER_INFO_SEPARATOR,
  DEALER_PARAMETERS,
  redirectAddress,
} from './redirect';

const DEALER: PopupDealer = {
  dealer_code: 'D042',
  dealer_name: 'Prairie & Sons Farm Equipment',
  phone_main: '+1 (515) 555-0100',
  address: { street: '1200 Main St #4', city: 'Ames', state_code: 'IA', postal_code: '50010' },
  salesforce_record: { Id: '001XYZ', Name: 'Prairie & Sons' },
};

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

function fakeWindow(opener: { postMessage: ReturnType<typeof vi.fn>; closed: boolean } | null) {
  const calls = { navigate: [] as string[], close: 0 };
  let closed = false;
  const win: PopupWindow = {
    opener: () => opener as unknown as Window,
    navigate: (url) => calls.navigate.push(url),
    close: () => {
      calls.close++;
    },
    closed: () => closed,
  };
  return { win, calls, setClosesOnClose: () => (win.close = () => void (closed = true)) };
}

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

describe('redirect query string (spec §7, issue 5 audit)', () => {
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

describe('where the record may go: opener-origins (issue 5, fail closed)', () => {
  const spec = dealerLocatorApi.attributes.openerOrigins;
  /** The attribute as the element adapter parses it, then the policy at the moment of a choice. */
  const targetsFor = (attribute: string | null) =>
    openerTargets(
      parseAttributeValue(spec, attribute, 'mf-dealer-locator', 'opener-origins'),
      attribute,
    );

  it.each([
    ['absent: any origin (the spec §7 behaviour)', null, ['*']],
    [
      'listed origins: exactly those',
      '["https://byo.test", "http://x.test:81/p"]',
      ['https://byo.test', 'http://x.test:81'],
    ],
    ['invalid JSON', '[bad', []],
    ['an entry without a scheme', '["byo.example.com"]', []],
    ['only invalid entries', '["*", "javascript:alert(1)", 42]', []],
    ['an empty list', '[]', []],
    ['not an array', '{"origin": "https://byo.test"}', []],
    ['an empty value', '', []],
    ['whitespace', '   ', []],
  ])('%s', (_name, attribute, expected) => {
    expect(targetsFor(attribute)).toEqual(expected);
    // Parsing logs what it refuses (an empty value is not parsed at all); a choice logs again.
    if (expected.length === 0 && attribute?.trim()) expect(errors).toHaveBeenCalled();
  });

  it('set as a property: nothing usable posts nowhere; null is "not set"', () => {
    const asProperty = (value: unknown) =>
      openerTargets(coercePropertyValue(spec, value, 'mf-dealer-locator', 'openerOrigins'), null);
    expect(asProperty(['nope'])).toEqual([]);
    expect(asProperty('https://byo.test')).toEqual([]);
    expect(asProperty(['https://byo.test'])).toEqual(['https://byo.test']);
    expect(asProperty(null)).toEqual(['*']);
  });

  it.each([['[bad'], ['["byo.example.com"]']])(
    'opener-origins=%s: a live opener gets nothing, never "*"; the opener-gone path, logged',
    (attribute) => {
      const postMessage = vi.fn();
      const { win, calls } = fakeWindow({ postMessage, closed: false });
      errors.mockClear();
      expect(chooseDealer(DEALER, { win, targets: targetsFor(attribute), redirect: null })).toBe(
        'opener-gone',
      );
      expect(postMessage).not.toHaveBeenCalled();
      expect(calls.navigate).toEqual([]);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('the dealer was not posted'));
      // With a redirect configured, the redirect is the way back.
      const redirect = new URL('https://byo.test/done');
      expect(chooseDealer(DEALER, { win, targets: targetsFor(attribute), redirect })).toBe(
        'redirected',
      );
      expect(postMessage).not.toHaveBeenCalled();
      expect(calls.navigate).toEqual([redirectAddress(redirect, DEALER)]);
    },
  );
});

describe('posting to the opener (issue 5)', () => {
  it("posts once with '*' when that is the target (no opener-origins attribute)", () => {
    const postMessage = vi.fn();
    expect(postToOpener({ postMessage }, DEALER.salesforce_record, ['*'])).toBe(true);
    expect(postMessage.mock.calls).toEqual([[DEALER.salesforce_record, '*']]);
  });

  it('posts nothing for no targets', () => {
    const postMessage = vi.fn();
    expect(postToOpener({ postMessage }, DEALER.salesforce_record, [])).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('posts once per configured origin with that exact target origin, never with *', () => {
    const postMessage = vi.fn();
    postToOpener({ postMessage }, 'rec', ['https://a.test', 'http://localhost:8200']);
    expect(postMessage.mock.calls).toEqual([
      ['rec', 'https://a.test'],
      ['rec', 'http://localhost:8200'],
    ]);
  });

  it('catches a throwing postMessage (uncloneable record, bad origin) and reports no post', () => {
    const postMessage = vi.fn(() => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    });
    expect(postToOpener({ postMessage }, 'rec', ['https://a.test'])).toBe(false);
    expect(errors).toHaveBeenCalled();
  });
});

describe('choosing a dealer', () => {
  const redirect = new URL('https://byo.test/done');

  it('live opener, no redirect: posts the salesforce_record and reports sent', () => {
    const postMessage = vi.fn();
    const { win, calls } = fakeWindow({ postMessage, closed: false });
    expect(chooseDealer(DEALER, { win, targets: ['https://byo.test'], redirect: null })).toBe(
      'sent',
    );
    expect(postMessage).toHaveBeenCalledWith(DEALER.salesforce_record, 'https://byo.test');
    expect(calls.navigate).toEqual([]);
  });

  it('live opener and a redirect: posts, then navigates with the dealer query', () => {
    const postMessage = vi.fn();
    const { win, calls } = fakeWindow({ postMessage, closed: false });
    expect(chooseDealer(DEALER, { win, targets: ['*'], redirect })).toBe('redirected');
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(calls.navigate).toEqual([redirectAddress(redirect, DEALER)]);
  });

  it('opener closed: falls back to the redirect', () => {
    const postMessage = vi.fn();
    const { win, calls } = fakeWindow({ postMessage, closed: true });
    expect(chooseDealer(DEALER, { win, targets: ['*'], redirect })).toBe('redirected');
    expect(postMessage).not.toHaveBeenCalled();
    expect(calls.navigate).toHaveLength(1);
  });

  it.each([
    ['no opener', null],
    ['a closed opener', { postMessage: vi.fn(), closed: true }],
  ])('%s and no redirect: opener-gone (the view says so); nothing thrown', (_name, opener) => {
    const { win, calls } = fakeWindow(opener);
    expect(chooseDealer(DEALER, { win, targets: ['*'], redirect: null })).toBe('opener-gone');
    expect(calls.navigate).toEqual([]);
  });

  it('an opener that throws on access, or a postMessage that throws, is opener-gone', () => {
    const win: PopupWindow = {
      opener: () => {
        throw new Error('denied');
      },
      navigate: vi.fn(),
      close: vi.fn(),
      closed: () => false,
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(chooseDealer(DEALER, { win, targets: ['*'], redirect: null })).toBe('opener-gone');
    warn.mockRestore();
    const throwing = fakeWindow({
      postMessage: vi.fn(() => {
        throw new Error('x');
      }),
      closed: false,
    });
    expect(chooseDealer(DEALER, { win: throwing.win, targets: ['*'], redirect: null })).toBe(
      'opener-gone',
    );
  });

  it('a navigation that throws is caught: sent when posted, else opener-gone', () => {
    const { win } = fakeWindow(null);
    win.navigate = () => {
      throw new Error('blocked');
    };
    expect(chooseDealer(DEALER, { win, targets: ['*'], redirect })).toBe('opener-gone');
  });
});

describe('dismiss (spec §2)', () => {
  it('closes the window without a redirect', () => {
    const fake = fakeWindow(null);
    fake.setClosesOnClose();
    expect(dismiss({ win: fake.win, targets: ['*'], redirect: null })).toBe('closed');
    expect(fake.calls.navigate).toEqual([]);
  });

  it('reports close-blocked when the browser keeps the window open', () => {
    const { win, calls } = fakeWindow(null);
    expect(dismiss({ win, targets: ['*'], redirect: null })).toBe('close-blocked');
    expect(calls.close).toBe(1);
  });

  it('redirects (to the bare redirect, no dealer) when a redirect is configured', () => {
    const { win, calls } = fakeWindow(null);
    const redirect = new URL('https://byo.test/done?s=1');
    expect(dismiss({ win, targets: ['*'], redirect })).toBe('redirected');
    expect(calls.navigate).toEqual(['https://byo.test/done?s=1']);
    expect(calls.close).toBe(0);
  });
});
