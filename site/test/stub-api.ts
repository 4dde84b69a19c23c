import { answerOf, problemOf } from '@fund/contract/testing';
import { vi } from 'vitest';
import { forgetCsrfToken } from '../src/lib/csrf-fetch.ts';

/** `GET /auth/csrf`'s answer: the token every unsafe call carries. */
export const csrfAnswer = (csrfToken: string) => answerOf('/auth/csrf', 'get', { csrfToken });

/** What `POST /contact-requests` and `POST /complaints` answer: the new enquiry's id and reference. */
export const enquiryAnswer = (path: '/contact-requests' | '/complaints', id: number, reference: string) =>
  answerOf(path, 'post', { id, reference }, { status: 201 });

/**
 * An answer from something in front of the API (the gateway's error page while the API is down): no contract
 * describes it, and no route of the API answers it.
 */
export function notFromTheApi(body: string, init: ResponseInit): Response {
  return new Response(body, init);
}

/**
 * Stubs `fetch` for a form: a fresh CSRF token (`token-1`) from `GET /auth/csrf`, and `answer` for every other
 * call; a form that sends nothing is answered as a call to no route.
 */
export function stubApi(
  answer: () => Response = () => problemOf(404, 'ROUTE_NOT_FOUND'),
  csrfToken = 'token-1',
) {
  forgetCsrfToken();
  const fetchMock = vi.fn<typeof fetch>(async (url) =>
    url === '/api/auth/csrf' ? csrfAnswer(csrfToken) : answer(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
