/**
 * The quick actions as the page gives them: its own `<a href>` children (present without script,
 * for crawlers and before the upgrade), read into a model the view renders. Pure, no React.
 */
import { problemList } from '@mf/core/element/problems';
import { UNSAFE_HREF } from '@mf/core/element/unsafe-links';

export const ICONS = {
  dealer:
    'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  quote: 'M3 12V3h9l9 9-9 9zM7.5 7.5h.01',
  brochure: 'M2 5h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H2zM22 5h-7a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h8z',
  demo: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  phone: 'M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  link: 'M5 12h14M13 6l6 6-6 6',
} as const;

type IconName = keyof typeof ICONS | 'mail';

export interface QuickAction {
  /** The href as the page wrote it (a same-page `#hash` stays one). */
  href: string;
  text: string;
  icon: IconName;
  /** Attributes carried over to the element's copy of the link. */
  attributes: Readonly<Record<string, string>>;
}

/** Carried over: where it opens, and the modal trigger markup (<mf-modal> finds its copy). */
const KEPT = [
  'target',
  'rel',
  'hreflang',
  'data-toggle',
  'data-target',
  'data-bs-toggle',
  'data-bs-target',
];

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function safeHref(raw: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(raw, location.href).protocol);
  } catch {
    return false;
  }
}

function iconOf(value: string | null): IconName {
  return value === 'mail' || (value !== null && Object.hasOwn(ICONS, value))
    ? (value as IconName)
    : 'link';
}

/**
 * The host's quick-action links; a link without text or with an unsafe address is skipped and
 * reported (core/element/problems, one warning each), and so is a sidebar without any action
 * (it would show nothing: the editor mode says what to add).
 */
export function readActions(host: HTMLElement): QuickAction[] {
  const actions: QuickAction[] = [];
  const problems = problemList(host, 'content');
  host.querySelectorAll('a').forEach((link, index) => {
    // Disarmed by the adapter and reported as such (core/element/unsafe-links).
    if (link.hasAttribute(UNSAFE_HREF)) return;
    const href = link.getAttribute('href')?.trim() ?? '';
    const text = link.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const problem = !href
      ? 'has no href'
      : !safeHref(href)
        ? 'has an unsafe address'
        : !text
          ? 'has no text'
          : '';
    if (problem) {
      problems.add({
        place: `link ${index + 1}`,
        problem,
        value: href && !safeHref(href) ? href : undefined,
        instead: 'skipped',
      });
      return;
    }
    const attributes: Record<string, string> = {};
    for (const name of KEPT) {
      const value = link.getAttribute(name);
      if (value !== null) attributes[name] = value;
    }
    actions.push({ href, text, icon: iconOf(link.getAttribute('data-icon')), attributes });
  });
  if (!actions.length)
    problems.add({
      place: 'content',
      problem: 'has no quick action',
      instead: 'nothing is shown; add a link with its text for each action',
    });
  problems.report();
  return actions;
}
