/**
 * Law "forced colours and broken tokens" (docs/laws/colours.md), for every element as its gallery
 * page configures it (demo/<tag>.html), against the gallery's mock backends:
 *
 * - forced colours (Playwright's emulation, which paints the page as Windows High Contrast does):
 *   every button drawn has a visible boundary (a border on every side or an outline), and every
 *   selected, current or pressed item differs from a sibling of its kind by more than its
 *   background colour (the system paints all backgrounds alike);
 * - a colour token set to a value that is no colour (each `--mf-color-*` of tokens.css alone, then
 *   all of them): each text of the element keeps AA contrast (4.5:1, 3:1 when large) against the
 *   background it is actually drawn on, from getComputedStyle (before the fix, a broken
 *   `--mf-color-brand` gave white on a transparent fill: 1.0:1).
 */
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import { emulateMedia } from '@web/test-runner-commands';
import tokensCss from '../../../packages/core/src/tokens/tokens.css';
import { contrastRatio, formatColour, mix, parseColour, type Rgba } from '../../../scripts/colour';
import { galleryMarkup } from '../../conformance/chromium-support';
import { expect, loadElement, networkIdle, nextFrame, startMocks, waitFor } from '../helpers';
import { COMPARE_IDS } from './compare-support';
import { deepElements, galleryDocument, law } from './support';

interface Fixture {
  /** How many selected, current or pressed items the element shows (at least), once prepared. */
  current: number;
  /** Puts the element where the law looks: a dialog opened, a pager shown. */
  prepare?: (host: HTMLElement) => Promise<void>;
  /** Markup in place of the gallery page's (an element that needs another configuration). */
  markup?: string;
  /** A change to the gallery page's markup before it is connected (a link marked current). */
  edit?: (host: Element) => void;
  /** False where the element draws no text of its own to measure (say why beside it). */
  text?: false;
}

/** Every public colour token of tokens.css. */
const COLOUR_TOKENS = [...new Set(tokensCss.match(/--mf-color-[\w-]+/g))];
/** Each token alone set to a value that is no colour (a typo in a theme), then all of them. */
const BROKEN = [
  { what: 'no token set', style: '' },
  ...COLOUR_TOKENS.map((name) => ({ what: name, style: `${name}: not-a-colour` })),
  {
    what: 'every colour token',
    style: COLOUR_TOKENS.map((name) => `${name}: not-a-colour`).join(';'),
  },
];

const STATE = '[aria-selected=true],[aria-current]:not([aria-current=false]),[aria-pressed=true]';

const shadowed = (el: Element) => el.getRootNode() instanceof ShadowRoot;
const shown = (el: Element) => {
  if (!el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
  const box = el.getBoundingClientRect();
  return box.width > 2 && box.height > 2;
};
const describeNode = (el: Element) =>
  `${el.localName}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}${el.textContent?.trim() ? ` "${el.textContent.trim().slice(0, 30)}"` : ''}`;

/** Border on every side or an outline, drawn in a colour that is not transparent. */
function boundary(el: Element): boolean {
  const style = getComputedStyle(el);
  const drawn = (width: string, line: string, colour: string) =>
    parseFloat(width) > 0 && !['none', 'hidden'].includes(line) && parseColour(colour).a > 0;
  const sides = ['top', 'right', 'bottom', 'left'].every((side) =>
    drawn(
      style.getPropertyValue(`border-${side}-width`),
      style.getPropertyValue(`border-${side}-style`),
      style.getPropertyValue(`border-${side}-color`),
    ),
  );
  return sides || drawn(style.outlineWidth, style.outlineStyle, style.outlineColor);
}

/** What a sighted visitor can tell apart besides the fill: text colour, lines, weight, marks. */
const LOOK = [
  'color',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-width',
  'border-bottom-style',
  'border-bottom-color',
  'border-left-width',
  'border-right-width',
  'outline-style',
  'outline-width',
  'outline-color',
  'text-decoration-line',
  'font-weight',
  'box-shadow',
  'content',
];
function look(el: Element): string {
  return [undefined, '::before', '::after']
    .map((pseudo) => {
      const style = getComputedStyle(el, pseudo);
      return LOOK.map((name) => `${pseudo ?? ''}${name}=${style.getPropertyValue(name)}`).join(';');
    })
    .join('|');
}

/** A sibling of the same kind that is not selected: same tag and role, within two levels up. */
function peer(el: Element): Element | null {
  const kind = (e: Element) => `${e.localName}/${e.getAttribute('role')}/${e.classList[0] ?? ''}`;
  for (let scope = el.parentElement, up = 0; scope && up < 3; scope = scope.parentElement, up++) {
    const found = [...scope.querySelectorAll(el.localName)].find(
      (other) => other !== el && kind(other) === kind(el) && !other.matches(STATE) && shown(other),
    );
    if (found) return found;
  }
  return null;
}

/** The element's parent in the flat tree (slot, shadow host). */
const flatParent = (el: Element): Element | null =>
  el.assignedSlot ??
  el.parentElement ??
  (el.parentNode instanceof ShadowRoot ? el.parentNode.host : null);

const rgba = (colour: Rgba) => formatColour(colour);

/**
 * The colour the text of `el` is drawn on: the backgrounds from `el` up to the page, composited
 * (the page's own is white). Null where an image is behind it (the contrast is not computable).
 */
function backdrop(el: Element): string | null {
  const layers: Rgba[] = [];
  for (let at: Element | null = el; at; at = flatParent(at)) {
    const style = getComputedStyle(at);
    if (style.backgroundImage !== 'none' || at.localName === 'img' || at.localName === 'video')
      return null;
    const fill = parseColour(style.backgroundColor);
    if (fill.a > 0) layers.push(fill);
    if (fill.a >= 1) break;
  }
  let colour: Rgba = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of layers.reverse()) colour = { ...mix(layer, colour, layer.a), a: 1 };
  return rgba(colour);
}

/** Opacity of `el` and its flat-tree ancestors together. */
function opacity(el: Element): number {
  let value = 1;
  for (let at: Element | null = el; at; at = flatParent(at))
    value *= Number(getComputedStyle(at).opacity);
  return value;
}

/** The texts of the element's shadow trees measured, and those below AA, described. */
function contrasts(container: Element): { measured: number; failures: string[] } {
  const failures: string[] = [];
  let measured = 0;
  for (const el of deepElements(container)) {
    if (!shown(el)) continue;
    const text = [...el.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent!.trim())
      .join(' ')
      .trim();
    if (!text) continue;
    // WCAG 1.4.3: text of a disabled control is exempt.
    if (el.closest(':disabled,[aria-disabled=true]')) continue;
    const background = backdrop(el);
    if (!background) continue;
    const style = getComputedStyle(el);
    const colour = parseColour(style.color);
    const foreground = rgba({ ...colour, a: colour.a * opacity(el) });
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const ratio = contrastRatio(foreground, background);
    measured++;
    if (ratio < (large ? 3 : 4.5))
      failures.push(
        `${describeNode(el)}: ${style.color} on ${background} = ${ratio.toFixed(2)}:1 (needs ${large ? 3 : 4.5})`,
      );
  }
  return { measured, failures };
}

/** The element's gallery markup mounted (with the elements its page loads), drawn and settled. */
async function mount(
  tag: string,
  { markup, edit, prepare }: Fixture,
): Promise<{ container: HTMLElement; host: HTMLElement }> {
  const page = await galleryDocument(tag);
  const tags = (page.querySelector('script[data-elements]')?.getAttribute('data-elements') ?? tag)
    .split(/\s+/)
    .filter(Boolean);
  await Promise.all(tags.map((t) => loadElement(t)));
  const container = document.createElement('div');
  container.className = 'law-colours';
  if (markup) container.innerHTML = markup;
  else {
    const copy = document.importNode(galleryMarkup(page, tag), true);
    edit?.(copy);
    container.append(copy);
  }
  const host = container.querySelector<HTMLElement>(tag)!;
  document.body.append(container);
  await waitFor(
    () =>
      [...container.querySelectorAll('*')]
        .filter((el) => el.localName.startsWith('mf-') && customElements.get(el.localName))
        .every((el) => el.shadowRoot?.querySelector('[part~=base]')),
    8000,
    `<${tag}> drawn`,
  );
  await networkIdle();
  await prepare?.(host);
  await settled();
  return { container, host };
}

/** Every animation and transition that ends has ended (a dialog fading in, a pager appearing). */
async function settled(): Promise<void> {
  await nextFrame();
  await Promise.all(
    [...deepElements(document.body)]
      .flatMap((el) => el.getAnimations())
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
}

/** Marks the page's link `selector` as the current page, as the CMS renders it on that page. */
const markCurrent = (selector: string) => (host: Element) =>
  host.querySelector(selector)!.setAttribute('aria-current', 'page');

/** Clicks the first `button` of the element's tree and waits for `then` in it. */
const presses = (button: string, then: string) => async (host: HTMLElement) => {
  (await waitFor(() => host.shadowRoot?.querySelector<HTMLElement>(button), 8000, button)).click();
  await shows(then)(host);
};

const shows = (selector: string) => async (host: HTMLElement) => {
  await waitFor(() => host.shadowRoot?.querySelector(selector), 8000, selector);
};

law<Fixture>(
  'forced colours and broken tokens',
  {
    'mf-available-products': { current: 0 },
    'mf-content-carousel': { current: 1 },
    // Without a consent manager (the gallery's asks one): the first search runs, the pager shows.
    'mf-dealer-locator': {
      current: 1,
      markup: `<mf-dealer-locator search-endpoint="/api/dealers/search" detail-endpoint="/api/dealers/detail" token-path="/libs/granite/csrf/token.json" radius="100" per-page="10" no-consent-manager></mf-dealer-locator>`,
      prepare: shows('[aria-current=page]'),
    },
    'mf-events-overview': { current: 1 },
    'mf-factory-locations': { current: 0 },
    'mf-form-modal': {
      current: 0,
      prepare: async (host) => {
        (host as HTMLElement & { open(type: string): boolean }).open('brochure');
        await shows('[role=dialog]')(host);
      },
    },
    'mf-lead-form': { current: 0 },
    'mf-location-map': { current: 0 },
    'mf-market-selector': { current: 0, prepare: shows('[role=dialog]') },
    'mf-modal': {
      current: 0,
      prepare: async (host) => {
        location.hash = `#${host.id}`;
        window.dispatchEvent(new HashChangeEvent('hashchange'));
        await shows('[role=dialog]')(host);
      },
    },
    'mf-news-archive': { current: 1 },
    'mf-offers-carousel': { current: 1 },
    'mf-offers-grid': { current: 0 },
    'mf-product-card': { current: 0 },
    'mf-product-features': { current: 0 },
    // The film's slide (its play link is the gallery's one text) put first: slides beyond the
    // shown group and the next are not drawn (docs/laws/motion.md), and the film is the last.
    'mf-product-gallery': {
      current: 1,
      edit: (copy) => copy.prepend(copy.querySelector('figure:has([data-video])')!),
    },
    // One card turned to its specifications: a pressed toggle among the others.
    'mf-product-selector': {
      current: 1,
      prepare: presses('.card__flip', '.card__flip[aria-pressed=true]'),
    },
    'mf-product-tabs': { current: 2 },
    'mf-related-products': { current: 0 },
    // The gallery's page script sets the total the server would render; 42 results, 5 pages.
    'mf-search-results': {
      current: 1,
      prepare: async (host) => {
        host.setAttribute('total', '42');
        await shows('[aria-current=page]')(host);
      },
    },
    // The CMS marks the page's own link (aria-current="page"); the gallery page is no site page.
    'mf-site-footer': { current: 1, edit: markCurrent('a[href="#combines"]') },
    // The menu opened (the test window is narrow): its chevrons and links.
    'mf-site-header': {
      current: 0,
      prepare: presses('[part~=menu-button]', '[aria-expanded=true]'),
    },
    // Inline, as inside the gallery page's <main> (outside it the bar waits for a #search link).
    'mf-site-search': {
      current: 0,
      prepare: async (host) => {
        host.toggleAttribute('inline', true);
        await shows('[part~=button]')(host);
      },
    },
    'mf-social-share': { current: 0 },
    // The corner button pressed (the test window is narrow): the actions with their names.
    'mf-sticky-sidebar': { current: 0, prepare: presses('.toggle', '[data-state=active]') },
    // The browser's own controls and the poster: no text of ours until a film fails or asks for
    // consent, and those panels are the consent panel the lead form and the map show.
    'mf-video-player': { current: 0, text: false },
    // Two products chosen by the cards' event: the tray with its buttons (nothing pressed in it).
    'mf-product-compare': {
      current: 0,
      prepare: async (host) => {
        for (const id of COMPARE_IDS.slice(0, 2))
          document.dispatchEvent(
            new CustomEvent('mf-compare-toggle', { detail: { id, title: id, chosen: true } }),
          );
        await waitFor(
          () => host.shadowRoot!.querySelector('[part~=compare-button]:not([aria-disabled])'),
          5000,
          'the tray with two products',
        );
      },
    },
    // scripts/new-element.ts adds the entry of a new element above this line.
  },
  (tag, fixture) => {
    // The gallery's offline stand-in for Google Maps (maps, geocoding, places).
    let maps: GoogleMapsFake;
    before(() => (maps = installGoogleMapsFake()));
    after(() => maps.uninstall());
    before(() => {
      // The search elements go to the results address when the page has no query: give it one.
      const url = new URL(location.href);
      url.searchParams.set('q', 'tractor');
      history.replaceState(null, '', url.href);
    });
    beforeEach(() => startMocks('default'));
    afterEach(async () => {
      await emulateMedia({ forcedColors: 'none' });
      document.querySelectorAll('body > .law-colours').forEach((n) => n.remove());
      // An element unmounts a task after it leaves the page (google.maps must still be there).
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    });

    it('forced colours: every button keeps a boundary, every selected or current item a mark beyond its fill', async () => {
      const { container } = await mount(tag, fixture);
      (document.activeElement as HTMLElement | null)?.blur();
      await emulateMedia({ forcedColors: 'active' });
      await waitFor(() => matchMedia('(forced-colors: active)').matches, 3000, 'forced colours');
      await settled();
      const elements = [...deepElements(container)].filter((el) => shadowed(el) && shown(el));
      const buttons = elements.filter((el) => el.matches('button,[role=button]'));
      const bare = buttons.filter((el) => !boundary(el)).map(describeNode);
      expect(
        bare,
        `buttons without a boundary in forced colours: ${bare.join(', ')}`,
      ).to.deep.equal([]);
      const states = elements.filter((el) => el.matches(STATE));
      expect(states.length, 'selected, current or pressed items shown').to.be.at.least(
        fixture.current,
      );
      const unmarked = states
        .filter((el) => {
          const other = peer(el);
          return other !== null && look(other) === look(el);
        })
        .map(describeNode);
      expect(
        unmarked,
        `selected or current items that look like their siblings in forced colours: ${unmarked.join(', ')}`,
      ).to.deep.equal([]);
    });

    it('a colour token set to no colour (each alone, then all): every text keeps AA contrast against its actual background', async () => {
      const { container } = await mount(tag, fixture);
      // Some texts come a moment after the first draw (a gallery's counter once its slider is
      // ready): wait for them rather than judge an element that has not shown its text yet.
      if (fixture.text !== false)
        await waitFor(() => contrasts(container).measured > 0, 8000, `<${tag}>'s texts shown`);
      const failures: string[] = [];
      for (const { what, style } of BROKEN) {
        container.setAttribute('style', style);
        await settled();
        const result = contrasts(container);
        if (fixture.text !== false)
          expect(result.measured, `texts measured (${what})`).to.be.above(0);
        failures.push(...result.failures.map((failure) => `${what}: ${failure}`));
      }
      expect(failures, `text below AA with a broken token:\n${failures.join('\n')}`).to.deep.equal(
        [],
      );
    });
  },
);
