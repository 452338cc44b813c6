/**
 * The navigation the CMS renders inside the header and the footer (ordinary nested
 * lists of links in the light DOM, so crawlers, visitors whose script fails and the moment before
 * the upgrade all get every link), read into a plain model the views render.
 *
 * A malformed structure reports what it skipped, by path (`main > 2 > 1`: the list, then 1-based
 * positions), and the rest still renders.
 */
import { problemList } from '@mf/core/element/problems';
import { UNSAFE_HREF } from '@mf/core/element/unsafe-links';

export interface NavItem {
  label: string;
  /** The href as the CMS wrote it (relative stays relative). */
  href: string;
  /** `aria-current="page"` on the CMS link. */
  current: boolean;
  /** `lang` of the CMS link, kept for links in another language (the global English home). */
  lang: string;
  /** `data-nav` of the CMS list item (`products` marks the product menu), else ''. */
  mark: string;
  children: NavItem[];
}

/** Nested lists deeper than this are skipped (main item > sub-menu > product family > model). */
export const MAX_DEPTH = 3;

const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The CMS's href when it is a link a visitor may follow (no javascript:, data: ...), else null. */
export function safeNavHref(raw: string | null): string | null {
  if (raw === null) return null;
  const value = raw.trim();
  if (value === '') return null;
  try {
    const base = typeof location === 'undefined' ? 'https://localhost/' : location.href;
    return SAFE_SCHEMES.has(new URL(value, base).protocol) ? value : null;
  } catch {
    return null;
  }
}

export type Skip = (path: string, reason: string) => void;

/**
 * Reads `host` with a `Skip` that gathers what the read skipped, then reports it as the read's
 * whole verdict (core/element/problems): one warning per skipped piece, naming the element
 * (`<tag> (1st on the page): main > 2 is skipped: the list item has no link; the rest is shown.`),
 * said once however often the light DOM is read again, and gone from the list once mended.
 */
export function readReporting<T>(host: Element, read: (skip: Skip) => T): T {
  const problems = problemList(host, 'content');
  const result = read((path, reason) =>
    problems.add({ place: path, problem: `is skipped: ${reason}`, instead: 'the rest is shown' }),
  );
  problems.report();
  return result;
}

function text(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A link element read as an item without children, or null (logged) when unusable. */
export function readLink(anchor: Element, path: string, skip: Skip): NavItem | null {
  const label = text(anchor);
  if (!label) {
    skip(path, 'the link has no text');
    return null;
  }
  const href = safeNavHref(anchor.getAttribute('href'));
  if (href === null) {
    // A link disarmed by the adapter was reported as such (core/element/unsafe-links).
    if (!anchor.hasAttribute(UNSAFE_HREF)) skip(path, `the link "${label}" has no usable href`);
    return null;
  }
  return {
    label,
    href,
    current: anchor.getAttribute('aria-current') === 'page',
    lang: anchor.getAttribute('lang') ?? '',
    mark: '',
    children: [],
  };
}

/**
 * The items of a `<ul>`/`<ol>`: each `<li>` holds one link (its first `<a>` child) and
 * optionally a nested list (its first `<ul>`/`<ol>` child) of the same shape.
 */
export function readList(list: Element, path: string, skip: Skip, depth = 1): NavItem[] {
  const items: NavItem[] = [];
  [...list.children].forEach((child, index) => {
    const at = `${path} > ${index + 1}`;
    if (child.localName !== 'li') {
      skip(at, `<${child.localName}> is not a list item`);
      return;
    }
    const anchor = [...child.children].find((c) => c.localName === 'a');
    if (!anchor) {
      skip(at, 'the list item has no link');
      return;
    }
    const item = readLink(anchor, at, skip);
    if (!item) return;
    item.mark = child.getAttribute('data-nav') ?? '';
    const nested = [...child.children].find((c) => c.localName === 'ul' || c.localName === 'ol');
    if (nested) {
      if (depth >= MAX_DEPTH) skip(`${at} > list`, `lists nest at most ${MAX_DEPTH} deep`);
      else item.children = readList(nested, at, skip, depth + 1);
      // An empty sub-menu would open onto nothing: the item stays a plain link, and says why.
      if (depth < MAX_DEPTH && !item.children.length)
        skip(`${at} > list`, 'the sub-menu has no links');
    }
    items.push(item);
  });
  return items;
}

/** The first list of `container` (itself when it is one), or null. */
export function firstList(container: Element): Element | null {
  if (container.localName === 'ul' || container.localName === 'ol') return container;
  return container.querySelector(':scope > ul, :scope > ol');
}

/** The element's direct children marked `data-nav="<name>"`. */
export function marked(host: Element, name: string): Element[] {
  return [...host.children].filter((c) => c.getAttribute('data-nav') === name);
}
