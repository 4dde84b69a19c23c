import type { Answer } from '@fund/contract';
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
  /** `GET /admin/dashboard`: the waiting work, each count with the list filter it was counted with. */
  waitingWork(): Promise<WaitingWork>;
  /** `POST /me/security/2fa`: a new TOTP secret for the signed-in staff member, waiting for a code from it. */
  startTwoFactor(): Promise<TwoFactorEnrolment>;
  /**
   * `POST /me/security/2fa/confirm`: a code from the new secret turns two-factor sign-in on; answers the 10 one-time
   * recovery codes, shown this once.
   */
  confirmTwoFactor(code: string): Promise<string[]>;
  /** `POST /me/security/2fa/recovery-codes`: 10 new recovery codes for a current code; the old ones stop working. */
  regenerateRecoveryCodes(code: string): Promise<string[]>;
  /** `GET /me/security`: whether the signed-in staff member's two-factor sign-in is on. */
  twoFactorEnabled(): Promise<boolean>;
  /** `POST /admin/juristic-account-files`: a company document uploaded before its account is opened with it. */
  uploadJuristicDocument(kind: string, file: File): Promise<UploadedDocument>;
}

/** A company document as `POST /admin/juristic-account-files` answers it, before its account is opened with it. */
export type UploadedDocument = Answer<'/admin/juristic-account-files', 'post', 201>;

/** `POST /me/security/2fa`: the secret, its otpauth URL and the URL as a QR code image (data URL) to scan. */
export type TwoFactorEnrolment = Answer<'/me/security/2fa', 'post'>;

/** `GET /admin/dashboard`: the waiting work, each count with the list filter it was counted with. */
export type WaitingWork = Answer<'/admin/dashboard'>;

/** What every count of the waiting work has, whichever queue it counts (the screen shows them alike). */
export interface QueueCount {
  key: string;
  count: number;
  filter: Record<string, unknown>;
}

/**
 * Staff resources live under `/admin`, in react-admin's simple REST dialect (range, sort, Content-Range). The
 * API's list filters take no `id`, so the records a reference needs (`getMany`) are read each on its own path;
 * references name a few records at a time.
 */
export function createDataProvider(httpClient: HttpClient): AppDataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);
  return {
    ...rest,
    async getMany(resource, { ids, signal }) {
      const records = await Promise.all(ids.map((id) => rest.getOne(resource, { id, signal })));
      return { data: records.map(({ data }) => data) };
    },
    async act(resource, { id, action, data = {} }) {
      const url = `${apiUrl}/${resource}/${encodeURIComponent(String(id))}/${action}`;
      const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(data) });
      return { data: json };
    },
    async uploadJuristicDocument(kind, file) {
      const body = new FormData();
      body.append('kind', kind);
      body.append('file', file);
      // No Content-Type of our own: the browser writes the multipart boundary.
      const { json } = await httpClient(`${apiUrl}/juristic-account-files`, { method: 'POST', body });
      return json as UploadedDocument;
    },
    async waitingWork() {
      const { json } = await httpClient(`${apiUrl}/dashboard`);
      return json as WaitingWork;
    },
    async startTwoFactor() {
      const { json } = await httpClient('/api/me/security/2fa', { method: 'POST' });
      return json as TwoFactorEnrolment;
    },
    async confirmTwoFactor(code) {
      const { json } = await httpClient('/api/me/security/2fa/confirm', {
        method: 'POST',
        body: JSON.stringify({ code }),
      });
      return (json as { recoveryCodes?: string[] } | null)?.recoveryCodes ?? [];
    },
    async regenerateRecoveryCodes(code) {
      const { json } = await httpClient('/api/me/security/2fa/recovery-codes', {
        method: 'POST',
        body: JSON.stringify({ code }),
      });
      return (json as { recoveryCodes: string[] }).recoveryCodes;
    },
    async twoFactorEnabled() {
      const { json } = await httpClient('/api/me/security');
      return (json as { twoFactorEnabled: boolean }).twoFactorEnabled;
    },
  };
}
