import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { shouldRetry } from './query-client.ts';

describe('query retries', () => {
  it('never retries a refusal, whose answer would not change', () => {
    expect(shouldRetry(0, new HttpError('Unauthorized', 401))).toBe(false);
    expect(shouldRetry(0, new HttpError('Forbidden', 403))).toBe(false);
  });

  it('retries server errors and network failures up to three times', () => {
    expect(shouldRetry(0, new HttpError('Bad Gateway', 502))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(3, new TypeError('Failed to fetch'))).toBe(false);
  });
});
