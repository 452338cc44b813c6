/**
 * Boots a gallery page: picks the scenario and locale from the address, starts the MSW mock
 * backends (before any element is defined, so the first request is already mocked), installs
 * the fakes a page asks for, then loads the element bundles the page names.
 *
 * A page includes: <script type="module" src="./gallery.js" data-elements="mf-events-overview"></script>
 *
 * Market: `?lang=de|fr|ar` (else the market chosen in the market selector) makes the page that
 * market's (<html lang> de-DE, fr-FR or ar-SA; en-GB
 * without it; docs/markets.md): every element speaks its language from the library's own label
 * tables and formats in its units and currency. On every mf- element, each
 * `data-lang-<lang>-<attr>` attribute is copied to `<attr>`: the way a CMS renders its own
 * content (region names, a dialog's name) in the page's language. Arabic pages are right to left.
 *
 * Theme: `?theme=sister-brand|dealer-site` links that shipped theme (dist/themes/<name>.css, plain
 * CSS setting the design tokens on :root) instead of the manufacturer's; the page's chrome
 * follows the same tokens.
 *
 * Direction: `?dir=rtl` makes the page right-to-left (`<html dir="rtl">`, as an Arabic or Hebrew
 * market's page is) and puts an Arabic sample at the top of the page: a sentence with a dealer's
 * phone number, a postcode and a range, isolated the way the elements isolate theirs.
 *
 * Blocked storage: the page still boots (storage-guard.ts, at the top of every gallery script).
 */
import { setupWorker } from 'msw/browser';
import { createHandlers } from '../mocks/handlers';
import { parseScenario, SCENARIOS } from '../mocks/scenario';
import { renderToolbar } from './toolbar';
import { readMarketCookie } from '../../packages/core/src/browser/market';
import { localeOfLink } from '../../packages/core/src/i18n/market';
import { THEMES } from './theme-head';

export const LOCALES = ['en', 'de', 'fr', 'ar'] as const;
/** Each gallery language's market (the `lang` of the page). */
const MARKETS: Record<(typeof LOCALES)[number], string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  ar: 'ar-SA',
};

const params = new URLSearchParams(location.search);
const scenario = parseScenario(params.get('scenario'));
/**
 * The page's language: the address's `lang`, else the market the visitor chose in the market
 * selector (its cookie holds the chosen link, `…?market=fr&lang=fr`), as the sample site's pages
 * of that market would be: every page of the site follows the choice.
 */
const chosen = localeOfLink(readMarketCookie() ?? '')?.slice(0, 2);
const lang = LOCALES.find((l) => l === (params.get('lang') ?? chosen)) ?? 'en';
const theme = THEMES.find((t) => t === params.get('theme')) ?? THEMES[0];
const dir = params.get('dir') === 'rtl' || lang === 'ar' ? 'rtl' : 'ltr';

/**
 * The index from this page: the gallery's pages sit beside this script, the API pages (which
 * boot the gallery for their playground, demo/src/playground.ts) one folder down.
 */
function galleryRoot(): string {
  const base = new URL('./', import.meta.url).pathname;
  const depth = location.pathname.startsWith(base)
    ? location.pathname.slice(base.length).split('/').length - 1
    : 0;
  return depth ? '../'.repeat(depth) : './';
}

/** `?dir=rtl`: the page right-to-left, with an Arabic sample (numbers isolated left-to-right). */
function applyDirection(): void {
  if (dir !== 'rtl') return;
  document.documentElement.dir = 'rtl';
  // The Arabic market's page needs no sample: the elements speak Arabic.
  if (lang === 'ar') return;
  const sample = document.createElement('p');
  sample.className = 'gallery-note gallery-rtl-sample';
  sample.lang = 'ar';
  // "Right-to-left sample: call the dealer on <phone>, postcode <code>, open 8–17."
  sample.innerHTML =
    'نموذج من اليمين إلى اليسار: اتصل بالوكيل على <bdi dir="ltr">+1 871-555-0155</bdi>، ' +
    'الرمز البريدي <bdi dir="ltr">50129</bdi>، مفتوح <bdi dir="ltr">8–17</bdi>.';
  (document.querySelector('main') ?? document.body).prepend(sample);
}

/**
 * The theme's stylesheet: the head's link (written at build time and pointed at `?theme=`'s theme
 * before the first paint, theme-head.ts), else one linked now; resolves when it has loaded, so no
 * element paints unthemed.
 */
function applyTheme(): Promise<void> {
  let link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-theme]');
  if (link?.dataset.theme === theme && link.sheet) return Promise.resolve();
  if (!link) {
    link = document.createElement('link');
    link.rel = 'stylesheet';
    document.head.append(link);
  }
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Theme ${theme} did not load`)), {
      once: true,
    });
  });
  const href = new URL(`./dist/themes/${theme}.css`, import.meta.url).href;
  if (link.href !== href) link.href = href;
  link.dataset.theme = theme;
  document.documentElement.dataset.theme = theme;
  return loaded;
}

function applyLocale(): void {
  document.documentElement.lang = MARKETS[lang];
  if (lang === 'en') return;
  const prefix = `data-lang-${lang}-`;
  for (const element of document.querySelectorAll('*')) {
    if (!element.localName.startsWith('mf-')) continue;
    for (const { name, value } of [...element.attributes]) {
      if (name.startsWith(prefix)) element.setAttribute(name.slice(prefix.length), value);
    }
  }
}

async function boot(): Promise<void> {
  applyLocale();
  applyDirection();
  const themed = applyTheme();
  const script = document.querySelector<HTMLScriptElement>('script[data-elements]');
  const tags = (script?.dataset.elements ?? '').split(/[\s,]+/).filter(Boolean);
  renderToolbar({
    scenario,
    scenarios: SCENARIOS,
    lang,
    locales: LOCALES,
    theme,
    themes: THEMES,
    elements: tags,
    dir,
    root: galleryRoot(),
  });
  const worker = setupWorker(...createHandlers(scenario));
  try {
    await worker.start({
      serviceWorker: { url: new URL('./mockServiceWorker.js', import.meta.url).pathname },
      // Only our CMS endpoints are mocked; everything else (bundles, images) goes to the network.
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  } catch (error) {
    // A browser that blocks site data blocks service workers too: the elements still load and
    // show what they show when their data does not come (their error states), never nothing.
    console.warn(
      'QA gallery: the mock backend could not start; the elements load without it.',
      error,
    );
  }
  await themed;
  await Promise.all(
    tags.map(
      (tag) => import(/* @vite-ignore */ new URL(`./dist/esm/${tag}.js`, import.meta.url).href),
    ),
  );
  await firstRenders(tags);
  document.documentElement.dataset.galleryReady = 'true';
}

/**
 * Resolves once every element of ours on the page has rendered its first tree (its `base` part):
 * the first render is a transition that React slices over several tasks (core's adapter), so an
 * element defined is not yet an element drawn, and "ready" means what QA and the tests see. A
 * closed modal (the dealer locator with `mode="modal"`) draws no `base` until it opens: not
 * waited for (every load of its page waited the full 10 s for it). Gives up after 10 s (an element
 * whose render failed shows its fallback, which has no `base`).
 */
async function firstRenders(tags: readonly string[]): Promise<void> {
  if (!tags.length) return;
  const pending = () =>
    [...document.querySelectorAll(tags.join(','))].some(
      (element) =>
        element.shadowRoot !== null &&
        element.getAttribute('mode') !== 'modal' &&
        element.shadowRoot.querySelector('[part~="base"]') === null,
    );
  const giveUp = performance.now() + 10_000;
  while (pending() && performance.now() < giveUp)
    await new Promise((resolve) => requestAnimationFrame(resolve));
}

export const ready = boot().catch((error: unknown) => {
  console.error('The gallery could not start', error);
  throw error;
});
