/**
 * Helpers for the browser tests (@web/test-runner + Chromium, mocha's describe/it).
 * Tests load the BUILT element bundles (`/dist/esm/<tag>.js`), so `npm run build` first.
 *
 * The setup every element test file shares (`duplicates`): `setUpElementTests(tag)` for
 * the hooks, `recordRequests` for the request log, `dataState`/`waitForState` for part="base",
 * `gate()` to hold a mocked answer until the test has looked at the loading state.
 */
import { expect } from '@esm-bundle/chai';
import axe from 'axe-core';
import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createHandlers } from '@mf/demo-mocks/handlers';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import type { Scenario } from '@mf/demo-mocks/scenario';

export { expect };

/** Loads a classic script (the all-in-one IIFE) into `doc` (default: this page). */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} failed to load`));
    doc.head.append(script);
  });
}

/** Loads an element's built bundle (defines the tag). */
export async function loadElement(tag: string): Promise<CustomElementConstructor> {
  await import(/* @vite-ignore */ `/dist/esm/${tag}.js`);
  return customElements.whenDefined(tag);
}

let worker: SetupWorker | null = null;
/** Requests the mock worker has seen start and not yet end (see `networkIdle`). */
const inFlight = new Set<string>();

/**
 * Starts the gallery's MSW handlers for this page (once) in the given scenario; later calls
 * reset the handlers to that scenario. Extra handlers take precedence (per-test overrides).
 */
export async function startMocks(
  scenario: Scenario = 'default',
  ...overrides: RequestHandler[]
): Promise<SetupWorker> {
  if (!worker) {
    worker = setupWorker(...createHandlers(scenario));
    worker.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
    worker.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
    await worker.start({
      serviceWorker: { url: '/mockServiceWorker.js' },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  }
  worker.resetHandlers(...createHandlers(scenario));
  if (overrides.length) worker.use(...overrides);
  return worker;
}

/**
 * Logs `format(url)` of every request the mock worker sees from now on for which it returns a
 * string (the previous log of this kind is replaced, other listeners stay).
 */
let recorder: ((event: { request: Request }) => void) | null = null;
export function recordRequests(
  mocks: SetupWorker,
  format: (url: URL) => string | null,
  into: string[],
): void {
  if (recorder) mocks.events.removeListener('request:start', recorder);
  recorder = ({ request }) => {
    const entry = format(new URL(request.url));
    if (entry !== null) into.push(entry);
  };
  mocks.events.on('request:start', recorder);
}

/** How many requests the mock worker is handling now (started, not yet answered). */
export const requestsInFlight = (): number => inFlight.size;

/** Waits until no request the mock worker handles is outstanding, then for a frame. */
export async function networkIdle(timeout = 10_000): Promise<void> {
  await waitFor(() => inFlight.size === 0, timeout, 'the mocked requests to finish');
  await nextFrame();
}

/** A promise the test releases: hold a mocked answer (`await held.promise`) until then. */
export function gate(): { promise: Promise<void>; release: () => void } {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

/** `data-state` of the element's part="base". */
export const dataState = (element: Element) =>
  element.shadowRoot?.querySelector('[part~=base]')?.getAttribute('data-state') ?? null;

/** Waits for a `data-state` matching `accept` and returns it. */
export function waitForState(
  element: Element,
  accept: RegExp,
  timeout = 8000,
  what = `data-state ${accept}`,
): Promise<string> {
  return waitFor(
    () => {
      const state = dataState(element);
      return state !== null && accept.test(state) ? state : null;
    },
    timeout,
    what,
  );
}

/**
 * The hooks every element test file needs: the built bundle loaded once, console errors and
 * warnings (the CMS mistakes an element names: core/element/problems) captured per test, fixtures
 * removed after each. Read `.errors` and `.warnings` inside a test.
 */
export function setUpElementTests(tag: string): {
  readonly errors: string[];
  readonly warnings: string[];
} {
  let capture: ReturnType<typeof captureConsoleErrors> | null = null;
  let warned: ReturnType<typeof captureConsoleWarnings> | null = null;
  before(() => loadElement(tag));
  beforeEach(() => {
    capture = captureConsoleErrors();
    warned = captureConsoleWarnings();
  });
  afterEach(() => {
    capture?.stop();
    warned?.stop();
    capture = null;
    warned = null;
    cleanupFixtures();
  });
  return {
    get errors() {
      return capture?.messages ?? [];
    },
    get warnings() {
      return warned?.messages ?? [];
    },
  };
}

const fixtures: HTMLElement[] = [];

/** Renders markup into a fresh container and returns its first element, after React's first commit. */
export async function fixture<T extends HTMLElement = HTMLElement>(html: string): Promise<T> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  fixtures.push(container);
  await nextFrame();
  await drawn(container);
  return container.firstElementChild as T;
}

/**
 * Waits until every defined element of ours in `root` has drawn its `base` part: an element
 * mounts in the task after its connection and renders its first tree as a transition (CONTRIBUTING,
 * element runtime), so a frame is not enough on a busy machine. An element that draws no base
 * (a test of that) is given up on after 3 s without failing here; the test's own checks judge it.
 */
async function drawn(root: Element): Promise<void> {
  const ours = [...root.querySelectorAll('*')].filter(
    (el) => el.localName.startsWith('mf-') && customElements.get(el.localName),
  );
  await waitFor(
    () => ours.every((el) => el.shadowRoot?.querySelector('[part~=base]')),
    3000 / SLACK,
  ).catch(() => undefined);
}

export function cleanupFixtures(): void {
  for (const container of fixtures.splice(0)) container.remove();
}

export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * How many times its stated `timeout` a `waitFor` may take. The timeout is a safety net, not a
 * wait: a passing test never reaches it, and on a machine with every core taken (CI runs the
 * browser layers side by side with a busy loop beside them) a render that takes 200 ms on a
 * quiet machine took over 5 s, and with two more jobs beside the suite (load 15) a header's first
 * render over 20 s. The test's own timeout (web-test-runner.config.mjs) leaves room.
 */
const SLACK = 6;

/**
 * Polls until `check` returns a truthy value (or throws the last failure after `timeout` times
 * SLACK).
 */
export async function waitFor<T>(
  check: () => T,
  timeout = 5000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const started = performance.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() - started > timeout * SLACK) {
      throw lastError instanceof Error ? lastError : new Error(`Timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Query inside an element's shadow root. */
export function shadow<T extends Element = HTMLElement>(host: Element, selector: string): T | null {
  return host.shadowRoot!.querySelector<T>(selector);
}

export function shadowAll<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return [...host.shadowRoot!.querySelectorAll<T>(selector)];
}

/** The element that has focus, looking through shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Records console.error calls until `stop()`; returns the messages. */
export function captureConsoleErrors(): { messages: string[]; stop: () => void } {
  return captureConsole('error');
}

/** Records console.warn calls until `stop()` (a CMS mistake is said so: core/element/problems). */
export function captureConsoleWarnings(): { messages: string[]; stop: () => void } {
  return captureConsole('warn');
}

function captureConsole(level: 'error' | 'warn'): { messages: string[]; stop: () => void } {
  const original = console[level];
  const messages: string[] = [];
  console[level] = (...args: unknown[]) => {
    messages.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  };
  return { messages, stop: () => (console[level] = original) };
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Runs axe on an element (axe sees into open shadow roots) and fails with a readable list. */
export async function expectAxeClean(element: Element): Promise<void> {
  // Passing nodes are not listed one by one (see tests/e2e/fixtures.ts AXE_OPTIONS): faster.
  const result = await axe.run(element, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
  });
  const summary = result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).to.deep.equal([]);
}

/**
 * The page the dialog tests share (tests/browser/dialog-stack.test.ts and the dialogs law): the
 * consent manager answers "granted", the Google Maps fake is installed, console errors are
 * captured, and the address and the stores start clean; afterwards the address is reset (its
 * `hashchange` closes what the hash opened), the fixtures removed and the fakes taken away.
 * Read `.errors` inside a test.
 */
export function setUpDialogPage(after?: () => Promise<void> | void): { readonly errors: string[] } {
  let capture: ReturnType<typeof captureConsoleErrors> | null = null;
  let maps: GoogleMapsFake | null = null;
  const page = window as unknown as { truste?: unknown };
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    history.replaceState(null, '', location.pathname);
    page.truste = {
      cma: { callApi: () => ({ consentDecision: 4 }) },
      eu: { clickListener: () => {} },
    };
    maps = installGoogleMapsFake();
    capture = captureConsoleErrors();
  });
  afterEach(async () => {
    capture?.stop();
    history.replaceState(null, '', location.pathname);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    cleanupFixtures();
    await nextFrame();
    maps?.uninstall();
    delete page.truste;
    await after?.();
  });
  return {
    get errors() {
      return capture?.messages ?? [];
    },
  };
}
