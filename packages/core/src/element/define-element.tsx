/**
 * The element adapter: the ONLY file that imports r2wc (docs/style.md).
 *
 * r2wc gives us the open shadow root and the React root in it. Everything r2wc 2.1.1 gets wrong
 * for a public library (docs/toolchain.md) is fixed here, without touching its
 * `Symbol.for('r2wc.*')` internals: we declare no props to r2wc at all, and keep attributes and properties in our own
 * store that the React tree subscribes to. We only override the public lifecycle callbacks.
 *
 * - attributes: HTML boolean presence, removal resets to the default, bad JSON/numbers are
 *   reported (core/element/problems, naming the element) and use the default
 *   (attribute-value.ts); a `required` one missing or blank is reported once the element mounts;
 * - a link of the page's HTML inside the element that would run script is disarmed and reported
 *   when the element mounts (./unsafe-links.ts);
 * - in the CMS editor (core/browser/edit-mode) each element lists its problems inside itself:
 *   that notice's code is loaded only then (./problem-notice);
 * - properties set before the definition are upgraded, and never written back as attributes
 *   (no JSON round trip, object identity kept);
 * - nothing mounts until the element is connected, and then in the next task; an
 *   element that formats numbers or dates readies Intl in tasks before that (`intl` option), and
 *   one that reads much of the page's HTML reads it in a task of its own (`prepare` option);
 * - unmount is deferred one microtask, so moving the element keeps its React state, and a parent
 *   React tree removing it does not unmount a root in the middle of a render;
 * - styles are constructed sheets: the shared tokens sheet and one per class (a `<style>` where unsupported, as in jsdom);
 * - an error boundary per element; events via `emit` (bubbles + composed);
 * - registration is idempotent: a second copy of a bundle on the page reuses the first; a name
 *   taken by another class is warned about, and a page may choose a prefix (registration.ts);
 * - a property set to text is parsed as the attribute would be (frameworks set properties from
 *   templates: `radius="50"`, `regions='[…]'`, `open="false"`), and a boolean reads "false" as
 *   false (attribute-value.ts).
 *
 * The market (language, formats, units, currency) is the page's (core/i18n/market,
 * docs/markets.md), unless the element or an ancestor inside the page has its own `lang`; it is
 * read when the element connects and followed when the page's market changes (`mf-market-change`,
 * `<html lang>`). The view's `labels` are the language's table (loaded before the first render in
 * that language), with what the page gave in the `labels` attribute on top (core/i18n/labels).
 */
import r2wc from '@r2wc/react-to-web-component';
import {
  createElement as h,
  startTransition,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { attributeName, defaultProps, type ElementApi, type PropsOf } from './define-api';
import { coercePropertyValue, parseAttributeValue } from './attribute-value';
import { ElementContext, type ElementContextValue } from './element-context';
import { ElementErrorBoundary } from './error-boundary';
import { emit } from './emit';
import { pageLang } from './locale';
import { marketFor, onMarketChange, type Market } from '../i18n/market';
import { localizeLabels } from '../i18n/labels';
import type { LabelLoaders } from './define-api';
import { holdUntilRendered, releaseRendered } from './pending';
import { isOurs, register, registeredTag } from './registration';
import { nextTask, soloTask } from '../browser/next-task';
import { prepareIntl } from '../i18n/plural';
import { baseCss, createSheets } from './styles';
import { reportProblems } from './problems';
import { disarmUnsafeLinks } from './unsafe-links';
import type * as NoticeModule from './problem-notice';
import { watchEditMode } from '../browser/edit-mode';

interface Snapshot {
  props: Record<string, unknown>;
  market: Market;
  /** The market's label table, once loaded (none for English). */
  labels?: Readonly<Record<string, string>>;
}

/** Per-instance state the React tree subscribes to (useSyncExternalStore). */
class ElementStore {
  listeners = new Set<() => void>();

  constructor(public snapshot: Snapshot) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): Snapshot => this.snapshot;

  /** Replaces the snapshot (new identity = re-render) unless nothing changed. */
  set(key: `prop:${string}`, value: unknown): void {
    const { props } = this.snapshot;
    const name = key.slice(5);
    if (Object.is(props[name], value)) return;
    this.update({ props: { ...props, [name]: value } });
  }

  update(change: Partial<Snapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.listeners.forEach((listener) => listener());
  }
}

const stores = new WeakMap<Element, ElementStore>();

/**
 * The editor mode's notice (./problem-notice), loaded only when the page is in the editor: a
 * visitor's page pays for the switch, not for the notice. Watched from the first connection on.
 */
let editWatched = false;

function watchEditor(): void {
  if (editWatched) return;
  editWatched = true;
  let notice: Promise<typeof NoticeModule> | undefined;
  watchEditMode((on) => {
    if (on) notice ??= import('./problem-notice');
    void notice?.then((module) => (on ? module.showNotices() : module.hideNotices()));
  });
}

/**
 * Test seam (CONTRIBUTING.md "Test seams"): a function an element instance holds under
 * this symbol is called on every render, inside the error boundary and before the view, with the
 * props the view gets and the element context. The conformance suites use it to see what the
 * view was given, to emit through the element's own emitter and to force a render error. Nothing
 * in the library sets it. `Symbol.for`, so tests and every copy of a bundle share the key.
 */
const PROBE = Symbol.for('mf.probe');
type Probe = (props: Record<string, unknown>, context: ElementContextValue) => void;

function Probed(p: {
  view: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  context: ElementContextValue;
}) {
  (p.context.host as unknown as { [PROBE]?: Probe })[PROBE]?.(p.props, p.context);
  return h(p.view, p.props);
}

interface R2wcBase extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export interface DefineElementOptions {
  /** Extra constructed sheets shared with other elements (e.g. a third-party widget's CSS). */
  extraCss?: string[];
  /**
   * The view formats numbers or dates on its first screens (a count, a price, a date): the
   * engine's Intl is readied in tasks of its own before the element renders, not inside a task
   * that draws it (core/i18n/plural `prepareIntl`).
   */
  intl?: boolean;
  /**
   * Work the view's first render needs, done in a task of its own before that render instead of
   * inside it: e.g. reading the page's cards into the store the view reads. Runs once
   * per mount, after the Intl tasks; an error in it is logged and the view reads for itself.
   */
  prepare?: (host: HTMLElement) => void;
  /**
   * The view's content is the page's own HTML (slides, cards, the header's links), or the page
   * holds the element's room until it renders: from its upgrade until the view's first commit the
   * page's markup stays shown through placeholder slots and `data-mf-pending`
   * (core/element/pending), so the upgrade shifts nothing. The adapter holds each element when
   * it is first connected and releases it in the layout effect after its view's first commit (the
   * view's own layout effects have run).
   */
  holdUntilRendered?: boolean;
}

/**
 * Wraps a React view as a custom element and registers it under `api.tag`, or under the page's
 * prefix (`<meta name="mf-tag-prefix" content="acme">`: `acme-…`), once per page. Returns the
 * element class (unregistered, with a console warning, when another class holds the name).
 */
export function defineElement<Api extends ElementApi>(
  api: Api,
  View: ComponentType<PropsOf<Api>>,
  css: string,
  options: DefineElementOptions = {},
): CustomElementConstructor {
  const registry = globalThis.customElements;
  // The name on this page: logs and the error boundary use it, so they name what the page wrote.
  const tag = registeredTag(api.tag);
  const existing = registry.get(tag);
  if (isOurs(existing, api.tag)) return existing!;

  const allCss = [css, ...(options.extraCss ?? [])].join('\n');
  // Parsed when the first instance is made, not at the definition: the all-in-one bundle
  // defines every element, and a page pays only for the ones it has.
  let sheets: CSSStyleSheet[] | null | undefined;
  const specs = Object.entries(api.attributes);
  const propOfAttribute = new Map(specs.map(([key]) => [attributeName(key), key]));
  // Hosts whose required attributes are checked: from their first mount on (a framework sets
  // its properties between creating and connecting the element, or right after).
  const checkedHosts = new WeakSet<Element>();
  // The languages' label tables, loaded once per page and language (none for English).
  const translations: LabelLoaders | undefined = api.attributes.labels?.translations;
  const tables = new Map<string, Promise<Readonly<Record<string, string>> | undefined>>();
  function tableOf(language: string) {
    const load = translations?.[language];
    if (!load || language === 'en') return undefined;
    let table = tables.get(language);
    if (!table) {
      table = load().then(
        (module) => module.default,
        (error: unknown) => {
          // A chunk that does not come (offline, a deploy in between): English, said once.
          console.warn(`${tag}: the ${language} labels did not load; English is shown.`, error);
          return undefined;
        },
      );
      tables.set(language, table);
    }
    return table;
  }

  /** A required attribute missing or blank is one problem; set, it leaves the list. */
  function checkRequired(host: HTMLElement, key: string): void {
    const spec = api.attributes[key]!;
    if (!spec.required || !checkedHosts.has(host)) return;
    const value = stores.get(host)!.snapshot.props[key];
    const name = attributeName(key);
    const blank = value == null || (typeof value === 'string' && value.trim() === '');
    reportProblems(
      host,
      `required "${name}"`,
      blank
        ? [
            {
              place: `attribute "${name}"`,
              problem: host.hasAttribute(name) ? 'is blank' : 'is missing',
              instead: spec.missing ?? 'the element cannot do its job',
            },
          ]
        : [],
    );
  }

  function Host({ container }: { container?: ShadowRoot }) {
    const host = container?.host as HTMLElement;
    const store = stores.get(host)!;
    const { props: ownProps, market, labels } = useSyncExternalStore(
      store.subscribe,
      store.getSnapshot,
    );
    const locale = market.locale;
    const props = useMemo(
      () =>
        labels
          ? { ...ownProps, labels: localizeLabels(ownProps.labels as Record<string, string>, labels) }
          : ownProps,
      [ownProps, labels],
    );
    // One emit function per host: a locale change must not look like a new emitter to views
    // whose effects depend on it (they would fire again, e.g. a second mf-open).
    const hostEmit = useMemo<ElementContextValue['emit']>(
      () => (name, detail) => emit(host, name, detail),
      [host],
    );
    const context = useMemo<ElementContextValue>(
      () => ({ host, portalRoot: container ?? null, locale, market, emit: hostEmit }),
      [host, container, locale, market, hostEmit],
    );
    // After the view's own layout effects (children's run first): its first screen is drawn.
    useLayoutEffect(() => {
      if (options.holdUntilRendered) releaseRendered(host);
    }, [host]);
    // createElement, as everywhere in this module (the JSX runtime is re-exported below for the
    // elements' sake, not used here).
    return h(
      ElementContext.Provider,
      { value: context },
      sheets ? null : h('style', null, baseCss + allCss),
      h(
        ElementErrorBoundary,
        {
          tag,
          onError: (error: Error) =>
            emit(host, 'mf-error', { message: error.message, source: 'render' }),
        },
        h(Probed, { view: View as ComponentType<Record<string, unknown>>, props, context }),
      ),
    );
  }
  Host.displayName = `${api.name}Element`;

  const Base = r2wc(Host, { shadow: 'open' }) as unknown as new () => R2wcBase;

  class MfElement extends Base {
    static get observedAttributes(): string[] {
      return [...propOfAttribute.keys(), 'lang'];
    }

    #mounted = false;
    #unmountPending = false;
    /** Identifies the mount queued last; a removal or a newer connection makes it stale. */
    #mountTicket = 0;
    #store = new ElementStore({
      props: defaultProps(api) as Record<string, unknown>,
      market: marketFor(null),
    });
    #stopMarket: (() => void) | null = null;
    /** The last market asked for: a table that loads after a newer change is not applied. */
    #marketAsked: Market | null = null;
    #labelsPending: Promise<void> | undefined;

    /**
     * Reads the element's market; resolves once its label table is in the store (at once when
     * the language has none or it is loaded already).
     */
    #readMarket(): Promise<void> | undefined {
      const market = marketFor(pageLang(this));
      if (market === this.#marketAsked) return this.#labelsPending;
      this.#marketAsked = market;
      const table = tableOf(market.language);
      if (table)
        return (this.#labelsPending = table.then((labels) => {
          if (this.#marketAsked === market) this.#store.update({ market, labels });
        }));
      this.#labelsPending = undefined;
      const { snapshot } = this.#store;
      if (snapshot.market !== market || snapshot.labels) this.#store.update({ market, labels: undefined });
      return undefined;
    }

    constructor() {
      super();
      stores.set(this, this.#store);
      // The sheets come with the shadow root, not with the mount: between the two the page's own
      // content shows through the placeholder slots of core/element/pending, laid out by the
      // host rules (a host without them for a frame moved the page: CLS on site-home).
      if (sheets === undefined) sheets = createSheets(allCss);
      if (sheets && this.shadowRoot) this.shadowRoot.adoptedStyleSheets = sheets;
      this.#upgradeProperties();
    }

    /** Properties assigned before the definition shadow our accessors: re-apply them. */
    #upgradeProperties(): void {
      for (const [key] of specs) {
        if (Object.prototype.hasOwnProperty.call(this, key)) {
          const value = (this as unknown as Record<string, unknown>)[key];
          delete (this as unknown as Record<string, unknown>)[key];
          (this as unknown as Record<string, unknown>)[key] = value;
        }
      }
    }

    override connectedCallback(): void {
      watchEditor();
      this.#unmountPending = false;
      this.#upgradeProperties();
      const labelsReady = this.#readMarket();
      this.#stopMarket ??= onMarketChange(() => this.#readMarket());
      if (!this.#mounted) {
        this.#mounted = true;
        // The React root is made in the next task, apart from the evaluation of the bundle that
        // defined the element (a module's definition upgrades the page's elements inside it),
        // and the first render is a transition: React renders it in slices of a few
        // milliseconds, yielding to the browser between them, so a page's upgrade is no long
        // task. The page's own HTML shows until then (core/element/pending holds it).
        const ticket = ++this.#mountTicket;
        // Its own markup stays shown until the first render: held here, at the first connection,
        // not at the definition, so an element a script inserts later, or one whose definition
        // the page held back, is held too (core/element/pending).
        if (options.holdUntilRendered) holdUntilRendered(this);
        // Before the element's readers see its HTML (`prepare`, the first render), and again at
        // the mount for the children a parser added since (a classic script upgrades an element
        // at its start tag).
        disarmUnsafeLinks(this);
        if (options.intl) prepareIntl();
        const { prepare } = options;
        if (prepare)
          soloTask(() => {
            if (ticket !== this.#mountTicket || !this.#mounted) return;
            try {
              prepare(this);
            } catch (error) {
              console.error(`${tag}: prepare failed`, error);
            }
          });
        nextTask(() => {
          if (ticket !== this.#mountTicket || !this.#mounted) return;
          checkedHosts.add(this);
          for (const [key] of specs) checkRequired(this, key);
          disarmUnsafeLinks(this);
          const mount = () => {
            if (ticket !== this.#mountTicket || !this.#mounted) return;
            startTransition(() => super.connectedCallback());
          };
          // The first render speaks the element's language: it waits for the table's chunk
          // (the page's own HTML stays shown meanwhile, core/element/pending).
          if (labelsReady) void labelsReady.then(mount);
          else mount();
        });
      }
    }

    override disconnectedCallback(): void {
      this.#unmountPending = true;
      queueMicrotask(() => {
        if (!this.#unmountPending || this.isConnected) return;
        this.#unmountPending = false;
        this.#mounted = false;
        this.#mountTicket++;
        this.#stopMarket?.();
        this.#stopMarket = null;
        super.disconnectedCallback();
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      if (name === 'lang') {
        if (this.isConnected) void this.#readMarket();
        return;
      }
      const key = propOfAttribute.get(name);
      if (!key) return;
      const spec = api.attributes[key]!;
      this.#store.set(`prop:${key}`, parseAttributeValue(spec, value, tag, name, this));
      checkRequired(this, key);
    }
  }

  for (const [key, spec] of specs) {
    Object.defineProperty(MfElement.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: MfElement) {
        return stores.get(this)!.snapshot.props[key];
      },
      set(this: MfElement, value: unknown) {
        const name = attributeName(key);
        stores.get(this)!.set(`prop:${key}`, coercePropertyValue(spec, value, tag, name, this));
        checkRequired(this, key);
      },
    });
  }

  // Two copies of a bundle may race to here; the first definition wins, the second is harmless.
  return register(registry, tag, api.tag, MfElement);
}

/*
 * Every element reaches this module, so esbuild puts what it re-exports into the shared runtime
 * chunk every element loads already (CONTRIBUTING "Imports and size"), instead of a chunk of its
 * own with its import and export lines in each importer. Measured 28 Nov 2026 (scripts/size.ts):
 * the JSX runtime (26 elements) +0.17 KB to the runtime, -0.47 KB from each element; the Tab
 * order (13) +0.27 and the scroll lock (6) +0.07, -0.5 KB from each dialog user. Import them from
 * their own modules, not from here.
 */
export { jsx, jsxs } from 'react/jsx-runtime';
export { tabbables } from '../browser/tab-order';
export { lockPageScroll } from '../browser/scroll-lock';
