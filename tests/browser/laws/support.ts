/**
 * The law suite's shared frame (docs/laws/README.md): every law is one file in this folder, and each
 * file holds a table with one entry per element of custom-elements.json. An entry is either the
 * law's fixture for that element (how to put it in the state the law is about) or `exempt(why)`:
 * the element has nothing the law governs, and the reason says why. A new element without an
 * entry in every law's table fails the suite, as it fails the conformance suite.
 */
import manifest from '../../../custom-elements.json';
import { expect } from '../helpers';

interface ManifestModule {
  path: string;
  declarations: { tagName: string }[];
}

/** Every element tag of the library, from custom-elements.json (built from the api files). */
const elementTags: string[] = (manifest.modules as ManifestModule[])
  .flatMap((module) => module.declarations.map((declaration) => declaration.tagName))
  .sort();

export interface Exempt {
  exempt: string;
}

/** The element has nothing this law governs; `why` says so in the suite's output. */
export const exempt = (why: string): Exempt => ({ exempt: why });

const isExempt = (entry: unknown): entry is Exempt =>
  typeof entry === 'object' && entry !== null && 'exempt' in entry;

/**
 * Declares one law's table: a `describe` per element, and a first test that fails when an
 * element of the manifest has no entry (or the table names a tag that is not an element).
 * `run(tag, fixture)` declares that element's tests inside its `describe`; exempt elements get
 * one pending test that carries the reason.
 */
export function law<F>(
  name: string,
  table: Record<string, F | Exempt>,
  run: (tag: string, fixture: F) => void,
): void {
  describe(`law: ${name}`, () => {
    it('has an entry for every element of custom-elements.json, and no other', () => {
      expect(Object.keys(table).sort(), `law "${name}": one entry per element`).to.deep.equal(
        elementTags,
      );
    });
    for (const tag of elementTags) {
      const entry = table[tag];
      if (entry === undefined) continue;
      describe(`<${tag}>`, () => {
        if (isExempt(entry)) it.skip(`exempt: ${entry.exempt}`, () => {});
        else run(tag, entry);
      });
    }
  });
}

/** The gallery page of the element (`demo/<tag>.html`), parsed. */
export async function galleryDocument(tag: string): Promise<Document> {
  const html = await (await fetch(`/demo/${tag}.html`)).text();
  return new DOMParser().parseFromString(html, 'text/html');
}

/** 300 characters of text with an 80-character run without spaces (the long-content law). */
export const LONG_TEXT = (() => {
  const run = 'Vorderachsfederungssystemkomponentenherstellungsverfahrensbeschreibungsdokument1';
  const words = 'Mähdrescher Rundballenpresse Frontlader Zapfwelle Hydraulik ';
  let text = `${run} `;
  while (text.length < 300) text += words;
  return text.slice(0, 300);
})();

/**
 * Every element under `root`, in the light DOM and in every shadow root below it (the element's
 * own tree, the trees of the elements it holds), in document order.
 */
export function* deepElements(root: Element | ShadowRoot): Generator<Element> {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* deepElements(el.shadowRoot);
  }
}

/**
 * A fake clock for long waits (the deadlines law): from the call on, every `setTimeout` of at
 * least `from` ms is held instead of scheduled, and `advance(ms)` moves time on: it runs the held
 * timers now due and moves `Date.now()` on by as much (for code that polls and compares times).
 * Shorter timers, intervals and frames run as usual. `delays` lists the held lengths; `next()`
 * moves on to the next held timer; `restore()` puts the real clock back (held timers are dropped).
 */
export function holdLongTimers(from = 5000): {
  delays: number[];
  advance: (ms: number) => void;
  /** Moves time on to the next held timer; false when none is held (then nothing happens). */
  next: () => boolean;
  /** How many held timers of exactly `ms` are pending (set, not yet run or cleared). */
  pending: (ms: number) => number;
  restore: () => void;
} {
  const { setTimeout: realSet, clearTimeout: realClear } = window;
  const realNow = Date.now;
  const held = new Map<number, { due: number; ms: number; run: () => void }>();
  const delays: number[] = [];
  let elapsed = 0;
  let nextId = -1;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function' || (ms ?? 0) < from) return realSet(handler, ms, ...args);
    const id = nextId--;
    delays.push(ms!);
    held.set(id, {
      due: elapsed + ms!,
      ms: ms!,
      run: () => (handler as (...a: unknown[]) => void)(...args),
    });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClear(id);
  }) as typeof window.clearTimeout;
  Date.now = () => realNow() + elapsed;
  return {
    delays,
    advance(ms) {
      elapsed += ms;
      for (const [id, timer] of [...held].sort((a, b) => a[1].due - b[1].due)) {
        if (timer.due > elapsed) continue;
        held.delete(id);
        timer.run();
      }
    },
    next() {
      const due = Math.min(...[...held.values()].map((timer) => timer.due));
      if (!Number.isFinite(due)) return false;
      this.advance(due - elapsed);
      return true;
    },
    pending(ms) {
      return [...held.values()].filter((timer) => timer.ms === ms).length;
    },
    restore() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
      Date.now = realNow;
      held.clear();
    },
  };
}

/**
 * A fake clock for periodic work (a carousel's rotation): replaces the page's `setInterval` and
 * `clearInterval` until `restore()`. `tick(ms)` runs every callback that falls due in that time,
 * in order; `armed()` counts the intervals set and not cleared. `setTimeout`, animation frames
 * and the rest stay real (the helpers wait with them), so only what repeats is under the test's
 * control. Install it before the element mounts.
 */
export function fakeIntervals(): {
  tick: (ms: number) => void;
  armed: () => number;
  restore: () => void;
} {
  const real = { set: window.setInterval, clear: window.clearInterval };
  const timers = new Map<number, { run: () => void; every: number; due: number }>();
  let now = 0;
  let id = 1e6;
  window.setInterval = ((run: () => void, every = 0) => {
    timers.set(++id, { run, every: Math.max(1, every), due: now + Math.max(1, every) });
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((timer?: number) =>
    void timers.delete(timer!)) as typeof window.clearInterval;
  return {
    tick(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...timers.values()].sort((a, b) => a.due - b.due)[0];
        if (!next || next.due > end) break;
        now = next.due;
        next.due += next.every;
        next.run();
      }
      now = end;
    },
    armed: () => timers.size,
    restore() {
      window.setInterval = real.set;
      window.clearInterval = real.clear;
    },
  };
}

/**
 * A page of its own: `body` (and `head`) in a same-origin iframe of `width` x `height` CSS px (its
 * own viewport: media queries and breakpoints follow it), fixed at the top left of this page's
 * viewport (make that at least as large), resolved after its load event. For what happens at a
 * page's load: its own `performance` holds only its requests. Remove the frame after.
 */
export async function framePage(
  { head = '', body }: { head?: string; body: string },
  { width = 390, height = 800 } = {},
): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  // In the viewport, above the rest: a frame out of view is not rendered, and lazy loading
  // there is not what a visitor's page does.
  frame.style.cssText = `position:fixed;top:0;left:0;z-index:2147483647;width:${width}px;height:${height}px;border:0;background:#fff`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
  document.body.append(frame);
  await loaded;
  return frame;
}

/**
 * The markup of the first `<tag>` of the element's gallery page (`demo/<tag>.html`), as the CMS
 * renders it: a law's fixture starts from it. Attributes named in `without` are dropped.
 */
export async function galleryMarkup(tag: string, without: string[] = []): Promise<string> {
  const element = (await galleryDocument(tag)).querySelector(tag);
  if (!element) throw new Error(`demo/${tag}.html has no <${tag}>`);
  for (const name of without) element.removeAttribute(name);
  return element.outerHTML;
}
