import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

const maxAttempts = 3;

/**
 * A refusal (4xx) answers the same on every try, and retrying `/me` for a signed-out visitor would hold the
 * sign-in page back by seconds; only network failures and server errors are tried again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status < 500) return false;
  return failureCount < maxAttempts;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry }, mutations: { retry: false } },
  });
}
