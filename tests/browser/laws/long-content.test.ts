/**
 * Law 1, long content (docs/laws/long-content.md): every text an element shows, from the page,
 * an attribute or the network, may be 300 characters long with an 80-character run without
 * spaces (`LONG_TEXT`). At 320, 390 and 1280 px the page does not scroll sideways, no visible
 * control is off screen, clipped by an ancestor's overflow or covered by another node, no long
 * text is clipped unless it is truncated on purpose, and a truncated text keeps its full
 * accessible name.
 *
 * Each element is mounted as its gallery page configures it (demo/<tag>.html), with every text
 * slot filled with LONG_TEXT: the light DOM's text, the string attributes the fixture names, the
 * labels JSON (every key of the api's labels, placeholders kept), the option lists the fixture
 * names, and the mocked network answers (`longAnswers`: every text field of a JSON answer).
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { createHandlers } from '@mf/demo-mocks/handlers';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import { writePreferredDealer } from '../../../packages/core/src/browser/preferred-dealer';
import type { ElementApi } from '../../../packages/core/src/element/define-api';
import { apiOf, galleryMarkup, type ManifestModule } from '../../conformance/chromium-support';
import manifest from '../../../custom-elements.json';
import { expect, loadElement, networkIdle, nextFrame, startMocks, waitFor } from '../helpers';
import { COMPARE_IDS } from './compare-support';
import { galleryDocument, law, LONG_TEXT, type Exempt } from './support';

const WIDTHS = [320, 390, 1280] as const;
const HEIGHT = 800;

interface LongContentFixture {
  /** String attributes the element shows as text. */
  texts?: string[];
  /** JSON attributes holding `{ value, label }[]` whose labels are shown. */
  lists?: string[];
  /** JSON attributes holding a `Record<string, string>` whose values are shown. */
  records?: string[];
  /** Extra attributes (the state the law is about: open on load, no consent manager). */
  attributes?: Record<string, string>;
  /** Google Maps (the offline fake) for the map elements, used without a consent manager. */
  maps?: true;
  /** Before the mount: storage the element reads (the preferred dealer). */
  setUp?: () => void;
  /** After the mount, at each width: bring the texts on screen (open a menu, type a query). */
  show?: (host: HTMLElement, width: number) => Promise<void>;
  /** The element's light DOM, when the gallery's is written by a page script (LONG_TEXT in it). */
  children?: string;
}

/* ---------------------------------------------------------------- the long texts */

/** `LONG_TEXT`, with the placeholders of the text it replaces kept (`{count} results`). */
function longLike(original: string): string {
  const placeholders = original.match(/\{[a-zA-Z]+\}/g) ?? [];
  return [LONG_TEXT, ...placeholders].join(' ');
}

/** Fields of a JSON answer that carry no text a visitor reads (ids, addresses, numbers in strings). */
const NOT_TEXT =
  /^(id|value|code|key|url|href|link|path|src|image|img|icon|thumbnail|poster|video|type|kind|state|status|date|time|start|end|startDate|endDate|from|to|timestamp|lat|latitude|lng|long|longitude|email|phone|fax|main|mobile|currency|locale|lang|language|country|countryCode|region|source|collection|brand|brands|slug|uuid|sort|field|direction|category|product_type|transmission|features|thumb|picture|file|asset|index|dealer_code|dealerCode|hash|token|origin|format|mime|width|height|price|prices|hp|kw|year|zip|postcode|postalCode|[a-z]+(Id|Url|Href|Code|Date|Type))$/i;
const NOT_TEXT_VALUE = /^(https?:|\/|#|mailto:|tel:|data:)|^\d[\d\s.,:+\-TZ/]*$|^[\w.+-]+@[\w.-]+$/;

/** Every text field of a JSON answer replaced by LONG_TEXT. */
function lengthen(value: unknown, key = ''): unknown {
  if (typeof value === 'string')
    return NOT_TEXT.test(key) || NOT_TEXT_VALUE.test(value.trim()) || value.trim() === ''
      ? value
      : longLike(value);
  if (Array.isArray(value)) return value.map((item) => lengthen(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, lengthen(v, k)]));
  return value;
}

/**
 * The gallery's mock backends with every JSON answer lengthened: one handler in front of them
 * that asks them for their answer (`getResponse`) and rewrites its text fields.
 */
function longAnswers(): RequestHandler {
  const handlers = createHandlers('default');
  return http.all('*', async ({ request }) => {
    const answer = await getResponse(handlers, request);
    if (!answer || !answer.headers.get('content-type')?.includes('json')) return answer;
    const body = lengthen(await answer.json());
    return HttpResponse.json(body as never, { status: answer.status, headers: answer.headers });
  });
}

/** Every text node of the page's content (the light DOM the element shows) replaced by LONG_TEXT. */
function lengthenLightDom(root: Element): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    const parent = text.parentElement?.localName;
    if (parent === 'script' || parent === 'style' || parent === 'template') continue;
    if (text.data.trim()) text.data = LONG_TEXT;
  }
  // Data the element reads from a JSON script (the form modal's model): its text fields.
  for (const script of root.querySelectorAll('script[type="application/json"]'))
    script.textContent = JSON.stringify(lengthen(JSON.parse(script.textContent!)));
  for (const element of root.querySelectorAll('[data-label],[data-title],[data-name]'))
    for (const name of ['data-label', 'data-title', 'data-name'])
      if (element.hasAttribute(name)) element.setAttribute(name, LONG_TEXT);
}

function labelsOf(api: ElementApi): Record<string, string> | null {
  const spec = api.attributes.labels as { default?: unknown } | undefined;
  if (!spec || typeof spec.default !== 'object' || spec.default === null) return null;
  return Object.fromEntries(
    Object.entries(spec.default as Record<string, string>).map(([k, v]) => [k, longLike(v)]),
  );
}

function lengthenAttributes(element: Element, api: ElementApi, fixture: LongContentFixture): void {
  const labels = labelsOf(api);
  if (labels) element.setAttribute('labels', JSON.stringify(labels));
  for (const name of fixture.texts ?? []) element.setAttribute(name, LONG_TEXT);
  for (const name of fixture.lists ?? []) {
    const list = JSON.parse(element.getAttribute(name) ?? '[]') as { label: string }[];
    element.setAttribute(
      name,
      JSON.stringify(list.map((option) => ({ ...option, label: LONG_TEXT }))),
    );
  }
  for (const name of fixture.records ?? []) {
    const record = JSON.parse(element.getAttribute(name) ?? '{}') as Record<string, string>;
    element.setAttribute(
      name,
      JSON.stringify(Object.fromEntries(Object.keys(record).map((k) => [k, LONG_TEXT]))),
    );
  }
  for (const [name, value] of Object.entries(fixture.attributes ?? {}))
    element.setAttribute(name, value);
  if (fixture.maps) {
    element.removeAttribute('consent-domain'); // a consent domain wins over no-consent-manager
    element.setAttribute('no-consent-manager', '');
  }
}

/* ---------------------------------------------------------------- the checks */

/** Every element of the host's composed tree: its shadow tree (nested roots too) and its light DOM. */
function composedTree(host: Element): Element[] {
  const out: Element[] = [];
  const visit = (node: Element | ShadowRoot) => {
    for (const child of node.children) {
      out.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
    }
  };
  if (host.shadowRoot) visit(host.shadowRoot);
  visit(host);
  return out;
}

/** The parent in the flat tree (slot for a slotted node, host for a shadow root's child). */
function flatParent(node: Element | Text): Element | null {
  if (node.assignedSlot) return node.assignedSlot;
  if (node.parentElement) return node.parentElement;
  const root = node.parentNode;
  return root instanceof ShadowRoot ? root.host : null;
}

const CONTROLS =
  'a[href],button,input:not([type=hidden]),select,textarea,summary,[role=button],[role=link],[role=tab],[role=checkbox],[role=radio],[role=switch],[role=option],[role=menuitem],[role=combobox],[tabindex]:not([tabindex="-1"])';

/** Shown to the visitor: rendered, not transparent, not inert, not aria-hidden, bigger than a hidden helper. */
function visible(element: Element): boolean {
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
  const box = element.getBoundingClientRect();
  if (box.width <= 1 || box.height <= 1) return false;
  for (let node: Element | null = element; node; node = flatParent(node)) {
    if ((node as HTMLElement).inert || node.getAttribute('aria-hidden') === 'true') return false;
    // Inside a visually hidden box (`.mf-visually-hidden`: 1 px, clipped): for screen readers only.
    const edge = node.getBoundingClientRect();
    if (node !== element && edge.width <= 1 && getComputedStyle(node).overflow !== 'visible')
      return false;
  }
  return true;
}

function describeNode(element: Element): string {
  const part = element.getAttribute('part');
  const cls = element.getAttribute('class');
  return `<${element.localName}${part ? ` part="${part}"` : ''}${cls ? ` class="${cls}"` : ''}>`;
}

const clips = (value: string) => value === 'hidden' || value === 'clip';
const scrolls = (value: string) => value === 'auto' || value === 'scroll';

/**
 * Why the box of `element` is not fully shown, or null: an ancestor whose overflow clips cuts
 * it, or it lies outside the viewport's width. An ancestor that scrolls (a carousel's track, a
 * dialog's body) makes what lies beyond its edge reachable: from there on, nothing is checked.
 */
function cutOff(
  element: Element | Text,
  vertical = true,
  box = element instanceof Element ? element.getBoundingClientRect() : textBox(element),
): string | null {
  for (let node = flatParent(element); node; node = flatParent(node)) {
    if (node === document.documentElement || node === document.body) break;
    const style = getComputedStyle(node);
    const edge = node.getBoundingClientRect();
    if (scrolls(style.overflowX) || scrolls(style.overflowY)) {
      const outside =
        box.left < edge.left - 1 ||
        box.right > edge.right + 1 ||
        box.top < edge.top - 1 ||
        box.bottom > edge.bottom + 1;
      // Reachable by scrolling it, unless it is wider than what scrolls it (never seen whole).
      if (box.width > edge.width + 1)
        return `wider than ${describeNode(node)} that scrolls it (${Math.round(box.width)} > ${Math.round(edge.width)} px)`;
      if (outside) return null;
    }
    if (clips(style.overflowX) && (box.left < edge.left - 1 || box.right > edge.right + 1))
      return `clipped sideways by ${describeNode(node)} (${Math.round(box.left)}..${Math.round(box.right)} outside ${Math.round(edge.left)}..${Math.round(edge.right)})`;
    if (
      vertical &&
      clips(style.overflowY) &&
      (box.top < edge.top - 1 || box.bottom > edge.bottom + 1)
    )
      return `clipped vertically by ${describeNode(node)} (${Math.round(box.top)}..${Math.round(box.bottom)} outside ${Math.round(edge.top)}..${Math.round(edge.bottom)})`;
    if (style.position === 'fixed') break;
  }
  const width = document.documentElement.clientWidth;
  if (box.left < -1 || box.right > width + 1)
    return `off screen (${Math.round(box.left)}..${Math.round(box.right)} of ${width} px)`;
  return null;
}

/** The node at the centre of `element`'s box, looking into shadow roots; null when it is `element` or inside it. */
function coveredBy(element: Element): Element | null {
  const box = element.getBoundingClientRect();
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  const y = box.top + box.height / 2;
  if (y < 0 || y >= innerHeight) return null;
  let hit: Element | null = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  if (!hit) return null;
  for (let node: Element | null = hit; node; node = flatParent(node))
    if (node === element) return null;
  // A control inside the hit node (a link in a label) is not covered by its own wrapper.
  for (let node: Element | null = element; node; node = flatParent(node))
    if (node === hit) return null;
  return hit;
}

/** What a screen reader announces for the node: aria-label, aria-labelledby, or its text. */
function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label;
  const ids = element.getAttribute('aria-labelledby');
  if (ids) {
    const root = element.getRootNode() as Document | ShadowRoot;
    return ids
      .split(/\s+/)
      .map((id) => root.getElementById(id)?.textContent ?? '')
      .join(' ');
  }
  return element.textContent ?? '';
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The nearest node that names what the visitor reads here: a control or a node with an aria label. */
function namedBy(element: Element): Element {
  for (let node: Element | null = element; node; node = flatParent(node))
    if (
      node.matches(CONTROLS) ||
      node.hasAttribute('aria-label') ||
      node.hasAttribute('aria-labelledby')
    )
      return node;
  return element;
}

/** The node cuts its text on purpose: an ellipsis or a line clamp. */
const truncates = (style: CSSStyleDeclaration) =>
  style.textOverflow === 'ellipsis' ||
  (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '');

function truncatedOnPurpose(element: Element): boolean {
  for (let node: Element | null = element; node; node = flatParent(node))
    if (truncates(getComputedStyle(node))) return true;
  return false;
}

/** The text nodes that hold (the start of) LONG_TEXT, with the element they are in. */
function longTexts(tree: Element[]): { text: Text; in: Element }[] {
  const head = LONG_TEXT.slice(0, 24);
  return tree.flatMap((element) =>
    [...element.childNodes]
      .filter((node): node is Text => node instanceof Text && node.data.includes(head))
      .map((text) => ({ text, in: element })),
  );
}

/** The box of the text itself (a text that does not wrap runs out of its element's box). */
function textBox(text: Text): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(text);
  return range.getBoundingClientRect();
}

/** Every breach of the law in the element as laid out now. */
function breaches(host: HTMLElement, width: number): string[] {
  const found: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    const beyond = composedTree(host).filter(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 1,
    );
    const shown = beyond.filter((el) => visible(el) && !cutOff(el)?.startsWith('clipped'));
    const widest = (shown.length ? shown : beyond)
      .slice(-3)
      .map((el) => `${describeNode(el)} ${Math.round(el.getBoundingClientRect().width)} px wide`);
    for (const { text, in: holder } of longTexts(composedTree(host)))
      if (textBox(text).right > root.clientWidth + 1)
        widest.push(
          `text of ${describeNode(holder)} reaching ${Math.round(textBox(text).right)} px`,
        );
    found.push(
      `the page scrolls sideways at ${width} px: ${root.scrollWidth} > ${root.clientWidth} (${widest.join(', ')})`,
    );
  }
  const tree = composedTree(host);
  for (const control of tree.filter((el) => el.matches(CONTROLS) && visible(el))) {
    const why = cutOff(control);
    if (why) {
      found.push(
        `control ${describeNode(control)} "${squash(accessibleName(control)).slice(0, 30)}" is ${why}`,
      );
      continue;
    }
    control.scrollIntoView({ block: 'center', inline: 'nearest' });
    const cover = coveredBy(control);
    if (cover)
      found.push(
        `control ${describeNode(control)} "${squash(accessibleName(control)).slice(0, 30)}" is covered by ${describeNode(cover)}`,
      );
  }
  for (const { text, in: holder } of longTexts(tree)) {
    if (!visible(holder) || truncatedOnPurpose(holder)) continue;
    // Sideways only: a box that shows the first lines of a text (Read more) clips it below. The
    // text's own box: a text that does not wrap runs out of its element's.
    const why = cutOff(text, false);
    if (why) found.push(`text in ${describeNode(holder)} is ${why}`);
  }
  for (const element of tree.filter(visible)) {
    const style = getComputedStyle(element);
    if (!truncates(style)) continue;
    const cut =
      element.scrollWidth > element.clientWidth + 1 ||
      element.scrollHeight > element.clientHeight + 1;
    if (!cut) continue;
    const text = squash(element.textContent ?? '');
    const name = squash(accessibleName(namedBy(element)));
    if (text && !name.includes(text))
      found.push(
        `truncated ${describeNode(element)} lost its accessible name: "${name.slice(0, 40)}…"`,
      );
  }
  // A text shortened in script ("Vorderachs…") must leave the full text in the name.
  for (const element of tree.filter(visible)) {
    for (const node of element.childNodes) {
      const data = node.nodeType === Node.TEXT_NODE ? squash(node.textContent!) : '';
      const stem = data.replace(/(…|\.\.\.)$/, '');
      if (stem === data || stem.length < 12 || !LONG_TEXT.startsWith(stem)) continue;
      const name = squash(accessibleName(namedBy(element)));
      if (!name.includes(squash(LONG_TEXT)))
        found.push(
          `${describeNode(element)} shows "${data.slice(0, 20)}…" and its name is not the full text`,
        );
    }
  }
  window.scrollTo(0, 0);
  return [...new Set(found)];
}

/* ---------------------------------------------------------------- the fixtures */

async function openMenu(host: HTMLElement, width: number): Promise<void> {
  if (width >= 992) return;
  const toggle = await waitFor(
    () =>
      host.shadowRoot!.querySelector<HTMLElement>(
        '[part~=menu-toggle],[aria-controls][aria-expanded]',
      ),
    5000,
    'the menu button',
  );
  if (toggle.getAttribute('aria-expanded') !== 'true') toggle.click();
  await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', 5000, 'the menu to open');
}

const table: Record<string, LongContentFixture | Exempt> = {
  'mf-available-products': { texts: ['label'] },
  'mf-content-carousel': { texts: ['label'] },
  'mf-dealer-locator': {
    maps: true,
    lists: ['distances', 'brands', 'regions'],
    records: ['offerings'],
    texts: ['brand-required-message', 'location-required-message'],
    // A search (a postal code the maps fake knows): the results of the lengthened answer.
    show: async (host) => {
      const state = () =>
        host.shadowRoot!.querySelector('[part~=base]')!.getAttribute('data-state');
      if (state() === 'results') return;
      const input = host.shadowRoot!.querySelector<HTMLInputElement>('#dl-location')!;
      input.focus();
      document.execCommand('insertText', false, '50010');
      host.shadowRoot!.querySelector<HTMLButtonElement>('.dl-submit')!.click();
      await waitFor(() => state() === 'results', 8000, 'the search results');
    },
  },
  'mf-events-overview': { lists: ['regions'], texts: ['no-results'] },
  'mf-factory-locations': { maps: true },
  'mf-form-modal': {
    show: async (host) => {
      const open = () => host.shadowRoot!.querySelector('[part~=base]:not([data-state=closed])');
      if (!open()) (host as HTMLElement & { open(type: string): void }).open('brochure');
      await waitFor(open, 5000, 'the modal to open');
    },
  },
  'mf-lead-form': { texts: ['offer-title'] },
  'mf-location-map': {
    maps: true,
    texts: ['name', 'location-label'],
  },
  'mf-market-selector': { attributes: { 'show-on-load': '' } },
  'mf-modal': { texts: ['label'], attributes: { 'show-on-load': '' } },
  'mf-news-archive': { lists: ['categories'], texts: ['no-result-text'] },
  'mf-offers-carousel': { texts: ['label'] },
  'mf-offers-grid': {},
  'mf-product-card': {},
  'mf-product-features': { texts: ['label'] },
  'mf-product-gallery': { texts: ['label'] },
  'mf-product-selector': {},
  'mf-product-tabs': { texts: ['label'] },
  'mf-related-products': { texts: ['label'] },
  'mf-search-results': {
    lists: ['sources'],
    attributes: { total: '45' },
    children: `<h2 data-results-heading>x</h2><ol>${'<li><a href="#r">x</a><p>x</p></li>'.repeat(3)}</ol>`,
  },
  'mf-site-footer': { texts: ['market', 'language'] },
  'mf-site-header': {
    texts: ['market', 'language'],
    setUp: () =>
      writePreferredDealer({
        dealer_code: 'LONG-1',
        dealer_name: LONG_TEXT,
        phone: { main: '+44 1295 555 0142' },
      }),
    show: openMenu,
  },
  'mf-site-search': {
    attributes: { inline: '' },
    // The suggestions of the (lengthened) typeahead answer, for what the visitor typed.
    show: async (host) => {
      const input = host.shadowRoot!.querySelector<HTMLInputElement>('[part~=input]')!;
      if (host.shadowRoot!.querySelector('[role=option]')) return;
      input.focus();
      input.select();
      await sendKeys({ type: 'tra' });
      await waitFor(() => host.shadowRoot!.querySelector('[role=option]'), 5000, 'suggestions');
    },
  },
  'mf-social-share': { texts: ['share-title'] },
  'mf-sticky-sidebar': {
    // The labels show on the open corner menu (mobile) or the active strip (desktop: focus in it).
    show: async (host) => {
      const toggle = host.shadowRoot!.querySelector<HTMLElement>('[part~=toggle]');
      if (toggle) {
        if (toggle.getAttribute('aria-expanded') !== 'true') toggle.click();
      } else host.shadowRoot!.querySelector<HTMLElement>('[part~=link]')!.focus();
      await waitFor(() => host.shadowRoot!.querySelector('[data-state=active]'), 5000, 'active');
    },
  },
  'mf-video-player': { texts: ['label', 'error-msg'] },
  'mf-product-compare': {
    // Three products of a shared link (their names from the lengthened catalogue), compared.
    setUp: () =>
      history.replaceState(null, '', `${location.pathname}?compare=${COMPARE_IDS.join(',')}`),
    show: async (host) => {
      const root = host.shadowRoot!;
      if (root.querySelector('[role=dialog] table')) return;
      const compare = await waitFor(
        () =>
          root.querySelector('[aria-busy]')
            ? null
            : root.querySelector<HTMLElement>('[part~=compare-button]:not([aria-disabled])'),
        8000,
        'Compare (3)',
      );
      compare.click();
      await waitFor(() => root.querySelector('[role=dialog] table'), 8000, 'the comparison');
    },
  },
  // scripts/new-element.ts adds the entry of a new element above this line.
};

/* ---------------------------------------------------------------- the law */

const modules = manifest.modules as ManifestModule[];
const moduleOf = (tag: string) =>
  modules.find((m) => m.declarations.some((d) => d.tagName === tag))!;

law<LongContentFixture>('long content', table, (tag, fixture) => {
  let maps: GoogleMapsFake | null = null;
  let host: HTMLElement;

  before(async function (this: { timeout(ms: number): void }) {
    this.timeout(30_000);
    // The search elements read the query from the address (the results page reloads without one).
    const address = new URL(location.href);
    address.searchParams.set('q', LONG_TEXT);
    history.replaceState(history.state, '', address.href);
    await loadElement(tag);
    await startMocks('default', longAnswers());
    if (fixture.maps) maps = installGoogleMapsFake();
    fixture.setUp?.();
    const api = await apiOf(moduleOf(tag));
    const template = galleryMarkup(await galleryDocument(tag), tag);
    const element = document.importNode(template, true) as HTMLElement;
    if (fixture.children !== undefined) element.innerHTML = fixture.children;
    lengthenLightDom(element);
    lengthenAttributes(element, api, fixture);
    await setViewport({ width: WIDTHS[0], height: HEIGHT });
    const container = document.createElement('div');
    container.className = 'long-content';
    // The page's own pictures follow its width, as on any responsive page (the gallery's sheet).
    const pageCss = document.createElement('style');
    pageCss.textContent = '.long-content img { max-width: 100%; height: auto; }';
    container.append(pageCss);
    container.append(element);
    document.body.append(container);
    host = element;
    await waitFor(() => host.shadowRoot?.querySelector('[part~=base]'), 8000, 'part="base"');
    await networkIdle();
  });

  after(async () => {
    document.querySelectorAll('body > .long-content').forEach((node) => node.remove());
    if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
    // The elements unmount a task after they leave the page: google.maps must still be there.
    await new Promise((resolve) => setTimeout(resolve, 0));
    maps?.uninstall();
    maps = null;
    localStorage.clear();
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of WIDTHS) {
    it(`at ${width} px: no sideways scroll, every control on screen and unclipped, truncated text keeps its name`, async () => {
      await setViewport({ width, height: HEIGHT });
      await nextFrame();
      await fixture.show?.(host, width);
      await networkIdle();
      await nextFrame();
      const tree = composedTree(host);
      const head = LONG_TEXT.slice(0, 24);
      const reached =
        longTexts(tree).some((found) => visible(found.in)) ||
        tree.some((el) =>
          ['aria-label', 'title', 'alt'].some((a) => el.getAttribute(a)?.includes(head)),
        );
      expect(reached, 'the long text reaches the element (shown, or in a name)').to.equal(true);
      expect(breaches(host, width)).to.deep.equal([]);
    });
  }
});
