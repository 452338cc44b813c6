/**
 * The QA toolbar at the top of each gallery page: links to every scenario, locale and theme of
 * the current page (plain links, so every state has an address QA can share). It must not change
 * what QA measures on the page below it:
 *
 * - its room is held from the first paint (gallery.css: the body's top padding on every page that
 *   loads gallery.js, the bar placed over it, one row that scrolls sideways inside itself on a
 *   narrow window), so drawing it shifts nothing (CLS 0);
 * - it is a labelled complementary landmark, not a second banner beside the page's header;
 * - it comes after the page's skip link, which stays the first stop of the Tab order.
 */
export interface ToolbarOptions {
  scenario: string;
  scenarios: readonly string[];
  lang: string;
  locales: readonly string[];
  theme: string;
  themes: readonly string[];
  /** The page's elements: each gets a link to its generated API page (api/<tag>.html). */
  elements?: readonly string[];
  dir: string;
  /** The gallery's index from this page: `./`, or `../` on an API page (api/<tag>.html). */
  root?: string;
}

/** The values a parameter takes when it is absent from the address. */
const DEFAULTS = new Set(['default', 'en', 'manufacturer', 'ltr']);
const THEME_LABELS: Record<string, string> = {
  manufacturer: 'Manufacturer',
  'sister-brand': 'Sister brand',
  'dealer-site': 'Dealer site',
};

function link(label: string, params: Record<string, string>, current: boolean): HTMLAnchorElement {
  const url = new URL(location.href);
  for (const [key, value] of Object.entries(params)) {
    if (DEFAULTS.has(value)) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  url.hash = '';
  const a = document.createElement('a');
  a.href = url.pathname + url.search;
  a.textContent = label;
  if (current) a.setAttribute('aria-current', 'page');
  return a;
}

function group(label: string, links: HTMLAnchorElement[]): HTMLElement {
  const nav = document.createElement('nav');
  nav.setAttribute('aria-label', label);
  const heading = document.createElement('span');
  heading.textContent = `${label}:`;
  nav.append(heading, ...links);
  return nav;
}

export function renderToolbar(options: ToolbarOptions): void {
  const bar = document.createElement('aside');
  bar.className = 'gallery-toolbar';
  bar.setAttribute('aria-label', 'QA gallery');
  const home = document.createElement('a');
  const root = options.root ?? './';
  home.href = root;
  home.textContent = '← Gallery';
  bar.append(
    home,
    group(
      'Scenario',
      options.scenarios.map((s) => link(s, { scenario: s }, s === options.scenario)),
    ),
    group(
      'Language',
      options.locales.map((l) => link(l.toUpperCase(), { lang: l }, l === options.lang)),
    ),
    group(
      'Theme',
      options.themes.map((t) => link(THEME_LABELS[t] ?? t, { theme: t }, t === options.theme)),
    ),
    group('Direction', [
      link('Left to right', { dir: 'ltr' }, options.dir === 'ltr'),
      link('Right to left', { dir: 'rtl' }, options.dir === 'rtl'),
    ]),
  );
  const elements = options.elements ?? [];
  if (elements.length)
    bar.append(
      group(
        'API',
        elements.map((tag) => {
          const a = document.createElement('a');
          a.href = `${root}api/${tag}.html`;
          a.textContent = `<${tag}>`;
          if (new URL(a.href).pathname === location.pathname)
            a.setAttribute('aria-current', 'page');
          return a;
        }),
      ),
    );
  // After the page's skip link (a same-page link that opens the body), before everything else.
  const first = document.body.firstElementChild;
  if (first instanceof HTMLAnchorElement && first.getAttribute('href')?.startsWith('#'))
    first.after(bar);
  else document.body.prepend(bar);
}
