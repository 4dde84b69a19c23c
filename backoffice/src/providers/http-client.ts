import type { Language } from '@fund/domain';
import { fetchUtils, HttpError } from 'react-admin';
import { toProblemError } from './problem.ts';

export type HttpClient = typeof fetchUtils.fetchJson;

/**
 * Every call goes to `/api` on this origin with the session cookie. A refusal becomes an HttpError whose
 * message is the problem `code` translated into the current language, so react-admin's notifications
 * show it as is; network failures and aborted requests pass through untouched.
 */
export function createHttpClient(getLanguage: () => Language): HttpClient {
  return async (url, options = {}) => {
    try {
      return await fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin' });
    } catch (error) {
      if (error instanceof HttpError) throw toProblemError(error, getLanguage());
      throw error;
    }
  };
}
