import type Joi from 'joi';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../auth/session.ts';
import { currentContract } from '../contract/content/index.ts';
import { signBody } from '../contract/schemas.ts';
import { signContract } from '../contract/service.ts';
import { signedContractRow } from '../contract/state.ts';
import { defaultKycAdapters } from '../kyc/adapters.ts';
import { saveBankAccount } from '../kyc/bank.ts';
import { latestFiles, storeKycFile } from '../kyc/files.ts';
import { submitIdentity } from '../kyc/identity.ts';
import { saveGeneral, savePersonal } from '../kyc/info.ts';
import type { IdentityData } from '../kyc/profile.ts';
import {
  freshSampleIdentity,
  sampleBankAccount,
  sampleFatcaAllNo,
  sampleGeneral,
  sampleIdentity,
  samplePersonal,
  samplePhoto,
  sampleThaiAml,
  suitabilityAnswersFor,
} from '../kyc/sample-applicant.ts';
import { bankAccountBody, generalBody, identityBody, personalBody } from '../kyc/schemas.ts';
import { amlBody, fatcaBody, suitabilityBody } from '../questionnaires/schemas.ts';
import {
  currentQuestionnaire,
  questionnaireStatus,
  submitAml,
  submitFatca,
  submitSuitability,
} from '../questionnaires/service.ts';
import type { Actor } from '../security/actor.ts';
import { loadCase } from './case-state.ts';
import { approveCase } from './decisions.ts';
import { submitCase } from './submit.ts';

export const demoInvestorEmail = 'investor@example.com';
const complianceEmail = 'compliance@example.com';
const seedRequest = { ip: '127.0.0.1', userAgent: 'seed' };

/** The body as the route's schema makes it (dates to ISO, numbers normalised, defaults filled in). */
function checked<T = Record<string, unknown>>(schema: Joi.Schema, body: object): T {
  const { error, value } = schema.validate(body, { abortEarly: false, allowUnknown: false, convert: true });
  if (error) throw new Error(`demo investor data does not pass its schema: ${error.message}`);
  return value as T;
}

async function userByEmail(ctx: AppContext, email: string): Promise<SessionUser | undefined> {
  const [row] = await ctx.sequelize.query<{
    id: number;
    uuid: string;
    email: string;
    role: SessionUser['role'];
    customer_type: SessionUser['customerType'];
    language: SessionUser['language'];
    email_verified: boolean;
  }>(
    `SELECT id, uuid, email, role, customer_type, language, email_verified_at IS NOT NULL AS email_verified
     FROM users WHERE lower(email) = :email`,
    { type: QueryTypes.SELECT, replacements: { email } },
  );
  return (
    row && { ...row, id: Number(row.id), customerType: row.customer_type, emailVerified: row.email_verified }
  );
}

/** Photos, identity, forms, bank account, questionnaires and the signed contract, each only if not done yet. */
async function completeOnboarding(ctx: AppContext, investor: SessionUser, actor: Actor) {
  const userId = investor.id;
  const files = await latestFiles(ctx, userId);
  const photos = { ID_FRONT: [400, 300], ID_BACK: [400, 300], SELFIE: [480, 640] } as const;
  for (const [kind, [width, height]] of Object.entries(photos) as [keyof typeof photos, [number, number]][]) {
    if (files[kind]) continue;
    const buffer = await samplePhoto(width, height);
    await storeKycFile(ctx, userId, kind, { buffer } as Express.Multer.File);
  }
  const submit = (card: object) =>
    submitIdentity(ctx, defaultKycAdapters(), userId, checked<IdentityData>(identityBody, card));
  try {
    await submit(sampleIdentity);
  } catch (error) {
    // One person, one account: when an earlier account holds สมชาย's own card (a demo address reused, an account
    // someone opened with it by hand), the demo investor takes a card of the simulator's sandbox instead.
    if (!(error instanceof AppError && error.code === 'KYC_ID_HELD_BY_ANOTHER_ACCOUNT')) throw error;
    await submit(freshSampleIdentity());
  }
  await saveGeneral(ctx, userId, checked(generalBody, sampleGeneral));
  await savePersonal(ctx, userId, checked(personalBody, samplePersonal));
  await saveBankAccount(ctx, userId, checked(bankAccountBody, sampleBankAccount));

  const done = await questionnaireStatus(ctx, userId);
  if (done.suitability.status !== 'DONE') {
    const { version } = await currentQuestionnaire(ctx, 'suitability');
    const body = { version, answers: suitabilityAnswersFor(50) };
    await submitSuitability(ctx, investor, actor, checked(suitabilityBody, body));
  }
  if (done.fatca.status !== 'DONE') {
    const { version } = await currentQuestionnaire(ctx, 'fatca');
    const body = { version, answers: sampleFatcaAllNo, agreement: true };
    await submitFatca(ctx, investor, actor, checked(fatcaBody, body));
  }
  if (done.aml.status !== 'DONE') {
    const { version } = await currentQuestionnaire(ctx, 'aml');
    await submitAml(ctx, investor, actor, checked(amlBody, { version, answers: sampleThaiAml }));
  }

  if (!(await signedContractRow(ctx, userId))) {
    const body = checked<{ version: number }>(signBody, {
      version: currentContract.version,
      accepted: { management: true, powerOfAttorney: true, investmentPolicy: true },
    });
    await signContract(ctx, actor, body.version);
  }
}

/**
 * DESIGN §6: outside production the demo investor is fully verified. While the investor has no KYC case yet,
 * the onboarding is completed through the same services the portal's routes call, submitted, and approved by
 * the demo compliance officer. A case that exists (in any state) is left alone, so this is safe on every start
 * and never undoes what someone did with the demo account. The e-mail address is marked verified.
 */
export async function seedDemoInvestorKyc(ctx: AppContext): Promise<void> {
  if (ctx.config.appEnv === 'production') return;
  const started = performance.now();
  const investor = await userByEmail(ctx, demoInvestorEmail);
  const compliance = await userByEmail(ctx, complianceEmail);
  if (!investor || !compliance) return;
  await ctx.sequelize.query(
    'UPDATE users SET email_verified_at = :now WHERE id = :id AND email_verified_at IS NULL',
    { replacements: { id: investor.id, now: ctx.clock.now() } },
  );
  if (await loadCase(ctx, investor.id)) return;

  const actor: Actor = { id: investor.id, requestId: null, ...seedRequest };
  try {
    await completeOnboarding(ctx, investor, actor);
    await submitCase(ctx, investor.id, { id: investor.id, requestId: null, request: seedRequest });
    await approveCase(ctx, investor.id, { id: compliance.id, requestId: null, request: seedRequest });
  } catch (error) {
    // Someone may have taken the demo account somewhere the happy path cannot follow: say so, keep starting.
    ctx.logger.warn({ err: error }, 'The demo investor could not be verified');
    return;
  }
  ctx.logger.info(
    { ms: Math.round(performance.now() - started) },
    'The demo investor is onboarded and approved',
  );
}
