/**
 * The conformance suite in jsdom, for every element: the manifest, the property upgrade, the
 * first mount, mounting only when connected, moves, and every declared attribute (its Chromium
 * twin is tests/browser/conformance.test.ts; events, the error boundary and portals are in
 * runtime.test.ts). Elements are discovered from their api files; each is mounted as its gallery
 * page configures it, against the gallery's MSW handlers.
 */
import { act, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { attributeName, type ElementApi } from '../../packages/core/src/element/define-api';
import { recordRenders, sampleOf, upgradeProbe, type Renders } from './samples';
import {
  apis,
  eventNames,
  galleryElement,
  loadElements,
  networkIdle,
  rendered,
  setUpMockBackends,
} from './setup';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
  modules: {
    declarations: { tagName: string; attributes: { name: string }[]; events: { name: string }[] }[];
  }[];
};

type Early = { element: HTMLElement & Record<string, unknown>; renders: Renders; value: unknown };
const early = new Map<string, Early>();

setUpMockBackends();
beforeAll(async () => {
  // Properties set before the definition: create and assign before any element module loads.
  for (const api of apis) {
    const [key, spec] = upgradeProbe(api);
    const element = document.createElement(api.tag) as HTMLElement & Record<string, unknown>;
    const { value } = sampleOf(spec, key);
    element[key] = value;
    early.set(api.tag, { element, renders: recordRenders(element), value });
  }
  await loadElements();
});

const errorsOf = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => String(call[0])).filter((m) => !m.includes('not wrapped in act'));

describe.each(apis.map((api) => [api.tag, api] as const))(
  '<%s> conformance (jsdom)',
  (tag, api: ElementApi) => {
    it('is in custom-elements.json with exactly its observedAttributes and events', () => {
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
      // The adapter's mf-error is listed for every element (shared-events.ts).
      expect(
        declaration!.events.map((e) => e.name).sort(),
        'stale custom-elements.json: run npm run manifest',
      ).toEqual(eventNames(api).sort());
    });

    it('upgrades a property set before the element was defined, and the view gets it', async () => {
      const [key] = upgradeProbe(api);
      const { element, renders, value } = early.get(tag)!;
      document.body.append(element);
      await waitFor(() => expect(renders.last()?.[key]).toEqual(value));
      // An own property left on the instance would shadow the accessor and hide a lost upgrade.
      expect(Object.hasOwn(element, key)).toBe(false);
      expect(element[key]).toEqual(value);
    });

    it('mounts as on its gallery page without a console error', async () => {
      const error = vi.spyOn(console, 'error');
      const element = galleryElement(tag);
      document.body.append(element);
      await rendered(element);
      await networkIdle();
      expect(errorsOf(error)).toEqual([]);
    });

    it('does not mount while never connected, and survives a move', async () => {
      const detached = galleryElement(tag);
      // A connected twin, created after it: once the twin has rendered, a detached element that
      // (wrongly) mounted would have rendered too: React commits them in order.
      const element = galleryElement(tag);
      document.body.append(element);
      const before = await rendered(element);
      expect(detached.shadowRoot!.childNodes.length).toBe(0);
      const other = document.createElement('div');
      document.body.append(other);
      other.append(element);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(await rendered(element)).toBe(before);
      expect(before.isConnected).toBe(true);
    });

    it.each(Object.entries(api.attributes))(
      'attribute for %s: a set value reaches the view, removal resets it to the default, bad values are reported naming "<tag>"',
      async (key, spec) => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
        const element = galleryElement(tag);
        const renders = recordRenders(element);
        document.body.append(element);
        await rendered(element);
        const name = attributeName(key);
        const sample = sampleOf(spec, key);
        const shows = (value: unknown) =>
          waitFor(() => expect(renders.last()?.[key]).toEqual(value));

        // From the gallery's value (if any) to the default, to the sample, back to the default.
        act(() => element.removeAttribute(name));
        expect(element[key]).toEqual(spec.default);
        await shows(spec.default);
        act(() => element.setAttribute(name, sample.text));
        expect(element[key]).toEqual(sample.value);
        await shows(sample.value);
        act(() => element.removeAttribute(name));
        expect(element[key]).toEqual(spec.default);
        await shows(spec.default);

        if (spec.kind === 'boolean') {
          // Presence is true, except the text "false" of the original data attributes.
          act(() => element.setAttribute(name, 'false'));
          expect(element[key]).toBe(false);
          act(() => element.setAttribute(name, name));
          expect(element[key]).toBe(true);
        } else if (spec.kind === 'number') {
          act(() => element.setAttribute(name, sample.text));
          act(() => element.setAttribute(name, 'NaN-ish'));
          expect(element[key]).toBe(spec.default);
          expect(errorsOf(error).at(-1)).toMatch(
            new RegExp(`^<${tag}>[^:]*: attribute "${name}" expects a number`),
          );
          await shows(spec.default);
        } else if (spec.kind === 'json') {
          act(() => element.setAttribute(name, sample.text));
          act(() => element.setAttribute(name, '[oops'));
          expect(element[key]).toEqual(spec.default);
          expect(errorsOf(error).at(-1)).toMatch(
            new RegExp(`^<${tag}>[^:]*: attribute "${name}" is not valid JSON`),
          );
          await shows(spec.default);
        }
        await networkIdle();
      },
    );
  },
);
