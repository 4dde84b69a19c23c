import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { HttpClient } from './http-client.ts';

/** Staff resources live under `/admin`, in react-admin's simple REST dialect (range, sort, Content-Range). */
export function createDataProvider(httpClient: HttpClient): DataProvider {
  return simpleRestProvider('/api/admin', httpClient);
}
