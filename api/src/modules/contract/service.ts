import { createHash } from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { latestFiles } from '../kyc/files.ts';
import { kycOverview } from '../kyc/overview.ts';
import { type IdentityData, loadProfile } from '../kyc/profile.ts';
import type { ProgressStep } from '../kyc/progress.ts';
import { kycBlockReasons, questionnaireStatus } from '../questionnaires/service.ts';
import type { Actor } from '../security/actor.ts';
import { type Agreement, contentHashOf, currentContract } from './content/index.ts';
import { maskNationalId, renderContractPdf } from './pdf.ts';
import { type SignedContract, signedContractRow, signedView } from './state.ts';

/** Statuses a step cannot be counted done in: not started, refused, or blocked. */
const notDone = new Set(['WAITING', 'REJECT', 'BLOCKED']);

function isStepDone(step: ProgressStep): boolean {
  // The general and the personal form are saved separately; both are needed.
  if (step.key === 'personalInfo') return step.general === true && step.personal === true;
  return !notDone.has(step.status);
}

/**
 * The steps before the contract that are not done yet, in the progress page's order (juristic customers have
 * no suitability or FATCA step, AML is there only while useCheckAml is on), plus `eddDocuments` when the
 * latest AML answer asked for enhanced due diligence and the statement or supporting document is missing.
 */
export async function missingSteps(ctx: AppContext, userId: number): Promise<string[]> {
  const { steps } = await kycOverview(ctx, userId);
  const before = steps.filter((step) => step.key !== 'contract');
  const missing = before.filter((step) => !isStepDone(step)).map((step) => step.key);
  if (before.some((step) => step.key === 'aml')) {
    const { aml } = await questionnaireStatus(ctx, userId);
    if (aml.result?.eddRequired === true) {
      const files = await latestFiles(ctx, userId);
      if (!files.EDD_STATEMENT || !files.EDD_SUPPORT) missing.push('eddDocuments');
    }
  }
  return missing;
}

export interface ContractView {
  version: number;
  agreements: Agreement[];
  signed: SignedContract | null;
  canSign: boolean;
  missingSteps: string[];
}

/** The agreements to read, and whether this investor may sign them now (and if not, why). */
export async function contractView(ctx: AppContext, userId: number): Promise<ContractView> {
  const signedRow = await signedContractRow(ctx, userId);
  const missing = await missingSteps(ctx, userId);
  const blocked = (await kycBlockReasons(ctx, userId)).length > 0;
  return {
    version: currentContract.version,
    agreements: currentContract.agreements,
    signed: signedRow ? signedView(signedRow) : null,
    canSign: !signedRow && !blocked && missing.length === 0,
    missingSteps: missing,
  };
}

const fullName = (...parts: string[]) => parts.filter((part) => part.trim() !== '').join(' ') || '-';

function applicantOf(identity: IdentityData | null) {
  if (!identity) return { nameTh: '-', nameEn: '-', nationalIdMasked: '-' };
  return {
    nameTh: fullName(identity.titleTh, identity.firstNameTh, identity.middleNameTh, identity.lastNameTh),
    nameEn: fullName(identity.titleEn, identity.firstNameEn, identity.middleNameEn, identity.lastNameEn),
    nationalIdMasked: maskNationalId(identity.nationalId),
  };
}

/**
 * Signs the current version: refused when it is not the one read (stale), when a contract is already in force,
 * or when an earlier step is not done. The PDF (texts, applicant, time, address, browser, content hash) is
 * kept in the file store and the signature in `kyc_contracts`, with an audit entry, in one transaction.
 */
export async function signContract(
  ctx: AppContext,
  actor: Actor,
  version: number,
): Promise<SignedContract & { status: 'PENDING' }> {
  const content = currentContract;
  if (version !== content.version) {
    throw new AppError('KYC_CONTRACT_VERSION_STALE', 409, {
      detail: `The current contract is version ${content.version}`,
    });
  }
  return ctx.sequelize.transaction(async (transaction) => {
    // One signature at a time per investor: a double click waits here, then finds the first one.
    await ctx.sequelize.query('SELECT 1 FROM users WHERE id = :id FOR UPDATE', {
      replacements: { id: actor.id },
      transaction,
    });
    if ((await kycBlockReasons(ctx, actor.id, transaction)).length > 0)
      throw new AppError('KYC_BLOCKED', 403);
    if (await signedContractRow(ctx, actor.id, transaction)) {
      throw new AppError('KYC_CONTRACT_ALREADY_SIGNED', 409);
    }
    const missing = await missingSteps(ctx, actor.id);
    if (missing.length > 0) {
      throw new AppError('KYC_STEPS_INCOMPLETE', 409, {
        detail: `Complete these steps first: ${missing.join(', ')}`,
        details: { missing },
        errors: missing.map((key) => ({
          field: key,
          code: 'step.incomplete',
          message: `The ${key} step is not done yet`,
        })),
      });
    }
    const profile = await loadProfile(ctx, actor.id, { transaction });
    const contentHash = contentHashOf(content);
    const signedAt = ctx.clock.now();
    const pdf = await renderContractPdf({
      content,
      contentHash,
      applicant: applicantOf(profile.identity),
      signedAt,
      ip: actor.ip,
      userAgent: actor.userAgent,
    });
    const storageKey = await ctx.files.put(pdf);
    const [[row]] = (await ctx.sequelize.query(
      `INSERT INTO kyc_contracts
         (user_id, version, status, signed_at, ip, user_agent, content_hash, pdf_sha256, storage_key, size)
       VALUES (:userId, :version, 'SIGNED', :signedAt, :ip, :userAgent, :contentHash, :pdfSha256, :storageKey, :size)
       RETURNING id`,
      {
        replacements: {
          userId: actor.id,
          version: content.version,
          signedAt,
          ip: actor.ip?.slice(0, 100) ?? null,
          userAgent: actor.userAgent?.slice(0, 512) ?? null,
          contentHash,
          pdfSha256: createHash('sha256').update(pdf).digest('hex'),
          storageKey,
          size: pdf.length,
        },
        transaction,
      },
    )) as [[{ id: string }], unknown];
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'KYC_CONTRACT_SIGNED',
        subject: `users/${actor.id}`,
        before: null,
        after: { documentId: row.id, version: content.version, contentHash },
        requestId: actor.requestId,
        request: { ip: actor.ip, userAgent: actor.userAgent },
      },
      transaction,
    );
    return {
      version: content.version,
      signedAt: signedAt.toISOString(),
      contentHash,
      documentId: row.id,
      status: 'PENDING' as const,
    };
  });
}

export interface InvestorDocument {
  id: string;
  kind: 'CONTRACT';
  title: { th: string; en: string };
  createdAt: string;
  url: string;
}

/** The investor's documents: for now the contract in force (tax invoices and reports join this list later). */
export async function investorDocuments(ctx: AppContext, userId: number): Promise<InvestorDocument[]> {
  if (!(await currentFlags(ctx)).viewSignedContract) return [];
  const row = await signedContractRow(ctx, userId);
  if (!row) return [];
  return [
    {
      id: row.id,
      kind: 'CONTRACT',
      title: {
        th: `สัญญาการลงทุน ฉบับที่ ${row.version}`,
        en: `Investment contract, version ${row.version}`,
      },
      createdAt: new Date(row.signedAt).toISOString(),
      url: '/kyc/contract/signed',
    },
  ];
}
