import { type ApiRequestInit, createApiClient, ApiError as SharedApiError } from '@fund/contract';

export { ApiError, type ApiRequestInit, type FieldProblem } from '@fund/contract';

// The API sits behind /api on this same origin, so the session cookie is first-party and no CORS is involved.
const apiBase = '/api';

/** The address a link or download uses for an API path the API itself answered (e.g. a document's `url`). */
export function apiHref(path: string): string {
  return `${apiBase}${path}`;
}

/** Spec §8: a 401 from these calls is an answer for the screen, not a reason to log the reader out. */
export function isUnauthorizedExempt(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return (
    pathname === '/auth/logout' ||
    pathname === '/auth/login' ||
    pathname === '/auth/forget-password' ||
    pathname.startsWith('/security/')
  );
}

let unauthorizedHandler: (() => void) | null = null;

const client = createApiClient({
  baseUrl: apiBase,
  onUnauthorized: (path) => {
    if (!isUnauthorizedExempt(path)) unauthorizedHandler?.();
  },
});

/** Drops the cached CSRF token; the next unsafe request fetches a fresh one. */
export const forgetCsrfToken = client.forgetCsrfToken;

/** The session layer registers what a 401 does (log out, clear the user, toast); returns the unregister. */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** Fired when the API refuses a request because maintenance is on. */
export const maintenanceRefusedEvent = 'api:maintenance-refused';

/** A call to the API through the shared client; a refusal is thrown as an ApiError with the problem's code. */
export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  try {
    return await client.request<T>(path, init);
  } catch (error) {
    // The API refused because maintenance began: the maintenance check looks again now, not at its next tick.
    if (error instanceof SharedApiError && error.status === 503 && error.code === 'MAINTENANCE')
      window.dispatchEvent(new Event(maintenanceRefusedEvent));
    throw error;
  }
}
