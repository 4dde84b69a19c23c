import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetCsrfToken } from './src/lib/api-client.ts';

// Globals are off, so Testing Library cannot register its own unmount between tests.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetCsrfToken();
});
