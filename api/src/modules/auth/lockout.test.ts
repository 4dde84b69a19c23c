import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { demoPassword } from '../../seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.http().post('/auth/login').send({ email, password });
const uuidOf = async (email: string) => {
  const [[row]] = (await t.ctx.sequelize.query('SELECT uuid FROM users WHERE email = :email', {
    replacements: { email },
  })) as [[{ uuid: string }], unknown];
  return row.uuid;
};

describe('tooManyLoginBan', () => {
  it('four wrong passwords do not lock; the fifth within 15 minutes does, and then even the right one fails alike', async () => {
    const uuid = await uuidOf('investor@example.com');
    for (let i = 0; i < 4; i += 1) await login('investor@example.com', 'Wrong!pass1').expect(401);
    expect((await t.http().get(`/security/${uuid}/security-locked`).expect(200)).body).toEqual({
      locked: false,
    });
    const fifth = await login('investor@example.com', 'Wrong!pass1').expect(401);
    expect((await t.http().get(`/security/${uuid}/security-locked`)).body).toEqual({ locked: true });
    const right = await login('investor@example.com', demoPassword).expect(401);
    expect({ ...right.body, instance: null }).toEqual({ ...fifth.body, instance: null });
    const [mails] = await t.ctx.sequelize.query(
      "SELECT 1 FROM outbox_messages WHERE recipient = 'investor@example.com' AND template = 'account-locked'",
    );
    expect(mails).toHaveLength(1);
  });

  it('failures older than 15 minutes do not count', async () => {
    for (let i = 0; i < 4; i += 1) await login('compliance@example.com', 'Wrong!pass1').expect(401);
    await t.ctx.sequelize.query(
      "UPDATE login_failures SET at = at - interval '15 minutes 1 second' WHERE user_id = (SELECT id FROM users WHERE email = 'compliance@example.com')",
    );
    await login('compliance@example.com', 'Wrong!pass1').expect(401);
    expect(
      (await t.http().get(`/security/${await uuidOf('compliance@example.com')}/security-locked`)).body.locked,
    ).toBe(false);
    await login('compliance@example.com', demoPassword).expect(200);
  });

  it('off, six wrong passwords lock nothing, each is still recorded, and the right one signs in', async () => {
    await t.setFlag('tooManyLoginBan', false);
    try {
      for (let i = 0; i < 6; i += 1) await login('operations@example.com', 'Wrong!pass1').expect(401);
      expect(
        (await t.http().get(`/security/${await uuidOf('operations@example.com')}/security-locked`)).body
          .locked,
      ).toBe(false);
      const [failures] = await t.ctx.sequelize.query(
        "SELECT 1 FROM login_failures WHERE user_id = (SELECT id FROM users WHERE email = 'operations@example.com')",
      );
      expect(failures).toHaveLength(6);
      await login('operations@example.com', demoPassword).expect(200);
    } finally {
      await t.setFlag('tooManyLoginBan', true);
    }
  });

  it('an unknown uuid is not locked, and a malformed one is a validation error', async () => {
    expect(
      (await t.http().get('/security/0b5f6a0e-3b1d-4c1e-9a55-2f0f5d2b9c11/security-locked')).body.locked,
    ).toBe(false);
    await t.http().get('/security/not-a-uuid/security-locked').expect(422);
  });
});
