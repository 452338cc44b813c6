import { act, fireEvent } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountView } from '@mf/page-tools/testing/harness';
import { socialShareApi } from './social-share.api';
import { COPIED_MS, SocialShare } from './social-share';
import { shareHref, shareTitle, shareUrl, validateNetworks } from './internal/share-links';

const renderShare = (props = {}) => mountView(socialShareApi, SocialShare, { props });

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.title = 'The new MF 5S | MF Machinery';
  history.replaceState(null, '', '/tractors/mf-5s?ref=home#modal-quote');
});
afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const links = (view: ReturnType<typeof renderShare>) => [
  ...view.shadow.querySelectorAll<HTMLAnchorElement>('a[part~="link"]'),
];
const button = (view: ReturnType<typeof renderShare>, name: RegExp) =>
  [...view.shadow.querySelectorAll<HTMLButtonElement>('button')].find((b) =>
    name.test(b.textContent ?? ''),
  )!;

describe('share addresses (pure)', () => {
  it('the page address without its hash or credentials; the canonical link first', () => {
    expect(shareUrl('')).toBe('http://localhost:3000/tractors/mf-5s?ref=home');
    document.head.innerHTML = '<link rel="canonical" href="https://mf.example/5s#x">';
    expect(shareUrl('')).toBe('https://mf.example/5s');
    expect(shareUrl('https://user:pw@mf.example/a')).toBe('https://mf.example/a');
    expect(shareUrl('javascript:alert(1)')).toBe('https://mf.example/5s');
  });

  it('the title on one line, without control characters, at most 200 characters', () => {
    expect(shareTitle('')).toBe('The new MF 5S | MF Machinery');
    expect(shareTitle(' A\u0000\nB\t C ')).toBe('A B C');
    expect(shareTitle('x'.repeat(300))).toHaveLength(200);
  });

  it('each network’s address encodes the page; a lone surrogate does not throw', () => {
    const url = 'https://mf.example/a?b=1&c=2';
    expect(shareHref('facebook', url, 'T')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fmf.example%2Fa%3Fb%3D1%26c%3D2',
    );
    expect(shareHref('x', url, 'MF & co')).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Fmf.example%2Fa%3Fb%3D1%26c%3D2&text=MF%20%26%20co',
    );
    expect(shareHref('email', url, 'T')).toBe(
      'mailto:?subject=T&body=T%0Ahttps%3A%2F%2Fmf.example%2Fa%3Fb%3D1%26c%3D2',
    );
    expect(shareHref('whatsapp', url, 'T \uD800')).toBe(
      'https://wa.me/?text=T%20%EF%BF%BD%20https%3A%2F%2Fmf.example%2Fa%3Fb%3D1%26c%3D2',
    );
  });

  it('networks: known names only', () => {
    expect(validateNetworks(' xing  email ')).toBe('xing email');
    expect(() => validateNetworks('myspace')).toThrow('unknown network "myspace"');
    expect(() => validateNetworks(' ')).toThrow('name at least one network');
  });
});

describe('<mf-social-share> view: links where there is no share sheet', () => {
  it('a named group of network links opening in a new tab, e-mail, and Copy link', () => {
    const view = renderShare();
    expect(view.base()).toHaveAttribute('data-state', 'links');
    expect(view.base()).toHaveAccessibleName('Share this page');
    expect(links(view).map((a) => a.textContent)).toEqual([
      'Share on Facebook (opens in a new tab)',
      'Share on X (opens in a new tab)',
      'Share on LinkedIn (opens in a new tab)',
      'Share on WhatsApp (opens in a new tab)',
      'Share by e-mail',
    ]);
    expect(links(view)[0]).toHaveAttribute('target', '_blank');
    expect(links(view)[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links(view)[4]).not.toHaveAttribute('target');
    expect(links(view)[4]!.href).toMatch(/^mailto:\?subject=The%20new%20MF%205S/);
    expect(button(view, /Copy link/)).toBeDefined();
    view.cleanup();
  });

  it('follows the networks attribute; a click on a link is reported', () => {
    const view = renderShare({ networks: 'xing email' });
    expect(links(view).map((a) => new URL(a.href).protocol)).toEqual(['https:', 'mailto:']);
    fireEvent.click(links(view)[0]!, { button: 1 });
    expect(view.emit).toHaveBeenCalledWith('mf-share', { method: 'xing' });
    view.cleanup();
  });
});

describe('<mf-social-share> view: the share sheet (Web Share API)', () => {
  it('where the browser has one: a Share button that opens it with the page', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    const view = renderShare();
    expect(view.base()).toHaveAttribute('data-state', 'native');
    expect(links(view)).toEqual([]);
    await act(async () => button(view, /^Share$/).click());
    expect(share).toHaveBeenCalledWith({
      url: 'http://localhost:3000/tractors/mf-5s?ref=home',
      title: 'The new MF 5S | MF Machinery',
    });
    expect(view.emit).toHaveBeenCalledWith('mf-share', { method: 'native' });
    view.cleanup();
  });

  it('closing the sheet changes nothing; a failing sheet is logged and the links take its place', async () => {
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('cancelled', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('not allowed', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, share });
    const view = renderShare();
    await act(async () => button(view, /^Share$/).click());
    expect(view.base()).toHaveAttribute('data-state', 'native');
    expect(errors).not.toHaveBeenCalled();
    await act(async () => button(view, /^Share$/).click());
    expect(view.base()).toHaveAttribute('data-state', 'links');
    expect(view.shadow.activeElement).toBe(links(view)[0]);
    expect(errors).toHaveBeenCalledWith(
      'mf-social-share: the share sheet failed; the links are shown instead',
      expect.any(DOMException),
    );
    view.cleanup();
  });
});

describe('<mf-social-share> view: copy link', () => {
  it('copies the address, says so on the button and in a live region, then offers it again', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const view = renderShare();
    await act(async () => button(view, /Copy link/).click());
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/tractors/mf-5s?ref=home');
    expect(button(view, /Link copied/)).toBeDefined();
    expect(view.shadow.querySelector('[role="status"]')).toHaveTextContent('Link copied');
    expect(view.emit).toHaveBeenCalledWith('mf-share', { method: 'copy' });
    act(() => vi.advanceTimersByTime(COPIED_MS));
    expect(button(view, /Copy link/)).toBeDefined();
    expect(view.shadow.querySelector('[role="status"]')).toHaveTextContent('');
    view.cleanup();
  });

  it('where copying is refused: logged, and the address offered selected in a field', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const view = renderShare();
    await act(async () => button(view, /Copy link/).click());
    const field = view.shadow.querySelector<HTMLInputElement>('[part~="input"]')!;
    expect(field).toHaveValue('http://localhost:3000/tractors/mf-5s?ref=home');
    expect(field).toHaveAccessibleName('Copy this link:');
    expect(view.shadow.activeElement).toBe(field);
    expect(errors).toHaveBeenCalledWith(
      'mf-social-share: the link could not be copied',
      expect.any(DOMException),
    );
    view.cleanup();
  });

  it('a browser without clipboard access gets the field too', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const view = renderShare();
    await act(async () => button(view, /Copy link/).click());
    expect(view.shadow.querySelector('[part~="input"]')).not.toBeNull();
    view.cleanup();
  });
});
