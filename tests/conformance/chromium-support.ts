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

/**
 * Connects and disconnects 200 copies of the element, waits for `settle` (the requests they
 * started to end), then collects garbage until no element or shadow root of them is alive, up to
 * 30 s: returns how many still are.
 */
export async function liveAfterCycles(
  template: Element,
  settle: () => Promise<void>,
): Promise<number> {
  const gc = (window as unknown as { gc?: () => void }).gc;
  if (!gc) throw new Error('Chromium must run with --js-flags=--expose-gc');
  const refs: WeakRef<object>[] = [];
  const container = document.createElement('div');
  container.className = 'conformance';
  document.body.append(container);
  for (let i = 0; i < 200; i++) {
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
    gc();
    gc();
    live = refs.filter((ref) => ref.deref() !== undefined).length;
  }
  return live;
}
