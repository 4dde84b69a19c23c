import { kycForms } from '@fund/domain';
import Joi from 'joi';
import { nullable, storedFileAnswer } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { rateLimitByIp } from '../../platform/rate-limit.ts';
import { sendStoredFile } from '../../platform/send-stored-file.ts';
import { validate } from '../../platform/validate.ts';
import { requireUser } from '../auth/guards.ts';
import { openSession } from '../auth/session.ts';
import { countryOptions } from '../reference/countries.ts';
import type { KycAdapters } from './adapters.ts';
import { defaultKycAdapters } from './adapters.ts';
import {
  bankAccountAnswer,
  formSavedAnswer,
  generalFormAnswer,
  handoffAnswer,
  identityFormAnswer,
  identitySavedAnswer,
  kycFileAnswer,
  kycOptionsAnswer,
  personalFormAnswer,
  progressAnswer,
  savedBankAccountAnswer,
} from './answers.ts';
import { bankAccountOf, saveBankAccount } from './bank.ts';
import { findReadableFile, receiveKycFile, storeKycFile } from './files.ts';
import { createHandoff, redeemHandoff } from './handoff.ts';
import { saveIdentityDraft, submitIdentity } from './identity.ts';
import { saveGeneral, savePersonal } from './info.ts';
import { ndidRoutes } from './ndid-router.ts';
import { kycOverview } from './overview.ts';
import type { IdentityData } from './profile.ts';
import { loadProfile } from './profile.ts';
import {
  bankAccountBody,
  fileIdParams,
  fileUploadBody,
  generalBody,
  handoffRedeemBody,
  identityBody,
  personalBody,
} from './schemas.ts';

/**
 * The investor's own KYC data: photos and documents, the identity form with the DOPA and liveness checks,
 * general and personal information, the bank account, progress, and the desktop → phone hand-off. Every
 * route reads the user from the session only, so nobody can reach another user's data.
 */
export function kycRoutes(
  routes: ApiRoutes,
  ctx: AppContext,
  adapters: KycAdapters = defaultKycAdapters(),
): void {
  const user = [requireUser];
  ndidRoutes(routes, ctx);
  const noStore = (res: { setHeader(name: string, value: string): unknown }) =>
    res.setHeader('Cache-Control', 'no-store');

  routes.add(
    {
      method: 'get',
      path: '/kyc/options',
      summary: 'Choices of the KYC forms in Thai and English (countries Thai first, banks with codes)',
      tag: 'kyc',
      access: 'public',
      responses: {
        200: '{ genders: [{ value, th, en }], ..., banks: [{ code, swift, nameTh, nameEn, accountDigits }] }',
      },
      answers: { 200: kycOptionsAnswer },
    },
    (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      // Countries come from the one list the questionnaires use too.
      res.json({ ...kycForms.kycFormOptions, countries: countryOptions(), banks: kycForms.thaiBanks });
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/kyc/progress',
      summary:
        'The onboarding steps with their statuses, the completeness score (of 9) and whether the account is ready to invest',
      tag: 'kyc',
      access: 'user',
      responses: {
        200: '{ steps: [{ key, status, ...details }], case, customerService, completeness: { score, max, points }, readyToInvest, readiness }',
        401: 'AUTH_REQUIRED',
      },
      answers: { 200: progressAnswer },
    },
    user,
    async (req, res) => {
      noStore(res);
      res.json(await kycOverview(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/kyc/files',
      summary:
        'Upload a KYC photo or document (multipart: kind, file). Type read from the bytes (JPEG, PNG; PDF for EDD kinds), at most 10 MB; images re-encoded',
      tag: 'kyc',
      access: 'user',
      responses: {
        201: '{ id, kind, mimeType, sizeBytes, createdAt }',
        401: 'AUTH_REQUIRED',
        422: 'VALIDATION_FAILED, FILE_REQUIRED, FILE_TYPE_NOT_ALLOWED, KYC_FILE_TOO_LARGE',
        429: 'RATE_LIMITED',
      },
      answers: { 201: kycFileAnswer },
    },
    [
      ...user,
      rateLimitByIp(ctx.sequelize, { keyPrefix: 'kyc-file', points: 30, durationSeconds: 600 }),
      receiveKycFile,
      validate({ body: fileUploadBody }),
    ],
    async (req, res) => {
      res.status(201).json(await storeKycFile(ctx, req.user!.id, req.body.kind, req.file));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/kyc/files/:id',
      summary: 'The bytes of a KYC file, to its owner and to staff only (404 to anyone else)',
      tag: 'kyc',
      access: 'user',
      request: { params: fileIdParams },
      responses: { 200: 'image/jpeg, image/png or application/pdf', 401: 'AUTH_REQUIRED', 404: 'NOT_FOUND' },
      answers: { 200: storedFileAnswer },
    },
    user,
    async (req, res) => {
      const file = await findReadableFile(
        ctx,
        { id: req.user!.id, role: req.user!.role },
        String(req.params.id),
      );
      await sendStoredFile(ctx, res, { ...file, fileName: file.kind.toLowerCase() });
    },
  );

  const formRead = (
    path: string,
    summary: string,
    answer: Joi.Schema,
    pick: (p: Awaited<ReturnType<typeof loadProfile>>) => object,
  ) =>
    routes.addGuarded(
      {
        method: 'get',
        path,
        summary,
        tag: 'kyc',
        access: 'user',
        responses: { 200: '{ saved, draft, status }', 401: 'AUTH_REQUIRED' },
        answers: { 200: answer },
      },
      user,
      async (req, res) => {
        noStore(res);
        res.json(pick(await loadProfile(ctx, req.user!.id)));
      },
    );

  formRead(
    '/kyc/identity',
    'The identity form as saved, the draft being typed, and the check results',
    identityFormAnswer,
    (p) => ({
      saved: p.identity,
      draft: p.identityDraft,
      status: p.identityStatus,
      passDopa: p.passDopa,
      liveness: p.livenessStatus,
    }),
  );
  formRead('/kyc/general', 'The general information as saved and the draft', generalFormAnswer, (p) => ({
    saved: p.general,
    draft: p.generalDraft,
    status: p.personalStatus,
  }));
  formRead('/kyc/personal', 'The personal information as saved and the draft', personalFormAnswer, (p) => ({
    saved: p.personal,
    draft: p.personalDraft,
    status: p.personalStatus,
  }));

  routes.addGuarded(
    {
      method: 'put',
      path: '/kyc/identity',
      summary:
        'The identity form. With draft: true it is saved as typed; otherwise age (20+), card expiry, photos, DOPA and liveness are checked',
      tag: 'kyc',
      access: 'user',
      request: { body: identityBody },
      responses: {
        200: '{ status, passDopa, liveness } or, for a draft, { draft: true }',
        401: 'AUTH_REQUIRED',
        403: 'AUTH_FORBIDDEN (already verified or blocked)',
        409: 'KYC_ID_HELD_BY_ANOTHER_ACCOUNT (details.recovery: the portal path of account recovery)',
        422: 'VALIDATION_FAILED, KYC_UNDER_AGE, KYC_ID_EXPIRED, KYC_BIRTH_DATE_INVALID, KYC_PHOTOS_REQUIRED, KYC_IDENTITY_MISMATCH, KYC_LIVENESS_FAILED',
      },
      answers: { 200: identitySavedAnswer },
    },
    user,
    async (req, res) => {
      if (req.body.draft === true) {
        await saveIdentityDraft(ctx, req.user!.id, req.body);
        res.json({ draft: true });
        return;
      }
      res.json(await submitIdentity(ctx, adapters, req.user!.id, req.body as IdentityData));
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/kyc/general',
      summary:
        'General information: nationality, gender, marital status, phone, ID-card and current addresses',
      tag: 'kyc',
      access: 'user',
      request: { body: generalBody },
      responses: {
        200: '{ saved, draft, status }',
        401: 'AUTH_REQUIRED',
        403: 'AUTH_FORBIDDEN',
        422: 'VALIDATION_FAILED, KYC_ADDRESS_INVALID',
      },
      answers: { 200: formSavedAnswer },
    },
    user,
    async (req, res) => {
      res.json(await saveGeneral(ctx, req.user!.id, req.body));
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/kyc/personal',
      summary:
        'Personal information: occupation, employer, work address, income and funds, beneficiary, vulnerability',
      tag: 'kyc',
      access: 'user',
      request: { body: personalBody },
      responses: {
        200: '{ saved, draft, status }',
        401: 'AUTH_REQUIRED',
        403: 'AUTH_FORBIDDEN',
        422: 'VALIDATION_FAILED, KYC_ADDRESS_INVALID',
      },
      answers: { 200: formSavedAnswer },
    },
    user,
    async (req, res) => {
      res.json(await savePersonal(ctx, req.user!.id, req.body));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/kyc/bank-account',
      summary: 'The bank account and any open change request',
      tag: 'kyc',
      access: 'user',
      responses: {
        200: '{ account: null | { bankCode, bankNameTh, bankNameEn, accountNumber, accountName, status, changeRequest } }',
        401: 'AUTH_REQUIRED',
      },
      answers: { 200: Joi.object({ account: nullable(bankAccountAnswer).required() }) },
    },
    user,
    async (req, res) => {
      noStore(res);
      res.json({ account: await bankAccountOf(ctx, req.user!.id) });
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/kyc/bank-account',
      summary:
        'Set the bank account (number checked per bank, name must be the applicant’s); once verified, a change request that carries the new account’s book-bank photo (bookBankFileId: the requester’s own BOOK_BANK upload)',
      tag: 'kyc',
      access: 'user',
      request: { body: bankAccountBody },
      responses: {
        200: '{ changeRequested: false, account }',
        202: '{ changeRequested: true, account } (the verified account stays until staff approve)',
        401: 'AUTH_REQUIRED',
        422: 'VALIDATION_FAILED, KYC_IDENTITY_REQUIRED, KYC_BANK_ACCOUNT_INVALID, KYC_BANK_NAME_MISMATCH, CHANGE_REQUEST_BOOK_BANK_REQUIRED',
      },
      answers: { 200: savedBankAccountAnswer, 202: savedBankAccountAnswer },
    },
    user,
    async (req, res) => {
      const answer = await saveBankAccount(ctx, req.user!.id, req.body);
      res.status(answer.changeRequested ? 202 : 200).json(answer);
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/kyc/handoff',
      summary:
        'Desktop → phone: a 5-minute single-use link and its QR code that sign the phone in to this account',
      tag: 'kyc',
      access: 'user',
      responses: { 201: '{ url, qrDataUrl, expiresAt }', 401: 'AUTH_REQUIRED', 429: 'RATE_LIMITED' },
      answers: { 201: handoffAnswer },
    },
    [...user, rateLimitByIp(ctx.sequelize, { keyPrefix: 'kyc-handoff', points: 10, durationSeconds: 600 })],
    async (req, res) => {
      noStore(res);
      res.status(201).json(await createHandoff(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/kyc/handoff/redeem',
      summary:
        'The phone spends the hand-off token (once, within 5 minutes) and is signed in to the same account',
      tag: 'kyc',
      access: 'public',
      request: { body: handoffRedeemBody },
      responses: {
        200: '{ uuid } and the session cookies',
        400: 'KYC_HANDOFF_INVALID',
        422: 'VALIDATION_FAILED',
        429: 'RATE_LIMITED',
      },
      answers: { 200: Joi.object({ uuid: Joi.string().required() }) },
    },
    [rateLimitByIp(ctx.sequelize, { keyPrefix: 'kyc-handoff-redeem', points: 10, durationSeconds: 600 })],
    async (req, res) => {
      const userId = await redeemHandoff(ctx, req.body.token);
      await openSession(ctx, res, userId);
      const user = await ctx.models.User.findByPk(userId, { rejectOnEmpty: true });
      noStore(res);
      res.json({ uuid: user.uuid });
    },
  );
}
