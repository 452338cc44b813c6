/// <reference types="vite/client" />
/**
 * What the jsdom conformance files share: every element (discovered from its api file), its
 * gallery markup, the gallery's MSW handlers and a wait for the network to go quiet, so no test
 * sleeps for a guessed number of milliseconds.
 */
import { act, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { ElementApi } from '../../packages/core/src/element/define-api';
import { sharedEvents } from '../../packages/core/src/element/shared-events';
import { createHandlers } from '@mf/demo-mocks/handlers';
import { opensByHash, withSearchQuery } from './portals';

const apiModules = import.meta.glob<Record<string, unknown>>('../../packages/*/src/*/*.api.ts', {
  eager: true,
});
const elementModules = import.meta.glob('../../packages/*/src/*/*.element.ts');

// An element exists once its `<name>.element.ts` does (scripts/elements.ts uses the same rule).
export const apis = Object.entries(apiModules)
  .filter(([path]) => path.replace(/\.api\.ts$/, '.element.ts') in elementModules)
  .flatMap(([, module]) =>
    Object.values(module).filter(
      (value): value is ElementApi => typeof value === 'object' && value !== null && 'tag' in value,
    ),
  );

/** The element's declared events plus the adapter's shared ones (mf-error). */
export const eventNames = (api: ElementApi): string[] => [
  ...new Set([...Object.keys(api.events), ...Object.keys(sharedEvents)]),
];

/** Imports every element module (defines every tag). */
export async function loadElements(): Promise<void> {
  for (const load of Object.values(elementModules)) await load();
}

const server = setupServer(...createHandlers('default'));
/**
 * The mocked requests in flight, by MSW's request id. A request the page aborted (an element
 * unmounted at a test's end, a deadline) may never get its `request:end`: it leaves the set when
 * its signal aborts, and each test starts with none, so one lost end cannot keep every later
 * test of the file waiting (a loaded machine made that a cascade of 20 s timeouts).
 */
const inFlight = new Set<string>();
server.events.on('request:start', ({ request, requestId }) => {
  inFlight.add(requestId);
  request.signal.addEventListener('abort', () => inFlight.delete(requestId), { once: true });
});
server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));

/** The gallery's mock backends for the whole file. */
export function setUpMockBackends(): void {
  beforeAll(() => {
    withSearchQuery();
    server.listen({ onUnhandledRequest: 'bypass' });
  });
  afterEach(() => {
    server.resetHandlers();
    inFlight.clear();
  });
  afterAll(() => server.close());
}

/** Waits until no mocked request is outstanding, then lets React commit what they brought. */
export async function networkIdle(): Promise<void> {
  await waitFor(() => expect(inFlight.size).toBe(0));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const galleryPage = (tag: string) =>
  new DOMParser().parseFromString(readFileSync(`demo/${tag}.html`, 'utf8'), 'text/html');

/** The `#hash` links of the element's gallery page (a modal that the address hash opens). */
export function galleryHashLinks(tag: string): string[] {
  return [...galleryPage(tag).querySelectorAll('a[href^="#"]')]
    .filter((link) => !link.closest(tag))
    .map((link) => link.getAttribute('href')!)
    .filter(opensByHash);
}

/** The element as its gallery page configures it (English: the data-lang-* copies dropped). */
export function galleryElement(tag: string): HTMLElement & Record<string, unknown> {
  const element = galleryPage(tag).querySelector(tag);
  if (!element) throw new Error(`demo/${tag}.html has no <${tag}>`);
  for (const { name } of [...element.attributes])
    if (name.startsWith('data-lang-')) element.removeAttribute(name);
  return document.importNode(element, true) as HTMLElement & Record<string, unknown>;
}

export const base = (element: Element) =>
  element.shadowRoot?.querySelector<HTMLElement>('[part~="base"]') ?? null;

/** Waits for the element's first commit (its part="base" in the shadow root). */
export async function rendered(element: Element): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => expect((found = base(element))).not.toBeNull());
  return found!;
}
