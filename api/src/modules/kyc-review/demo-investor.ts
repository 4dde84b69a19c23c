import { suitabilityPages } from '@fund/domain';
import type Joi from 'joi';
import { QueryTypes } from 'sequelize';
import sharp from 'sharp';
import type { AppContext } from '../../platform/context.ts';
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

/** The DOPA simulator's card of สมชาย ใจดี, as the identity form sends it. */
const identity = {
  titleTh: 'นาย',
  firstNameTh: 'สมชาย',
  lastNameTh: 'ใจดี',
  titleEn: 'Mr.',
  firstNameEn: 'Somchai',
  lastNameEn: 'Jaidee',
  nationalId: '1-1017-00230-70-8',
  laserId: 'JT1-1234567-89',
  birthDate: '05/03/1990',
  idExpiry: '04/03/2030',
};

const general = {
  nationality: 'TH',
  gender: 'MALE',
  maritalStatus: 'SINGLE',
  phone: '081-234-5678',
  idCardAddress: {
    kind: 'THAI',
    houseDetail: '12/3 ถนนราชดำเนิน',
    province: 'เชียงใหม่',
    district: 'เมืองเชียงใหม่',
    subDistrict: 'ศรีภูมิ',
    postalCode: '50200',
  },
  currentAddressSameAs: 'ID_CARD',
};

const personal = {
  occupation: 'EMPLOYEE',
  employer: 'บริษัท ตัวอย่าง จำกัด',
  businessType: 'TECHNOLOGY',
  position: 'OFFICER',
  workAddressSameAs: 'ID_CARD',
  incomeSourceCountry: 'TH',
  sourceOfIncome: 'SALARY',
  sourceOfFunds: 'SALARY',
  monthlyIncome: '50K_100K',
  incomeRatio: 'DOMESTIC_ONLY',
  plannedAssetType: 'DIGITAL_ASSETS',
  beneficiary: { type: 'SELF' },
  vulnerable: false,
  investingKnowledge3Years: true,
};

/** In the name of the card holder, so the name check passes. */
const bankAccount = { bankCode: '004', accountNumber: '123-4-56789-0', accountName: 'นาย สมชาย ใจดี' };

const fatcaAllNo = {
  usCitizen: false,
  usGreencard: false,
  usTax: false,
  usBorn: false,
  usAddress: false,
  usPhone: false,
  usMoneyAcc: false,
  usNominee: false,
  usCoordinator: false,
};

/** Income earned in Thailand and above the planned investment: no enhanced due diligence. */
const amlAnswers = {
  countryIncome: 'TH',
  typeOfIncome: 'TRANSFER',
  incomeRange: 'FROM_100K',
  incomeRatio: 'TH_ONLY',
};

/**
 * Suitability answers whose option scores add up to `raw`: every question starts at its first option (1)
 * and questions are raised in order until the sum is reached. Raw 50 scores 54 of 100: the High band.
 */
function suitabilityAnswers(raw: number): Record<string, string | string[]> {
  const keys = suitabilityPages.flat();
  let left = raw - keys.length;
  return Object.fromEntries(
    keys.map((key) => {
      const step = Math.min(3, Math.max(0, left));
      left -= step;
      const value = String(1 + step);
      return [key, key === 'investTypeExperience' ? [value] : value];
    }),
  );
}

/** A photo-like JPEG: big enough and varied enough for the liveness check. */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();

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
  }>('SELECT id, uuid, email, role, customer_type FROM users WHERE lower(email) = :email', {
    type: QueryTypes.SELECT,
    replacements: { email },
  });
  return row && { ...row, id: Number(row.id), customerType: row.customer_type };
}

/** Photos, identity, forms, bank account, questionnaires and the signed contract, each only if not done yet. */
async function completeOnboarding(ctx: AppContext, investor: SessionUser, actor: Actor) {
  const userId = investor.id;
  const files = await latestFiles(ctx, userId);
  const photos = { ID_FRONT: [400, 300], ID_BACK: [400, 300], SELFIE: [480, 640] } as const;
  for (const [kind, [width, height]] of Object.entries(photos) as [keyof typeof photos, [number, number]][]) {
    if (files[kind]) continue;
    const buffer = await photo(width, height);
    await storeKycFile(ctx, userId, kind, { buffer } as Express.Multer.File);
  }
  await submitIdentity(ctx, defaultKycAdapters(), userId, checked<IdentityData>(identityBody, identity));
  await saveGeneral(ctx, userId, checked(generalBody, general));
  await savePersonal(ctx, userId, checked(personalBody, personal));
  await saveBankAccount(ctx, userId, checked(bankAccountBody, bankAccount));

  const done = await questionnaireStatus(ctx, userId);
  if (done.suitability.status !== 'DONE') {
    const { version } = await currentQuestionnaire(ctx, 'suitability');
    const body = { version, answers: suitabilityAnswers(50) };
    await submitSuitability(ctx, investor, actor, checked(suitabilityBody, body));
  }
  if (done.fatca.status !== 'DONE') {
    const { version } = await currentQuestionnaire(ctx, 'fatca');
    const body = { version, answers: fatcaAllNo, agreement: true };
    await submitFatca(ctx, investor, actor, checked(fatcaBody, body));
  }
  if (done.aml.status !== 'DONE') {
    const { version } = await currentQuestionnaire(ctx, 'aml');
    await submitAml(ctx, investor, actor, checked(amlBody, { version, answers: amlAnswers }));
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
