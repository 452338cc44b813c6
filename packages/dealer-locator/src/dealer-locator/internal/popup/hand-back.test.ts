import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseDealer, dismiss, postToOpener, type PopupWindow } from './hand-back';
import type { PopupDealer } from './popup-answer';
import { acceptRedirect, DEALER_INFO_SEPARATOR, redirectAddress } from './redirect';

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

describe('redirect query string (spec §7)', () => {
  it('appends the dealer parameters in order, then dealerInfo_t, keeping the redirect query', () => {
    const href = redirectAddress(new URL('https://byo.test/done?session=abc#x'), DEALER);
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://byo.test/done');
    expect([...url.searchParams.keys()]).toEqual([
      'session',
      'BYO_Dealer_Number',
      'bYO_Dealer_Name',
      'bYO_Dealer_Address',
      'bYO_Dealer_City',
      'bYO_Dealer_State_Province',
      'bYO_Dealer_Zip_Postal',
      'dealerPhone',
      'dealerInfo_t',
    ]);
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
  });

  it('URL-encodes every value (no raw &, #, + or $ in the query)', () => {
    const query = new URL(redirectAddress(new URL('https://byo.test/'), DEALER)).search;
    expect(query).toContain('bYO_Dealer_Name=Prairie+%26+Sons+Farm+Equipment');
    expect(query).toContain('bYO_Dealer_Address=1200+Main+St+%234');
    expect(query).toContain('dealerPhone=%2B1+%28515%29+555-0100');
    expect(query).toContain(`dealerInfo_t=D042%24%24Prairie`);
    expect(DEALER_INFO_SEPARATOR).toBe('$$');
  });

  it('leaves dealerPhone out (of the query and of dealerInfo_t) when there is no phone', () => {
    const url = new URL(
      redirectAddress(new URL('https://byo.test/'), { ...DEALER, phone_main: '' }),
    );
    expect(url.searchParams.has('dealerPhone')).toBe(false);
    expect(url.searchParams.get('dealerInfo_t')).toBe(
      'D042$$Prairie & Sons Farm Equipment$$1200 Main St #4$$Ames$$IA$$50010',
    );
  });

  it('replaces a dealer parameter the redirect already carries', () => {
    const url = new URL(
      redirectAddress(new URL('https://byo.test/?BYO_Dealer_Number=FAKE&dealerPhone=1'), {
        ...DEALER,
        phone_main: '',
      }),
    );
    expect(url.searchParams.getAll('BYO_Dealer_Number')).toEqual(['D042']);
    // A phone in the redirect's own query is the redirect's business: kept as written.
    expect(url.searchParams.get('dealerPhone')).toBe('1');
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

describe('posting to the opener (issue 5)', () => {
  it("posts once with '*' when no opener origin is configured (the spec's behaviour)", () => {
    const postMessage = vi.fn();
    expect(postToOpener({ postMessage }, DEALER.salesforce_record, [])).toBe(true);
    expect(postMessage.mock.calls).toEqual([[DEALER.salesforce_record, '*']]);
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
    expect(chooseDealer(DEALER, { win, openerOrigins: ['https://byo.test'], redirect: null })).toBe(
      'sent',
    );
    expect(postMessage).toHaveBeenCalledWith(DEALER.salesforce_record, 'https://byo.test');
    expect(calls.navigate).toEqual([]);
  });

  it('live opener and a redirect: posts, then navigates with the dealer query', () => {
    const postMessage = vi.fn();
    const { win, calls } = fakeWindow({ postMessage, closed: false });
    expect(chooseDealer(DEALER, { win, openerOrigins: [], redirect })).toBe('redirected');
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(calls.navigate).toEqual([redirectAddress(redirect, DEALER)]);
  });

  it('opener closed: falls back to the redirect', () => {
    const postMessage = vi.fn();
    const { win, calls } = fakeWindow({ postMessage, closed: true });
    expect(chooseDealer(DEALER, { win, openerOrigins: [], redirect })).toBe('redirected');
    expect(postMessage).not.toHaveBeenCalled();
    expect(calls.navigate).toHaveLength(1);
  });

  it.each([
    ['no opener', null],
    ['a closed opener', { postMessage: vi.fn(), closed: true }],
  ])('%s and no redirect: opener-gone (the view says so); nothing thrown', (_name, opener) => {
    const { win, calls } = fakeWindow(opener);
    expect(chooseDealer(DEALER, { win, openerOrigins: [], redirect: null })).toBe('opener-gone');
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
    expect(chooseDealer(DEALER, { win, openerOrigins: [], redirect: null })).toBe('opener-gone');
    warn.mockRestore();
    const throwing = fakeWindow({
      postMessage: vi.fn(() => {
        throw new Error('x');
      }),
      closed: false,
    });
    expect(chooseDealer(DEALER, { win: throwing.win, openerOrigins: [], redirect: null })).toBe(
      'opener-gone',
    );
  });

  it('a navigation that throws is caught: sent when posted, else opener-gone', () => {
    const { win } = fakeWindow(null);
    win.navigate = () => {
      throw new Error('blocked');
    };
    expect(chooseDealer(DEALER, { win, openerOrigins: [], redirect })).toBe('opener-gone');
  });
});

describe('dismiss (spec §2)', () => {
  it('closes the window without a redirect', () => {
    const fake = fakeWindow(null);
    fake.setClosesOnClose();
    expect(dismiss({ win: fake.win, openerOrigins: [], redirect: null })).toBe('closed');
    expect(fake.calls.navigate).toEqual([]);
  });

  it('reports close-blocked when the browser keeps the window open', () => {
    const { win, calls } = fakeWindow(null);
    expect(dismiss({ win, openerOrigins: [], redirect: null })).toBe('close-blocked');
    expect(calls.close).toBe(1);
  });

  it('redirects (to the bare redirect, no dealer) when a redirect is configured', () => {
    const { win, calls } = fakeWindow(null);
    const redirect = new URL('https://byo.test/done?s=1');
    expect(dismiss({ win, openerOrigins: [], redirect })).toBe('redirected');
    expect(calls.navigate).toEqual(['https://byo.test/done?s=1']);
    expect(calls.close).toBe(0);
  });
});
