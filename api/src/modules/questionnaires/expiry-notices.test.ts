import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import {
  giveUnits,
  order,
  standAt,
  storedSuitabilityResult,
  tradingInvestor,
} from '../orders/test-fixtures.ts';
import { signInAs } from '../security/test-investors.ts';
import { noticeExpiringSuitability } from './expiry-notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The assessment expires on a Tuesday morning, a business day before the cut-off, 10:00 Bangkok.
const expiresAt = new Date('2026-12-08T03:00:00Z');
const at = (iso: string) => (t.ctx.clock as SettableClock).set(new Date(iso));

async function investorExpiringAt(expiry: Date) {
  standAt(t, '2026-10-01T10:00:00');
  const investor = await tradingInvestor(t);
  await t.ctx.sequelize.query(
    `UPDATE questionnaire_answers SET result = jsonb_set(result, '{expiresAt}', to_jsonb(:expiresAt::text))
     WHERE user_id = :userId AND kind = 'suitability'`,
    { replacements: { userId: investor.id, expiresAt: expiry.toISOString() } },
  );
  return investor;
}

const mailsTo = (email: string) =>
  t.ctx.sequelize.query<{ subject: string; body_text: string }>(
    `SELECT subject, body_text FROM outbox_messages WHERE recipient = :email AND template = 'suitability-expiring'`,
    { type: QueryTypes.SELECT, replacements: { email } },
  );

// Sessions live on the same clock: the investor signs in again after each move of a month or more.
const standing = async (email: string) =>
  (
    await t
      .http()
      .get('/kyc/suitability')
      .set('Cookie', await signInAs(t, email))
      .expect(200)
  ).body.standing;

describe('a suitability assessment near its expiry', () => {
  it('is told by e-mail once, from 30 days before, and the portal reads the same standing', async () => {
    const { email } = await investorExpiringAt(expiresAt);

    at('2026-11-08T02:59:59Z');
    expect(await standing(email)).toBe('VALID');
    await noticeExpiringSuitability(t.ctx);
    expect(await mailsTo(email)).toEqual([]);

    at('2026-11-08T03:00:00Z');
    expect(await standing(email)).toBe('EXPIRING');
    await noticeExpiringSuitability(t.ctx);
    await noticeExpiringSuitability(t.ctx);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('แบบประเมินความเหมาะสมในการลงทุนของท่านจะหมดอายุวันที่ 8 ธ.ค. 2569');
    expect(mails[0]!.body_text).toContain('/kyc/suitability');
  });

  it('from the instant it expires, refuses increases and switches and still takes a reduction', async () => {
    const { id, email } = await investorExpiringAt(expiresAt);
    await giveUnits(t, id, 'M-STABLE', '1000');

    at('2026-12-08T02:59:59Z');
    let cookie = await signInAs(t, email);
    await order(t, cookie, { kind: 'increase', strategyCode: 'M-BTC', amount: '10000' }).expect(201);

    at('2026-12-08T03:00:00Z');
    cookie = await signInAs(t, email);
    expect(await standing(email)).toBe('EXPIRED');
    const refused = await order(t, cookie, {
      kind: 'increase',
      strategyCode: 'M-BTC',
      amount: '10000',
    }).expect(403);
    expect(refused.body.code).toBe('ORDER_SUITABILITY_REQUIRED');
    const switching = { kind: 'switch', strategyCode: 'M-STABLE', toStrategyCode: 'M-BTC', units: '100' };
    expect((await order(t, cookie, switching).expect(403)).body.code).toBe('ORDER_SUITABILITY_REQUIRED');
    await order(t, cookie, { kind: 'reduce', strategyCode: 'M-STABLE', units: '100' }).expect(201);
  });

  it('an expired one is not told again, and a redone one is told when its own turn comes', async () => {
    const { id, email } = await investorExpiringAt(expiresAt);
    at('2026-12-09T03:00:00Z');
    await noticeExpiringSuitability(t.ctx);
    expect(await mailsTo(email)).toEqual([]);

    const redoneExpiry = new Date('2028-12-09T03:00:00Z');
    await t.ctx.sequelize.query(
      `INSERT INTO questionnaire_answers (user_id, kind, version, answers, result, created_at)
       VALUES (:userId, 'suitability', 1, '{"answers":{},"otherText":{}}', :result, :now)`,
      {
        replacements: {
          userId: id,
          result: JSON.stringify(
            storedSuitabilityResult('VERY_HIGH', new Date('2026-12-09T03:00:00Z'), redoneExpiry),
          ),
          now: new Date('2026-12-09T03:00:00Z'),
        },
      },
    );
    at('2028-11-10T03:00:00Z');
    await noticeExpiringSuitability(t.ctx);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
