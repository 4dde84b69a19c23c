import type { Request, Response } from 'express';
import { generate } from 'otplib';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { AppError } from '../../platform/errors.ts';
import { demoPassword } from '../../seed.ts';
import { turnOnTwoFactor } from '../security/test-investors.ts';
import { localStrategy, localStrategyName } from './local-strategy.ts';
import { authenticate, newAuthenticator } from './passport.ts';
import type { SessionUser } from './session.ts';

let t: TestApp;
const passport = newAuthenticator();

beforeAll(async () => {
  t = await createTestApp();
  passport.use(localStrategyName, localStrategy(t.ctx));
});
afterAll(() => t.close());

/** The strategy on its own, as passport runs it for POST /auth/login, without a route around it. */
function signIn(body: Record<string, string>) {
  const req = {
    body,
    query: {},
    ip: '203.0.113.7',
    id: 'req-local-strategy',
    get: (name: string) => (name.toLowerCase() === 'user-agent' ? 'strategy-test' : undefined),
  } as unknown as Request;
  return authenticate<SessionUser>(passport, localStrategyName, req, {} as Response);
}

const refusalOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => {
      throw new Error('the strategy authenticated');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      return { code: (error as AppError).code, status: (error as AppError).status };
    },
  );

const failures = async (email: string) =>
  (
    await t.ctx.sequelize.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM login_failures f JOIN users u ON u.id = f.user_id WHERE u.email = :email`,
      { replacements: { email }, type: QueryTypes.SELECT },
    )
  )[0]!.n;

describe('the local strategy', () => {
  it('authenticates the right e-mail and password as the session user', async () => {
    const { user } = await signIn({ email: 'investor@example.com', password: demoPassword });
    expect(user).toMatchObject({
      id: expect.any(Number),
      email: 'investor@example.com',
      role: null,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('fails a wrong password with AUTH_INVALID_CREDENTIALS and counts it towards the lockout', async () => {
    const before = await failures('operations@example.com');
    expect(
      await refusalOf(signIn({ email: 'operations@example.com', password: 'not-the-password' })),
    ).toEqual({
      code: 'AUTH_INVALID_CREDENTIALS',
      status: 401,
    });
    expect(await failures('operations@example.com')).toBe(before + 1);
  });

  it('fails an unknown e-mail exactly as a wrong password', async () => {
    expect(await refusalOf(signIn({ email: 'nobody-here@example.com', password: demoPassword }))).toEqual({
      code: 'AUTH_INVALID_CREDENTIALS',
      status: 401,
    });
  });

  it('fails a locked account even with the right password, and counts no failure for it', async () => {
    await t.ctx.sequelize.query(
      `UPDATE users SET locked_at = now(), locked_reason = 'TOO_MANY_LOGIN_FAILURES' WHERE email = 'compliance@example.com'`,
    );
    const before = await failures('compliance@example.com');
    expect(await refusalOf(signIn({ email: 'compliance@example.com', password: demoPassword }))).toEqual({
      code: 'AUTH_INVALID_CREDENTIALS',
      status: 401,
    });
    expect(await failures('compliance@example.com')).toBe(before);
  });
});

describe('the local strategy, for a staff member with two-factor sign-in on', () => {
  let clock = Date.parse('2026-03-02T03:00:00Z');
  const standAt = async (at: number) => {
    await t
      .http()
      .put('/test/clock')
      .send({ now: new Date(at).toISOString() })
      .expect(200);
  };
  const codeAt = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

  it('wants the authenticator code after the password: none, a wrong one, then the right one', async () => {
    await standAt(clock);
    const cookie = await t.signIn('admin@example.com');
    // Staff are answered their recovery codes with the confirmation.
    const secret = await turnOnTwoFactor(t, cookie, 200);
    // The next 30-second step, so the code used to confirm is not replayed.
    clock += 30_000;
    await standAt(clock);
    const credentials = { email: 'admin@example.com', password: demoPassword };
    expect(await refusalOf(signIn(credentials))).toEqual({ code: 'AUTH_2FA_REQUIRED', status: 401 });
    const right = await codeAt(secret, clock);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await refusalOf(signIn({ ...credentials, twoFactor: wrong }))).toEqual({
      code: 'AUTH_2FA_INVALID',
      status: 401,
    });
    const { user } = await signIn({ ...credentials, twoFactor: right });
    expect(user).toMatchObject({ email: 'admin@example.com', role: 'admin' });
  });
});
