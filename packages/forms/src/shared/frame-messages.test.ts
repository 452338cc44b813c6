import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  frameHeight,
  handleHeightMessage,
  isBrochureSubmit,
  isTrustedFormOrigin,
  frameMatch,
  parseFormAction,
  parseHeightMessage,
  registerLeadFrame,
  type RegisteredFrame,
} from './frame-messages';

const FORM = 'https://agcocorp.my.salesforce-sites.com/leadform?RequestType=brochure';
const ORIGIN = 'https://agcocorp.my.salesforce-sites.com';

function frame(src: string) {
  const element = document.createElement('iframe');
  element.src = src;
  document.body.append(element);
  return { frame: element, setHeight: vi.fn<(px: number) => void>() } satisfies RegisteredFrame;
}

const heightMessage = (height: unknown, location: unknown = FORM) =>
  JSON.stringify({ sfLeadFormDocHeight: height, location });

describe('height messages (spec §5, §7, §9)', () => {
  it('uses a message only when the height is a number and the location a string', () => {
    expect(parseHeightMessage(heightMessage(812))).toEqual({ height: 812, location: FORM });
    expect(parseHeightMessage({ sfLeadFormDocHeight: 812, location: FORM })).toEqual({
      height: 812,
      location: FORM,
    });
    expect(parseHeightMessage(heightMessage('812'))).toBeNull();
    expect(parseHeightMessage(heightMessage(NaN))).toBeNull();
    expect(parseHeightMessage(heightMessage(812, 42))).toBeNull();
    expect(parseHeightMessage('not json')).toBeNull();
    expect(parseHeightMessage('{"other":1}')).toBeNull();
  });

  it('makes the frame height + 40 px, clamping absurd heights', () => {
    expect(frameHeight(812)).toBe(852);
    expect(frameHeight(99_999_999)).toBe(10_040);
    expect(frameHeight(-500)).toBe(140);
  });

  it('matches a frame by address (hash ignored), else by origin and path', () => {
    const demo = `${ORIGIN}/leadform?RequestType=demo`;
    expect(frameMatch(`${FORM}#x`, FORM)).toBe('exact');
    expect(frameMatch(demo, FORM)).toBe('path');
    expect(frameMatch(`${FORM}#x`, `${ORIGIN}/leadform?thanks=1`)).toBe('path');
    expect(frameMatch(FORM, 'https://evil.test/leadform')).toBeNull();
    expect(frameMatch(FORM, `${ORIGIN}/other`)).toBeNull();
    expect(frameMatch(FORM, 'not a url')).toBeNull();
  });

  it('resizes the matching frame for a message from its own window and origin', () => {
    const entry = frame(FORM);
    const outcome = handleHeightMessage(
      { data: heightMessage(812), origin: ORIGIN, source: entry.frame.contentWindow },
      [entry],
    );
    expect(outcome).toBe('resized');
    expect(entry.setHeight).toHaveBeenCalledWith(852);
  });

  it.each([
    ['a non-number height', heightMessage('812'), ORIGIN, 'own', 'ignored'],
    ['a wrong origin', heightMessage(812), 'https://evil.test', 'own', 'wrong-origin'],
    ['a look-alike origin', heightMessage(812), `${ORIGIN}.evil.test`, 'own', 'wrong-origin'],
    ['the wrong window', heightMessage(812), ORIGIN, 'other', 'wrong-window'],
    ['no window', heightMessage(812), ORIGIN, 'none', 'wrong-window'],
    ['an unknown location', heightMessage(812, 'https://x.test/f'), ORIGIN, 'own', 'no-frame'],
  ] as const)('ignores %s', (_what, data, origin, sender, expected) => {
    const entry = frame(FORM);
    const other = frame('about:blank');
    const source =
      sender === 'own'
        ? entry.frame.contentWindow
        : sender === 'other'
          ? other.frame.contentWindow
          : null;
    expect(handleHeightMessage({ data, origin, source }, [entry])).toBe(expected);
    expect(entry.setHeight).not.toHaveBeenCalled();
  });

  // Several frames on the page: the sending window is checked first, so only a
  // registered frame's own messages are considered, and the spec's error stays for two frames
  // with the same address.
  const DEMO = `${ORIGIN}/leadform?RequestType=demo`;
  const THANKS = `${ORIGIN}/leadform?thanks=1`;
  it.each([
    // what, frame addresses, sender (index, or -1: a window that is no registered frame),
    // location, outcome, resized frame (index or -1), console error
    // Identical forms (a repeated include) each size themselves, by sending window.
    [
      'two frames with the same address, the first sends',
      [FORM, FORM],
      0,
      FORM,
      'resized',
      0,
      false,
    ],
    [
      'two frames with the same address, the second sends',
      [FORM, FORM],
      1,
      FORM,
      'resized',
      1,
      false,
    ],
    ['three identical frames, the last sends', [FORM, FORM, FORM], 2, FORM, 'resized', 2, false],
    [
      'same form path, the sender on its thank-you address',
      [FORM, DEMO],
      1,
      THANKS,
      'resized',
      1,
      false,
    ],
    ['same form path, the other frame sends', [FORM, DEMO], 0, THANKS, 'resized', 0, false],
    ['same form path, each its own address', [FORM, DEMO], 1, DEMO, 'resized', 1, false],
    ['an unregistered window naming two frames', [FORM, FORM], -1, FORM, 'wrong-window', -1, false],
    [
      'an unregistered window on a shared path',
      [FORM, DEMO],
      -1,
      THANKS,
      'wrong-window',
      -1,
      false,
    ],
  ] as const)('%s', (_what, sources, sender, location, expected, resized, logged) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const entries = sources.map((src) => frame(src));
    const stranger = document.createElement('iframe');
    document.body.append(stranger);
    const source = sender === -1 ? stranger.contentWindow : entries[sender]!.frame.contentWindow;
    expect(
      handleHeightMessage({ data: heightMessage(812, location), origin: ORIGIN, source }, entries),
    ).toBe(expected);
    entries.forEach((entry, index) => {
      if (index === resized) expect(entry.setHeight).toHaveBeenCalledWith(852);
      else expect(entry.setHeight).not.toHaveBeenCalled();
    });
    if (logged)
      expect(error).toHaveBeenCalledWith(expect.stringContaining('More than one lead-form frame'));
    else expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  describe('registerLeadFrame', () => {
    afterEach(() => vi.restoreAllMocks());
    it('listens on the window while a frame is registered, across registrations', () => {
      const add = vi.spyOn(window, 'addEventListener');
      const remove = vi.spyOn(window, 'removeEventListener');
      const one = frame(FORM);
      const two = frame(`${ORIGIN}/other`);
      const offOne = registerLeadFrame(one);
      const offTwo = registerLeadFrame(two);
      expect(add.mock.calls.filter(([type]) => type === 'message')).toHaveLength(1);
      window.dispatchEvent(
        new MessageEvent('message', {
          data: heightMessage(300),
          origin: ORIGIN,
          source: one.frame.contentWindow,
        }),
      );
      expect(one.setHeight).toHaveBeenCalledWith(340);
      offOne();
      expect(remove.mock.calls.filter(([type]) => type === 'message')).toHaveLength(0);
      offTwo();
      expect(remove.mock.calls.filter(([type]) => type === 'message')).toHaveLength(1);
    });
  });
});

describe('form_action messages (spec §7)', () => {
  it.each([
    ['the form host', 'https://agcocorp.my.salesforce-sites.com', true],
    [
      'a sandbox of the corporate org',
      'https://agcocorp--uat.sandbox.my.salesforce-sites.com',
      true,
    ],
    ['the host itself when it contains the name', 'https://agcocorp.example', false],
    ['a look-alike suffix', 'https://agcocorp.my.salesforce-sites.com.evil.test', false],
    ['a look-alike prefix label', 'https://evil-agcocorp.my.salesforce-sites.com', false],
    ['another org on the host', 'https://other.my.salesforce-sites.com', false],
    ['the name in a path-like origin', 'https://evil.test/agcocorp.my.salesforce-sites.com', false],
    ['plain http', 'http://agcocorp.my.salesforce-sites.com', false],
    ['the string "null"', 'null', false],
  ])('%s: %s -> %s', (_what, origin, trusted) => {
    expect(isTrustedFormOrigin(origin, 'agcocorp', 'my.salesforce-sites.com')).toBe(trusted);
  });

  it('accepts http only on localhost (the gallery), with the port as part of the host', () => {
    expect(isTrustedFormOrigin('http://localhost:8001', 'localhost', 'localhost:8001')).toBe(true);
    expect(isTrustedFormOrigin('http://localhost:8000', 'localhost', 'localhost:8001')).toBe(false);
    expect(isTrustedFormOrigin('http://localhost:8001', '', 'localhost:8001')).toBe(false);
  });

  it('reads form_action and type; a brochure on_submit reveals the brochure', () => {
    const action = parseFormAction('{"form_action":"on_submit","type":"brochure"}');
    expect(action).toEqual({ formAction: 'on_submit', type: 'brochure' });
    expect(isBrochureSubmit(action)).toBe(true);
    expect(isBrochureSubmit(parseFormAction({ form_action: 'on_submit', type: 'demo' }))).toBe(
      false,
    );
    expect(isBrochureSubmit(parseFormAction({ form_action: 'on_load', type: 'brochure' }))).toBe(
      false,
    );
    expect(parseFormAction({ type: 'brochure' })).toBeNull();
    expect(parseFormAction('[]')).toBeNull();
  });
});
