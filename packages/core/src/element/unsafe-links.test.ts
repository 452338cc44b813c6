import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemsOf } from './problems';
import { disarmUnsafeLinks, isUnsafeUrl, UNSAFE_HREF } from './unsafe-links';

afterEach(() => vi.restoreAllMocks());

describe('unsafe links of the page (core/element/unsafe-links)', () => {
  it.each([
    ['javascript:alert(1)', true],
    [' JavaScript:alert(1)', true],
    ['java\tscript:alert(1)', true],
    ['data:text/html,<script>x</script>', true],
    ['vbscript:msgbox', true],
    ['/products/8r.html', false],
    ['#specs', false],
    ['https://example.com/', false],
    ['mailto:a@example.com', false],
    ['tel:+18715550155', false],
  ])('%s unsafe: %s', (href, unsafe) => {
    expect(isUnsafeUrl(href)).toBe(unsafe);
  });

  it('disarms each, reports each once, leaves the others; a mended link leaves the list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = document.createElement('mf-x-y');
    host.innerHTML =
      '<a href="javascript:void(0)">Offers</a><a href="/ok">Fine</a><a href="data:text/html,x"></a>';
    disarmUnsafeLinks(host);
    disarmUnsafeLinks(host);
    const [offers, fine, data] = host.querySelectorAll('a');
    expect(offers!.hasAttribute('href')).toBe(false);
    expect(fine!.getAttribute('href')).toBe('/ok');
    expect(data!.getAttribute(UNSAFE_HREF)).toBe('data:text/html,x');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-x-y>: link "Offers" has an address that runs script, got "javascript:void(0)"; the link is disabled.',
      '<mf-x-y>: <a> link has an address that runs script, got "data:text/html,x"; the link is disabled.',
    ]);
    offers!.remove();
    data!.remove();
    disarmUnsafeLinks(host);
    expect(problemsOf(host)).toEqual([]);
  });
});
