import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, request } from '@playwright/test';
import {
  freshSampleIdentity,
  sampleBankAccount,
  sampleFatcaAllNo,
  sampleGeneral,
  samplePersonal,
  sampleThaiAml,
  suitabilityAnswersFor,
} from '../../api/src/modules/kyc/sample-applicant.ts';
import { demoPassword, expect, stack } from '../fixtures.ts';
import { verifiedInvestorThroughApi } from './investors.ts';

const photos = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photos');
const randomIp = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

/** A signed-in API client (CSRF token fetched per unsafe call, as every client must). */
export async function apiSession(email: string, password: string) {
  const api = await request.newContext({
    baseURL: stack.api(),
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
  });
  const csrf = async () => ((await (await api.get('/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  const login = await api.post('/auth/login', {
    headers: { 'x-csrf-token': await csrf() },
    data: { email, password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const send = async (method: 'post' | 'put', url: string, data?: object) => {
    const res = await api[method](url, { headers: { 'x-csrf-token': await csrf() }, data: data ?? {} });
    expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBeLessThan(300);
    return res.json().catch(() => null);
  };
  return { api, csrf, send };
}

export async function uploadPhoto(api: APIRequestContext, csrfToken: string, kind: string, file: string) {
  const res = await api.post('/kyc/files', {
    headers: { 'x-csrf-token': csrfToken },
    multipart: {
      kind,
      file: { name: file, mimeType: 'image/jpeg', buffer: await readFile(path.join(photos, file)) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The identity photos and the identity form, sent as the portal sends them; the card is accepted (DOPA, liveness). */
export async function identityThroughApi(investor: Awaited<ReturnType<typeof apiSession>>, card: object) {
  for (const [kind, file] of [
    ['ID_FRONT', 'id-front.jpg'],
    ['ID_BACK', 'id-back.jpg'],
    ['SELFIE', 'selfie.jpg'],
  ] as const) {
    await uploadPhoto(investor.api, await investor.csrf(), kind, file);
  }
  await investor.send('put', '/kyc/identity', card);
}

/**
 * An investor onboarded through the API's own endpoints with the sample applicant สมชาย ใจดี (on a card of his own) (the screens of
 * onboarding have their own journeys), with a suitability raw score of `suitabilityRaw` (40 → Moderate), and
 * approved by the demo compliance officer (with `approve: false` the case is left waiting in the queue).
 */
export async function onboardedInvestorThroughApi(
  email: string,
  password: string,
  suitabilityRaw = 40,
  { approve = true } = {},
) {
  await verifiedInvestorThroughApi(email, password);
  const investor = await apiSession(email, password);
  await identityThroughApi(investor, freshSampleIdentity());
  await investor.send('put', '/kyc/general', sampleGeneral);
  await investor.send('put', '/kyc/personal', samplePersonal);
  await investor.send('put', '/kyc/bank-account', sampleBankAccount);
  await investor.send('post', '/kyc/suitability', {
    version: 1,
    answers: suitabilityAnswersFor(suitabilityRaw),
  });
  await investor.send('post', '/kyc/fatca', { version: 1, answers: sampleFatcaAllNo, agreement: true });
  await investor.send('post', '/kyc/aml', { version: 1, answers: sampleThaiAml });
  await investor.send('post', '/kyc/contract', {
    version: 1,
    accepted: { management: true, powerOfAttorney: true, investmentPolicy: true },
  });
  await investor.send('post', '/kyc/submit');
  await investor.api.dispose();
  if (!approve) return;

  const compliance = await apiSession('compliance@example.com', demoPassword);
  const list = await compliance.api.get(
    `/admin/kyc-cases?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
  );
  expect(list.status(), await list.text()).toBe(200);
  const cases = (await list.json()) as { id: number }[];
  // The address is new to this run: exactly its own case is found.
  expect(cases, `KYC cases for ${email}`).toHaveLength(1);
  await compliance.send('post', `/admin/kyc-cases/${cases[0]!.id}/approve`, {});
  await compliance.api.dispose();
}

/** Stands the stack's test clock at a Bangkok wall-clock time (`PUT /test/clock`); null returns to real time. */
export async function standAt(bangkokLocal: string | null) {
  const api = await request.newContext({ baseURL: stack.api() });
  const { csrfToken } = (await (await api.get('/auth/csrf')).json()) as { csrfToken: string };
  const res = await api.put('/test/clock', {
    headers: { 'x-csrf-token': csrfToken },
    data: { now: bangkokLocal === null ? null : new Date(`${bangkokLocal}+07:00`).toISOString() },
  });
  expect(res.status(), await res.text()).toBe(200);
  await api.dispose();
}
