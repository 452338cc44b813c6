/// <reference types="vite/client" />
/**
 * The conformance suite in jsdom, for every element (its Chromium twin is
 * tests/browser/conformance.test.ts, which adds stylesheets, GC leak and frame upgrade checks).
 * Elements are discovered from their api files; each is mounted as its gallery page configures it,
 * against the gallery's MSW handlers.
 */
import { act } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { attributeName, type ElementApi } from '../../packages/core/src/element/define-api';
import { createHandlers } from '../../demo/mocks/handlers';

const apiModules = import.meta.glob<Record<string, unknown>>('../../packages/*/src/*/*.api.ts', {
  eager: true,
});
const elementModules = import.meta.glob('../../packages/*/src/*/*.element.ts');

// An element exists once its `<name>.element.ts` does (scripts/elements.ts uses the same rule).
const apis = Object.entries(apiModules)
  .filter(([path]) => path.replace(/\.api\.ts$/, '.element.ts') in elementModules)
  .flatMap(([, module]) =>
    Object.values(module).filter(
      (value): value is ElementApi => typeof value === 'object' && value !== null && 'tag' in value,
    ),
  );
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
  modules: { declarations: { tagName: string; attributes: { name: string }[] }[] }[];
};

const server = setupServer(...createHandlers('default'));
const early = new Map<string, HTMLElement & Record<string, unknown>>();

function probeAttribute(api: ElementApi): [string, unknown] | undefined {
  const entries = Object.entries(api.attributes);
  const boolean = entries.find(([, spec]) => spec.kind === 'boolean');
  if (boolean) return [boolean[0], true];
  const number = entries.find(([, spec]) => spec.kind === 'number');
  return number ? [number[0], (number[1].default as number) + 3] : undefined;
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  // Properties set before the definition: create and assign before any element module loads.
  for (const api of apis) {
    const probe = probeAttribute(api);
    if (!probe) continue;
    const element = document.createElement(api.tag) as HTMLElement & Record<string, unknown>;
    element[probe[0]] = probe[1];
    early.set(api.tag, element);
  }
  for (const load of Object.values(elementModules)) await load();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function galleryElement(tag: string): HTMLElement {
  const html = readFileSync(`demo/${tag}.html`, 'utf8');
  const page = new DOMParser().parseFromString(html, 'text/html');
  const element = page.querySelector(tag);
  if (!element) throw new Error(`demo/${tag}.html has no <${tag}>`);
  for (const { name } of [...element.attributes])
    if (name.startsWith('data-lang-')) element.removeAttribute(name);
  return document.importNode(element, true) as HTMLElement;
}

async function settle(ms = 50) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

describe.each(apis.map((api) => [api.tag, api] as const))(
  '<%s> conformance (jsdom)',
  (tag, api) => {
    it('is in custom-elements.json with exactly its observedAttributes', () => {
      const declaration = manifest.modules
        .flatMap((m) => m.declarations)
        .find((d) => d.tagName === tag);
      expect(declaration, 'stale custom-elements.json: run npm run manifest').toBeDefined();
      const ctor = customElements.get(tag) as CustomElementConstructor & {
        observedAttributes: string[];
      };
      const observed = ctor.observedAttributes.filter((name) => name !== 'lang').sort();
      expect(observed).toEqual(declaration!.attributes.map((a) => a.name).sort());
      expect(observed).toEqual(Object.keys(api.attributes).map(attributeName).sort());
    });

    it('upgrades a property set before the element was defined', async () => {
      const probe = probeAttribute(api);
      const element = early.get(tag);
      expect(probe && element, `${tag} needs a boolean or number attribute to probe`).toBeTruthy();
      document.body.append(element!);
      await settle();
      expect(element![probe![0]]).toEqual(probe![1]);
    });

    it('mounts as on its gallery page without a console error', async () => {
      const error = vi.spyOn(console, 'error');
      const element = galleryElement(tag);
      document.body.append(element);
      await settle(400);
      expect(element.shadowRoot?.querySelector('[part~="base"]')).not.toBeNull();
      expect(
        error.mock.calls.filter((call) => !String(call[0]).includes('not wrapped in act')),
      ).toEqual([]);
    });

    it('does not mount while never connected, and survives a move', async () => {
      const detached = galleryElement(tag);
      await settle();
      expect(detached.shadowRoot!.childNodes.length).toBe(0);
      const element = galleryElement(tag);
      document.body.append(element);
      await settle();
      const base = element.shadowRoot!.querySelector('[part~="base"]');
      const other = document.createElement('div');
      document.body.append(other);
      other.append(element);
      await settle();
      expect(element.shadowRoot!.querySelector('[part~="base"]')).toBe(base);
    });

    it.each(Object.entries(api.attributes))(
      'attribute for %s: removal resets, bad values log "<tag>: ..."',
      async (key, spec) => {
        const error = vi.spyOn(console, 'error').mockImplementation(() => {});
        const element = galleryElement(tag) as HTMLElement & Record<string, unknown>;
        document.body.append(element);
        const name = attributeName(key);
        if (spec.kind === 'boolean') {
          element.setAttribute(name, '');
          expect(element[key]).toBe(true);
        } else if (spec.kind === 'number') {
          element.setAttribute(name, 'NaN-ish');
          expect(element[key]).toBe(spec.default);
          expect(String(error.mock.calls.at(-1)?.[0])).toMatch(
            new RegExp(`^${tag}: "${name}" expects a number`),
          );
        } else if (spec.kind === 'json') {
          element.setAttribute(name, '[oops');
          expect(element[key]).toEqual(spec.default);
          expect(String(error.mock.calls.at(-1)?.[0])).toMatch(
            new RegExp(`^${tag}: "${name}" is not valid JSON`),
          );
        }
        element.removeAttribute(name);
        expect(element[key]).toEqual(spec.default);
        await settle();
      },
    );
  },
);
