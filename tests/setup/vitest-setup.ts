import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs on a loaded 2-core machine where a lazy chunk, a first search or a mock answer can take
// well over Testing Library's default 1 s. findBy/waitFor wait for a state, so a longer ceiling
// costs nothing when things are quick and removes the flake when they are not.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // Build-script tests run in the node environment (`@vitest-environment node`): no DOM.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.innerHTML = '';
});
