import { randomUUID } from 'node:crypto';
import { distinctClientIp } from '../../../test/client-address.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { makeInvestor } from '../security/test-investors.ts';
import { freshSampleIdentity, sampleIdentity, samplePhoto } from './sample-applicant.ts';

export const photo = samplePhoto;

/** Each request from its own address, so per-IP limits of one test do not reach the next. */
export const newIp = distinctClientIp;

export const newInvestor = (t: TestApp) => makeInvestor(t, `kyc-${randomUUID().slice(0, 8)}@example.com`);

export function upload(t: TestApp, cookie: string, kind: string, content: Buffer, name = 'photo.jpg') {
  return t
    .http()
    .post('/kyc/files')
    .set('Cookie', cookie)
    .set('X-Forwarded-For', newIp())
    .field('kind', kind)
    .attach('file', content, name);
}

export async function uploadPhotos(t: TestApp, cookie: string, selfie?: Buffer) {
  for (const kind of ['ID_FRONT', 'ID_BACK']) await upload(t, cookie, kind, await photo()).expect(201);
  await upload(t, cookie, 'SELFIE', selfie ?? (await photo(480, 640))).expect(201);
}

/** A book-bank photo uploaded by the investor: its file id, for a bank-account change request. */
export async function bookBankPhoto(t: TestApp, cookie: string): Promise<string> {
  return (await upload(t, cookie, 'BOOK_BANK', await photo()).expect(201)).body.id;
}

/** The simulator's card for สมชาย ใจดี. */
export const somchai = sampleIdentity;

/** สมชาย ใจดี on a sandbox card of his own: any number of test investors can pass the identity step. */
export const applicant = freshSampleIdentity;

/** The simulator's card for มานี มีนา, born 15/06/2006: 20 on 15/06/2026. */
export const manee = {
  titleTh: 'นางสาว',
  firstNameTh: 'มานี',
  lastNameTh: 'มีนา',
  titleEn: 'Miss',
  firstNameEn: 'Manee',
  lastNameEn: 'Meena',
  nationalId: '1509900456789',
  laserId: 'AB1000000001',
  birthDate: '15/06/2006',
  idExpiry: null,
  idLifetime: true,
};

export async function verifiedIdentity(t: TestApp) {
  const investor = await newInvestor(t);
  await uploadPhotos(t, investor.cookie);
  const identity = applicant();
  await t.http().put('/kyc/identity').set('Cookie', investor.cookie).send(identity).expect(200);
  return { ...investor, identity };
}
