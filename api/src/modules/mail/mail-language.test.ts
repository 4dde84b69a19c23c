import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { makeInvestor } from '../security/test-investors.ts';
import { enqueueUserMail } from './outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setMultipleLanguages = async (enabled: boolean) =>
  t.switchFlag(await t.signIn('admin@example.com'), 'multipleLanguages', enabled);

async function mailTo(userId: number, email: string) {
  await t.ctx.sequelize.transaction((tx) =>
    enqueueUserMail(t.ctx, tx, userId, 'deposit-verified', {
      ref: 'DEP1',
      amount: '10,000.00',
      orderRefs: 'ORD1',
    }),
  );
  const [row] = await t.ctx.sequelize.query<{ subject: string }>(
    'SELECT subject FROM outbox_messages WHERE recipient = :email ORDER BY id DESC LIMIT 1',
    { type: QueryTypes.SELECT, replacements: { email } },
  );
  return row!.subject;
}

describe('the multipleLanguages flag and e-mails', () => {
  it('on: an investor reading English is written in English; off: everyone is written in Thai', async () => {
    const email = 'reads-english@example.com';
    const investor = await makeInvestor(t, email);
    await t.ctx.sequelize.query("UPDATE users SET language = 'en' WHERE id = :id", {
      replacements: { id: investor.id },
    });
    expect(await mailTo(investor.id, email)).toBe('Deposit DEP1 received');
    await setMultipleLanguages(false);
    try {
      expect(await mailTo(investor.id, email)).toBe('ได้รับเงินฝาก DEP1 แล้ว');
    } finally {
      await setMultipleLanguages(true);
    }
  });
});
