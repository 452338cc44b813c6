import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coercePropertyValue, parseAttributeValue } from '@mf/core/element/attribute-value';
import { dealerLocatorApi } from '../../dealer-locator.api';
import { chooseDealer, dismiss, openerTargets, postToOpener, type PopupWindow } from './hand-back';
import { POPUP_DEALER as DEALER } from '@mf/dealer-locator/testing/popup-dealer';
import { redirectAddress } from './redirect';

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
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

describe('where the record may go: opener-origins (fail closed)', () => {
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
    // Parsing says what it refuses (an empty value is not parsed at all): text that is not JSON
    // is reported as a warning (core/element/problems), an entry the validator drops is logged.
    const warn = vi.mocked(console.warn);
    if (expected.length === 0 && attribute?.trim())
      expect(errors.mock.calls.length + warn.mock.calls.length).toBeGreaterThan(0);
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

describe('posting to the opener', () => {
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
