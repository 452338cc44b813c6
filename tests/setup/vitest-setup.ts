import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  // Build-script tests run in the node environment (`@vitest-environment node`): no DOM.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.innerHTML = '';
});
