import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { HttpClient } from './http-client.ts';

const apiUrl = '/api/admin';

/**
 * The simple REST verbs, plus `act` for the API's commands on one record (`POST /admin/users/4/unlock`):
 * the answer is the record as the server left it.
 */
export interface AppDataProvider extends DataProvider {
  act<RecordType extends RaRecord = RaRecord>(
    resource: string,
    params: { id: Identifier; action: string; data?: object },
  ): Promise<{ data: RecordType }>;
}

/** Staff resources live under `/admin`, in react-admin's simple REST dialect (range, sort, Content-Range). */
export function createDataProvider(httpClient: HttpClient): AppDataProvider {
  return {
    ...simpleRestProvider(apiUrl, httpClient),
    async act(resource, { id, action, data = {} }) {
      const url = `${apiUrl}/${resource}/${encodeURIComponent(String(id))}/${action}`;
      const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(data) });
      return { data: json };
    },
  };
}
