/**
 * The conformance suite in jsdom, part two, for every element: its events leave the element
 * bubbling and composed (seen on document across a shadow boundary), a render error shows the
 * fallback, logs `<tag>: render failed` and emits mf-error, and opening its popups adds nothing
 * outside its shadow root. The Chromium twin is tests/browser/conformance.test.ts.
 */
import { act, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ElementApi } from '../../packages/core/src/element/define-api';
import { forceRenderError, recordRenders } from './samples';
import {
  apis,
  base,
  eventNames,
  galleryElement,
  galleryHashLinks,
  loadElements,
  networkIdle,
  rendered,
  setUpMockBackends,
} from './setup';
import { hasControls, openPopups, watchOutside } from './portals';

setUpMockBackends();
beforeAll(loadElements);

describe.each(apis.map((api) => [api.tag, api] as const))(
  '<%s> runtime conformance (jsdom)',
  (tag, api: ElementApi) => {
    it.each(eventNames(api))(
      'emits %s through its emitter: bubbling, composed, seen on document from inside a shadow root',
      async (name) => {
        // Inside another component's shadow root: only a composed event reaches document.
        const outer = document.createElement('div');
        outer.attachShadow({ mode: 'open' });
        document.body.append(outer);
        const element = galleryElement(tag);
        const renders = recordRenders(element);
        outer.shadowRoot!.append(element);
        await waitFor(() => expect(renders.context).not.toBeNull());
        const seen: { event: CustomEvent; origin: EventTarget | undefined }[] = [];
        const listener = (event: Event) =>
          seen.push({ event: event as CustomEvent, origin: event.composedPath()[0] });
        document.addEventListener(name, listener);
        const detail = { conformance: name };
        try {
          act(() => void renders.context!.emit(name, detail));
        } finally {
          document.removeEventListener(name, listener);
        }
        expect(seen).toHaveLength(1);
        const [{ event, origin }] = seen as [(typeof seen)[0]];
        expect(event.bubbles && event.composed).toBe(true);
        expect(event.detail).toEqual(detail);
        expect(origin).toBe(element);
        await networkIdle();
      },
    );

    it('a render error shows the fallback, logs "<tag>: render failed" and emits a bubbling, composed mf-error; a sibling keeps working', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const failure = new Error(`conformance: ${tag} failed on purpose`);
      const broken = galleryElement(tag);
      forceRenderError(broken, failure);
      const healthy = galleryElement(tag);
      const seen: CustomEvent[] = [];
      const listener = (event: Event) => seen.push(event as CustomEvent);
      document.addEventListener('mf-error', listener);
      try {
        document.body.append(healthy, broken);
        await waitFor(() => expect(base(broken)?.getAttribute('data-state')).toBe('error'));
        await waitFor(() => expect(seen.length).toBeGreaterThan(0));
      } finally {
        document.removeEventListener('mf-error', listener);
      }
      const fallback = base(broken)!;
      expect(fallback).toHaveAttribute('role', 'alert');
      expect(fallback).toHaveTextContent('This content could not be displayed.');
      expect(
        error.mock.calls.some(
          ([message, cause]) => message === `${tag}: render failed` && cause === failure,
        ),
        `console.error("${tag}: render failed", error)`,
      ).toBe(true);
      expect(seen.every((event) => event.target === broken)).toBe(true);
      expect(seen[0]!.bubbles && seen[0]!.composed).toBe(true);
      expect(seen[0]!.detail).toEqual({ message: failure.message, source: 'render' });
      const other = await rendered(healthy);
      expect(other.getAttribute('data-state')).not.toBe('error');
      await networkIdle();
    });

    it('mounts and opens its popups inside its shadow root: nothing is added outside it', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const container = document.createElement('div');
      document.body.append(container);
      const stop = watchOutside(container);
      const element = galleryElement(tag);
      container.append(element);
      await rendered(element);
      await networkIdle();
      const report = await openPopups(
        element,
        (action) =>
          act(async () => {
            action();
            await new Promise((resolve) => setTimeout(resolve, 0));
          }),
        (check, what) => waitFor(() => expect(check(), what).toBe(true)),
        galleryHashLinks(tag),
      );
      await networkIdle();
      expect(stop(), 'nodes added outside the element').toEqual([]);
      expect(report.notOpened, 'popups that did not open').toEqual([]);
      expect(report.escaped, 'popups whose aria-controls target is not in the shadow root').toEqual(
        [],
      );
      // Only an element that offers nothing to operate (a form waiting for consent) is left alone.
      if (report.interactions.length === 0) expect(hasControls(element.shadowRoot!)).toBe(false);
    });
  },
);
