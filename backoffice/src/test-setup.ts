// Matchers such as toBeVisible, so a test asserts what the reader sees rather than that a query returned.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The whole suite runs on two cores beside PostgreSQL: a screen can take seconds to settle, so every wait
// allows 8 s and every test 30 s (a failing assertion still fails, only later).
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
