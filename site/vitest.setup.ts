// Matchers such as toBeVisible, so a test asserts what the reader sees rather than that a query returned.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Globals are off, so Testing Library cannot register its own unmount between tests.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
