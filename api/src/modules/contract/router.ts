import type { Response } from 'express';
import { fileAnswer } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { sendStoredFile } from '../../platform/send-stored-file.ts';
import { requireStaff, requireUser } from '../auth/guards.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { actorOf } from '../security/actor.ts';
import { contractSignedAnswer, contractViewAnswer } from './answers.ts';
import { caseParams, signBody } from './schemas.ts';
import { contractView, signContract } from './service.ts';
import { auditContractViewed, type ContractRow, latestContractRow, signedContractRow } from './state.ts';

/** A stored contract PDF, saved by the reader's browser and never cached. */
function sendPdf(ctx: AppContext, res: Response, row: ContractRow): Promise<void> {
  return sendStoredFile(ctx, res, {
    storageKey: row.storageKey,
    mimeType: 'application/pdf',
    sizeBytes: row.size,
    fileName: `contract-v${row.version}.pdf`,
  });
}

/**
 * The contract step (spec §2 screen 15, §5): the agreements to read, signing them once every earlier step is
 * done, the signed PDF for its owner and for staff, and the investor's document list.
 */
export function contractRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const user = [requireUser];

  routes.addGuarded(
    {
      method: 'get',
      path: '/kyc/contract',
      summary:
        'The agreements to accept (management, power of attorney, investment policy) in Thai and English, and whether the investor can sign now',
      tag: 'kyc',
      access: 'user',
      responses: {
        200: '{ version, agreements: [{ key, title: { th, en }, paragraphs: { th: string[], en: string[] } }], signed: null | { version, signedAt, contentHash, documentId }, canSign, missingSteps: string[] }',
        401: 'AUTH_REQUIRED',
      },
      answers: { 200: contractViewAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await contractView(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/kyc/contract',
      summary:
        'Sign the contract: each of the three agreements accepted (true), the version read; keeps a PDF with the version, time, IP, browser and the texts’ SHA-256',
      tag: 'kyc',
      access: 'user',
      request: { body: signBody },
      responses: {
        201: '{ version, signedAt, contentHash, documentId, status: PENDING }',
        401: 'AUTH_REQUIRED',
        403: 'KYC_BLOCKED',
        409: 'KYC_CONTRACT_VERSION_STALE, KYC_CONTRACT_ALREADY_SIGNED, KYC_STEPS_INCOMPLETE (errors: one per missing step, field = step key)',
        422: 'VALIDATION_FAILED (an agreement not accepted)',
      },
      answers: { 201: contractSignedAnswer },
    },
    user,
    async (req, res) => {
      res.status(201).json(await signContract(ctx, actorOf(req), req.body.version));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/kyc/contract/signed',
      summary: "The signed-in investor's signed contract as a PDF",
      tag: 'kyc',
      access: 'user',
      responses: {
        200: 'application/pdf',
        401: 'AUTH_REQUIRED',
        403: 'CONTRACT_VIEW_DISABLED (the viewSignedContract flag is off)',
        404: 'NOT_FOUND',
      },
      answers: { 200: fileAnswer('application/pdf') },
    },
    user,
    async (req, res) => {
      // Spec §9 viewSignedContract: off, the signed contract is not served online (a copy comes from staff).
      if (!(await currentFlags(ctx)).viewSignedContract) throw new AppError('CONTRACT_VIEW_DISABLED', 403);
      const row = await signedContractRow(ctx, req.user!.id);
      if (!row) throw new AppError('NOT_FOUND', 404, { detail: 'No signed contract' });
      await sendPdf(ctx, res, row);
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/kyc-cases/:userId/contract',
      summary:
        "An investor's latest contract PDF (signed or rejected) for the KYC review; the reading is audited",
      tag: 'kyc-cases',
      access: 'staff',
      request: { params: caseParams },
      responses: {
        200: 'application/pdf',
        401: 'AUTH_REQUIRED',
        403: 'AUTH_FORBIDDEN',
        404: 'NOT_FOUND',
      },
      answers: { 200: fileAnswer('application/pdf') },
    },
    [requireStaff('read')],
    async (req, res) => {
      const row = await latestContractRow(ctx, Number(req.params.userId));
      if (!row) throw new AppError('NOT_FOUND', 404, { detail: 'No contract signed' });
      await auditContractViewed(ctx, actorOf(req), row);
      await sendPdf(ctx, res, row);
    },
  );
}
