import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import * as webStreams from 'node:stream/web';
import { afterEach, vi } from 'vitest';

// The element tests run in a V8 context whose global is jsdom's window (vitest.config.ts, the
// vmForks pool), which has no web streams; MSW's module needs them when it loads. Node's own.
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream'] as const)
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: webStreams[name] });

// CI runs on a loaded 2-core machine where a lazy chunk, a first search or a mock answer can take
// well over Testing Library's default 1 s. findBy/waitFor wait for a state, so a longer ceiling
// costs nothing when things are quick and removes the flake when they are not.
// 20 s: a clean-clone run with two more jobs beside the suite (load 15 on two cores) drew the
// product selector's 132 cards in over 10 s.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  // Build-script tests run in the node environment (`@vitest-environment node`): no DOM.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.innerHTML = '';
});

// Work a view defers past the next paint (core/browser/after-paint: the dealer locator's offering
// options) runs at once in jsdom, inside the effect that asks for it and so inside the test's
// act(): jsdom paints nothing, and an update from a later frame would land outside act and
// between a test's assertions. The tests of the deferral itself unmock it
// (after-paint.test.ts, use-search-results.test.ts, filter-bar.test.tsx).
vi.mock('@mf/core/browser/after-paint', () => ({
  afterNextPaint: (callback: () => void) => {
    callback();
    return () => {};
  },
}));
