/**
 * Chromium side of the conformance suite (tests/browser/conformance.test.ts): the element's api
 * (bundled into the test; dist has its examples and validators' texts stripped), its gallery page,
 * the uncaught-error watch and the leak measurement.
 */
import type { ElementApi } from '../../packages/core/src/element/define-api';

interface ManifestDeclaration {
  tagName: string;
  attributes: { name: string }[];
  events: { name: string }[];
}
export interface ManifestModule {
  path: string;
  declarations: ManifestDeclaration[];
}

/** The element's api file, bundled into this test (its examples and validators are stripped from dist). */
export async function apiOf(module: ManifestModule): Promise<ElementApi> {
  const [, area, name] = /^packages\/([^/]+)\/src\/([^/]+)\//.exec(module.path)!;
  const exports = (await import(`../../packages/${area}/src/${name}/${name}.api.ts`)) as Record<
    string,
    unknown
  >;
  return Object.values(exports).find(
    (value): value is ElementApi => typeof value === 'object' && value !== null && 'tag' in value,
  )!;
}

/** The gallery page of the element, parsed. */
export async function galleryPage(tag: string): Promise<Document> {
  const html = await (await fetch(`/demo/${tag}.html`)).text();
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The element as its gallery page renders it (attributes and children), English locale. */
export function galleryMarkup(page: Document, tag: string): Element {
  const element = page.querySelector(tag);
  if (!element) throw new Error(`demo/${tag}.html has no <${tag}>`);
  for (const { name } of [...element.attributes])
    if (name.startsWith('data-lang-')) element.removeAttribute(name);
  return element;
}

export type Host = HTMLElement & Record<string, unknown>;
export const create = (template: Element) => document.importNode(template, true) as Host;
export const base = (element: Element) =>
  element.shadowRoot?.querySelector('[part~="base"]') ?? null;
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Uncaught errors and unhandled promise rejections while a test runs. */
export function watchUncaught(): { list: string[]; stop: () => void } {
  const list: string[] = [];
  const onError = (event: ErrorEvent) => list.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    list.push(`unhandledrejection: ${String((event.reason as Error)?.message ?? event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    list,
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Cycles of the leak and heap check (500, the heap within 1 MB of the start). */
export const LEAK_CYCLES = 500;

interface CyclesReport {
  /** Elements and shadow roots of the cycles still alive after collection. */
  live: number;
  /** JS heap after the cycles and a forced collection, minus the heap before them, bytes. */
  heapGrowth: number;
}

/**
 * Connects and disconnects `cycles` copies of the element, waits for `settle` (the requests they
 * started to end), then collects garbage until no element or shadow root of them is alive, up to
 * 30 s: reports how many still are, and how much the JS heap grew from the start (both measured
 * after a forced major collection; one warm-up cycle first, so module-level caches such as the
 * adopted style sheet and lazy chunks are in the start figure). Chromium reports the heap
 * exactly with --enable-precise-memory-info (tests/setup/chromium.mjs).
 */
export async function liveAfterCycles(
  template: Element,
  settle: () => Promise<void>,
  cycles = LEAK_CYCLES,
): Promise<CyclesReport> {
  const expose = (window as unknown as { gc?: (options?: object) => Promise<void> | void }).gc;
  if (!expose) throw new Error('Chromium must run with --js-flags=--expose-gc');
  // A major collection run as its own task, not from this function's stack: a synchronous gc()
  // scans the calling stack conservatively, and a stale word there can keep one element alive
  // on a loaded machine (seen as 'expected 2 to equal 0' once in several loaded runs).
  const gc = () => expose({ type: 'major', execution: 'async' });
  const heap = () =>
    (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ??
    Number.NaN;
  const container = document.createElement('div');
  container.className = 'conformance';
  document.body.append(container);
  const warmUp = create(template);
  container.append(warmUp);
  await nextFrame();
  warmUp.remove();
  await settle();
  await gc();
  await gc();
  const start = heap();
  const refs: WeakRef<object>[] = [];
  for (let i = 0; i < cycles; i++) {
    let element: HTMLElement | null = create(template);
    container.append(element);
    if (i % 20 === 0) await nextFrame(); // let some cycles fully render and start their requests
    element.remove();
    refs.push(new WeakRef(element), new WeakRef(element.shadowRoot!));
    // Not useless: this async function's suspended frame would otherwise keep the last
    // element alive across the awaits below, and the count would never reach zero.
    // eslint-disable-next-line no-useless-assignment
    element = null;
  }
  let live = refs.length;
  // An aborted request's answer still on its way holds its element until it lands.
  await settle();
  // Pending timers (animations, fail-safes) may hold an element for a moment: wait and collect
  // until nothing is left, up to 30 s on a loaded machine (a ceiling, not a timing assertion).
  for (let attempt = 0; attempt < 300 && live > 0; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await gc();
    await gc();
    live = refs.filter((ref) => ref.deref() !== undefined).length;
  }
  container.remove();
  await gc();
  await gc();
  return { live, heapGrowth: heap() - start };
}
