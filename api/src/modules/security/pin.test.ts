import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { auditActions, makeInvestor } from './test-investors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (cookie: string) =>
  (await t.http().get('/me/security').set('Cookie', cookie).expect(200)).body;
const putPin = (cookie: string, body: object) =>
  t.http().put('/me/security/pin').set('Cookie', cookie).send(body);
const verifyPin = (cookie: string, pin?: string) =>
  t
    .http()
    .post('/me/security/pin/verify')
    .set('Cookie', cookie)
    .send(pin === undefined ? {} : { pin });
const pinRow = async (id: number) => {
  const [[row]] = (await t.ctx.sequelize.query(
    'SELECT pin_hash, pin_failures, pin_blocked_at FROM user_security WHERE user_id = :id',
    { replacements: { id } },
  )) as [[{ pin_hash: string; pin_failures: number; pin_blocked_at: Date | null } | undefined], unknown];
  return row;
};

describe('PIN set and change', () => {
  it('a new user has no PIN; the first PIN needs no current PIN, is stored hashed and audited', async () => {
    const { id, cookie } = await makeInvestor(t, 'pin-first@example.com');
    expect(await status(cookie)).toEqual({ pinSet: false, pinBlocked: false, twoFactorEnabled: false });
    await verifyPin(cookie).expect(204);
    await putPin(cookie, { pin: '402913', confirmPin: '402913' }).expect(204);
    expect(await status(cookie)).toEqual({ pinSet: true, pinBlocked: false, twoFactorEnabled: false });
    const row = await pinRow(id);
    expect(row?.pin_hash).toMatch(/^\$argon2id\$/);
    expect(row?.pin_hash).not.toContain('402913');
    expect(await auditActions(t, id)).toEqual(['PIN_SET']);
    await verifyPin(cookie, '402913').expect(204);
  });

  it('bad PINs are refused with their codes and change nothing', async () => {
    const { id, cookie } = await makeInvestor(t, 'pin-bad@example.com');
    for (const pin of ['12345', '1234567', '12a456', '']) {
      const res = await putPin(cookie, { pin, confirmPin: pin }).expect(422);
      expect(res.body.code, pin).toBe('VALIDATION_FAILED');
      expect(res.body.errors[0].field).toBe('body.pin');
    }
    for (const pin of ['123456', '111111', '654321', '121212']) {
      const simple = await putPin(cookie, { pin, confirmPin: pin }).expect(422);
      expect(simple.body.code, pin).toBe('PIN_TOO_SIMPLE');
      expect(simple.body.errors).toEqual([expect.objectContaining({ field: 'body.pin' })]);
    }
    const mismatch = await putPin(cookie, { pin: '402913', confirmPin: '402914' }).expect(422);
    expect(mismatch.body.code).toBe('PIN_MISMATCH');
    expect(mismatch.body.errors).toEqual([expect.objectContaining({ field: 'body.confirmPin' })]);
    const unknownKey = await putPin(cookie, { pin: '402913', confirmPin: '402913', userId: 1 }).expect(422);
    expect(unknownKey.body.code).toBe('VALIDATION_FAILED');
    expect(await pinRow(id)).toBeUndefined();
    expect(await auditActions(t, id)).toEqual([]);
  });

  it('changing the PIN needs the right current PIN', async () => {
    const { id, cookie } = await makeInvestor(t, 'pin-change@example.com');
    await putPin(cookie, { pin: '314159', confirmPin: '314159' }).expect(204);
    const missing = await putPin(cookie, { pin: '271828', confirmPin: '271828' }).expect(422);
    expect(missing.body.code).toBe('PIN_REQUIRED');
    const wrong = await putPin(cookie, { pin: '271828', confirmPin: '271828', currentPin: '999999' }).expect(
      422,
    );
    expect(wrong.body.code).toBe('PIN_INVALID');
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'body.currentPin' })]);
    await verifyPin(cookie, '314159').expect(204);
    await putPin(cookie, { pin: '271828', confirmPin: '271828', currentPin: '314159' }).expect(204);
    await verifyPin(cookie, '314159').expect(422);
    await verifyPin(cookie, '271828').expect(204);
    expect(await auditActions(t, id)).toEqual(['PIN_SET', 'PIN_CHANGED']);
  });

  it('needs a session, and one user cannot see or change another user’s PIN', async () => {
    await t.http().get('/me/security').expect(401);
    await t.http().put('/me/security/pin').send({ pin: '123456', confirmPin: '123456' }).expect(401);
    await t.http().post('/me/security/pin/verify').send({ pin: '123456' }).expect(401);
    const a = await makeInvestor(t, 'pin-a@example.com');
    const b = await makeInvestor(t, 'pin-b@example.com');
    await putPin(a.cookie, { pin: '135790', confirmPin: '135790' }).expect(204);
    expect((await status(b.cookie)).pinSet).toBe(false);
    await verifyPin(b.cookie, '000000').expect(204);
    await putPin(b.cookie, { pin: '246802', confirmPin: '246802' }).expect(204);
    await verifyPin(a.cookie, '246802').expect(422);
    await verifyPin(a.cookie, '135790').expect(204);
  });
});

describe('PIN verify and block', () => {
  it('a missing PIN is PIN_REQUIRED; a wrong one PIN_INVALID; the 4th wrong does not block, the 5th does', async () => {
    const { id, cookie } = await makeInvestor(t, 'pin-block@example.com');
    await putPin(cookie, { pin: '864209', confirmPin: '864209' }).expect(204);
    expect((await verifyPin(cookie).expect(422)).body.code).toBe('PIN_REQUIRED');
    for (let i = 1; i <= 4; i += 1) {
      expect((await verifyPin(cookie, '000000').expect(422)).body.code).toBe('PIN_INVALID');
    }
    expect(await pinRow(id)).toMatchObject({ pin_failures: 4, pin_blocked_at: null });
    expect((await status(cookie)).pinBlocked).toBe(false);
    expect((await verifyPin(cookie, '000000').expect(423)).body.code).toBe('PIN_BLOCKED');
    expect((await status(cookie)).pinBlocked).toBe(true);
    expect(await auditActions(t, id)).toEqual(['PIN_SET', 'PIN_BLOCKED']);
    expect((await verifyPin(cookie, '864209').expect(423)).body.code).toBe('PIN_BLOCKED');
    const change = await putPin(cookie, { pin: '314159', confirmPin: '314159', currentPin: '864209' });
    expect(change.status).toBe(423);
  });

  it('a right PIN resets the count of consecutive failures', async () => {
    const { id, cookie } = await makeInvestor(t, 'pin-reset-count@example.com');
    await putPin(cookie, { pin: '864209', confirmPin: '864209' }).expect(204);
    for (let i = 0; i < 4; i += 1) await verifyPin(cookie, '000000').expect(422);
    await verifyPin(cookie, '864209').expect(204);
    expect((await pinRow(id))?.pin_failures).toBe(0);
    for (let i = 0; i < 4; i += 1) await verifyPin(cookie, '000000').expect(422);
    expect((await status(cookie)).pinBlocked).toBe(false);
  });
});
