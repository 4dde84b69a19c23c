import { randomUUID } from 'node:crypto';
import { type SuitabilityRiskType, suitabilityBands } from '@fund/domain';
import type { TestApp } from '../../../test/test-app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import { newIp } from '../kyc/test-fixtures.ts';
import { makeInvestor } from '../security/test-investors.ts';

/** Stands the test clock at a Bangkok wall-clock time (sign in after this: sessions live on the same clock). */
export const standAt = (t: TestApp, bangkokLocal: string) =>
  (t.ctx.clock as SettableClock).set(new Date(`${bangkokLocal}+07:00`));

/** A suitability result as the questionnaire service stores it, in `band`, completed at `completedAt`. */
export function storedSuitabilityResult(band: SuitabilityRiskType, completedAt: Date, expiresAt: Date) {
  const { type, label, minScore, maxScore, suggestedShare } = suitabilityBands.find((b) => b.type === band)!;
  return {
    version: 1,
    score: maxScore,
    rawScore: 19,
    type,
    investType: label,
    minScore,
    maxScore,
    suggestedShare,
    investInfo: label,
    recommendation: label,
    funds: [],
    adviserNote: { th: '', en: '' },
    completedAt: completedAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * An investor whose onboarding compliance approved (the KYC journey itself is covered by the KYC tests), with a
 * suitability result of `band`.
 */
export async function tradingInvestor(
  t: TestApp,
  options: { band?: SuitabilityRiskType; caseStatus?: string; allowInvest?: boolean } = {},
) {
  const email = `orders-${randomUUID().slice(0, 8)}@example.com`;
  const investor = { ...(await makeInvestor(t, email)), email };
  const now = t.ctx.clock.now();
  const expiresAt = new Date(now.getTime() + 365 * 864e5).toISOString();
  await t.ctx.sequelize.query(
    `INSERT INTO questionnaire_answers (user_id, kind, version, answers, result, created_at)
     VALUES (:userId, 'suitability', 1, '{"answers":{},"otherText":{}}', :result, :now)`,
    {
      replacements: {
        userId: investor.id,
        result: JSON.stringify(
          storedSuitabilityResult(options.band ?? 'VERY_HIGH', now, new Date(expiresAt)),
        ),
        now,
      },
    },
  );
  if (options.caseStatus !== 'NONE') {
    await t.ctx.sequelize.query(
      `INSERT INTO kyc_cases (user_id, status, submitted_at, decided_at, approved_at)
       VALUES (:userId, :status, :now, :now, CASE WHEN :status IN ('VERIFIED', 'REVIEW', 'OVERDUE') THEN :now::timestamptz END)`,
      { replacements: { userId: investor.id, status: options.caseStatus ?? 'VERIFIED', now } },
    );
  }
  if (options.allowInvest === false) {
    await t.ctx.sequelize.query('UPDATE users SET allow_invest = false WHERE id = :id', {
      replacements: { id: investor.id },
    });
  }
  return investor;
}

export async function giveUnits(t: TestApp, userId: number, strategyCode: string, units: string, cost = '0') {
  await t.ctx.sequelize.query(
    `INSERT INTO holdings (user_id, strategy_code, units, cost) VALUES (:userId, :strategyCode, :units, :cost)
     ON CONFLICT (user_id, strategy_code) DO UPDATE SET units = :units, cost = :cost`,
    { replacements: { userId, strategyCode, units, cost } },
  );
}

export async function holdingOf(t: TestApp, userId: number, strategyCode: string) {
  const [[row]] = (await t.ctx.sequelize.query(
    `SELECT units::text, reserved_units::text FROM holdings WHERE user_id = :userId AND strategy_code = :strategyCode`,
    { replacements: { userId, strategyCode } },
  )) as [[{ units: string; reserved_units: string }], unknown];
  return row;
}

export const newKey = () => `test-key-${randomUUID()}`;

export function order(t: TestApp, cookie: string, body: object, key: string | null = newKey(), ip = newIp()) {
  const req = t.http().post('/orders').set('Cookie', cookie).set('X-Forwarded-For', ip);
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
}
