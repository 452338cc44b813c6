/**
 * Links of the page's own HTML inside an element that would run something when followed
 * (`javascript:`, `data:`, `vbscript:`: `isUnsafeUrl` below). The element shows or slots
 * that HTML (cards, slides, panels, video overlays), so such a link would stay live on the
 * element's watch: the adapter disarms them when the element mounts, and the light-DOM readers
 * again after each change (core/element/light-dom). The address moves to `data-mf-unsafe-href`
 * (the link stays as text, and an editor still sees what was written), and each is reported once
 * (core/element/problems) until the page mends it.
 */
import { problemList, shorten } from './problems';

/** Schemes that run script or carry a document of their own when a link is followed. */
const UNSAFE_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:']);

/**
 * A link address that would run something when followed, read as the browser reads it: case,
 * spaces, tabs and line breaks inside the scheme do not hide it. A relative, http(s), mailto: or
 * tel: address is not unsafe. (Addresses an element renders itself, from JSON or a network
 * answer, go through core/parse `safeHttpUrl`, which keeps http(s) only; this one judges the
 * page's own links, which may be relative or mailto:, and lives here so that the shared runtime,
 * which runs it at every mount, does not carry all of core/parse.)
 */
export function isUnsafeUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  try {
    return UNSAFE_SCHEMES.has(new URL(value, 'https://localhost/').protocol);
  } catch {
    return false;
  }
}

/** Where a disarmed link keeps the address it had. */
export const UNSAFE_HREF = 'data-mf-unsafe-href';

/** Disarms the unsafe links inside `host` and reports every disarmed one it holds. */
export function disarmUnsafeLinks(host: Element): void {
  const problems = problemList(host, 'unsafe links');
  for (const link of host.querySelectorAll(`a[href], area[href], [${UNSAFE_HREF}]`)) {
    const href = link.getAttribute('href');
    if (href !== null && isUnsafeUrl(href)) {
      link.setAttribute(UNSAFE_HREF, href);
      link.removeAttribute('href');
    }
    const disarmed = link.getAttribute(UNSAFE_HREF);
    if (disarmed === null || link.hasAttribute('href')) continue;
    const text = shorten(link.textContent ?? '').slice(0, 40);
    problems.add({
      place: text ? `link "${text}"` : `<${link.localName}> link`,
      problem: 'has an address that runs script',
      value: disarmed,
      instead: 'the link is disabled',
    });
  }
  problems.report();
}
