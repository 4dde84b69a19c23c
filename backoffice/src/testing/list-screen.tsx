import type { Language } from '@fund/domain';
import type { ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, vi } from 'vitest';
import { renderInAdmin } from './render-in-admin.tsx';

/** The filter, sort and range of every list request the screen sent to `/api/admin/<resource>`, decoded. */
function listQueries(requests: { url: string }[], resource: string) {
  return requests
    .map((request) => new URL(request.url, 'http://backoffice.test'))
    .filter((url) => url.pathname === `/api/admin/${resource}`)
    .map((url) => ({
      filter: JSON.parse(url.searchParams.get('filter')!),
      sort: JSON.parse(url.searchParams.get('sort')!),
      range: JSON.parse(url.searchParams.get('range')!),
    }));
}

/**
 * For a file of tests of one resource's list screen: answers how to render it (inside its resource, as the admin
 * does) and how to read the list requests it sent. After each test the `fetch` stub goes and, since a list keeps
 * its filters in the URL, so does the hash: each test starts from an unfiltered list.
 */
export function setUpListScreen(resource: string, list: ReactElement) {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.location.hash = '';
  });
  return {
    renderList: (language: Language = 'th') =>
      renderInAdmin(<ResourceContextProvider value={resource}>{list}</ResourceContextProvider>, language),
    listQueries: (requests: { url: string }[]) => listQueries(requests, resource),
  };
}
