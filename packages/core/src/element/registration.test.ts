import { afterEach, describe, expect, it, vi } from 'vitest';
import { register, registeredTag } from './registration';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('meta[name="mf-tag-prefix"]').forEach((m) => m.remove());
});

function prefixMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'mf-tag-prefix';
  meta.content = content;
  document.head.append(meta);
}

describe('tag names', () => {
  it('uses the mf- names unless the page names a prefix', () => {
    expect(registeredTag('mf-dealer-locator')).toBe('mf-dealer-locator');
    prefixMeta(' Acme ');
    expect(registeredTag('mf-dealer-locator')).toBe('acme-dealer-locator');
    prefixMeta('x'); // the first meta counts
    expect(registeredTag('mf-news-archive')).toBe('acme-news-archive');
  });

  it('accepts a prefix with inner hyphens and digits', () => {
    prefixMeta('dealer-2');
    expect(registeredTag('mf-news-archive')).toBe('dealer-2-news-archive');
  });

  it('keeps mf for an unusable prefix, logged once per page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const bad of ['2acme', 'ac me', 'acme-', 'ac_me', 'ä']) {
      prefixMeta(bad);
      expect(registeredTag('mf-news-archive'), bad).toBe('mf-news-archive');
      document.head.querySelector('meta[name="mf-tag-prefix"]')!.remove();
    }
    expect(error.mock.calls.map((call) => call[0])).toEqual(['mf-tag-prefix "2acme" is unusable']);
  });

  it('registers once; a second copy of the same element reuses the first silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    expect(register(customElements, 'mf-reg-one', 'mf-reg-one', First)).toBe(First);
    expect(register(customElements, 'mf-reg-one', 'mf-reg-one', Second)).toBe(First);
    expect(customElements.get('mf-reg-one')).toBe(First);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns, naming the tag and the prefix way out, when another class holds the name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    class Foreign extends HTMLElement {}
    class Ours extends HTMLElement {}
    customElements.define('mf-reg-two', Foreign);
    expect(register(customElements, 'mf-reg-two', 'mf-reg-two', Ours)).toBe(Ours);
    expect(customElements.get('mf-reg-two')).toBe(Foreign);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /^mf-reg-two: taken by another class, so ours is not registered \(a prefix: <meta name=mf-tag-prefix>\)$/,
    );
    // The page can still register ours under a name of its own.
    customElements.define('acme-reg-two', Ours);
    expect(customElements.get('acme-reg-two')).toBe(Ours);
  });
});
