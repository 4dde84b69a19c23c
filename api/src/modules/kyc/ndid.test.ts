import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createApp } from '../../app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import { auditActions } from '../security/test-investors.ts';
import type { NdidProxy } from './ndid-proxy.ts';
import { ndidProxySimulator } from './ndid-proxy.ts';
import { freshSampleIdentity } from './sample-applicant.ts';
import { newInvestor } from './test-fixtures.ts';

let t: TestApp;
const clock = () => t.ctx.clock as SettableClock;
beforeAll(async () => {
  t = await createTestApp();
  await t.setFlag('ndid', true);
});
beforeEach(() => clock().set(new Date('2026-11-28T03:00:00Z')));
afterAll(() => t.close());

const minutes = (n: number) => new Date(Date.parse('2026-11-28T03:00:00Z') + n * 60_000);
const freshId = () => freshSampleIdentity().nationalId;

async function start(cookie: string, nationalId = freshId(), idpId = 'idp-scb') {
  const res = await t.http().post('/kyc/ndid/requests').set('Cookie', cookie).send({ idpId, nationalId });
  return { res, nationalId };
}

const poll = (cookie: string, id: string, app = t.app) =>
  request(app).get(`/kyc/ndid/requests/${id}`).set('Cookie', cookie);

/** The proxy's id of our request, as the bank's app knows it. */
async function proxyIdOf(id: string): Promise<string> {
  const [[row]] = (await t.ctx.sequelize.query('SELECT proxy_request_id FROM ndid_requests WHERE id = :id', {
    replacements: { id },
  })) as [[{ proxy_request_id: string }], unknown];
  return row.proxy_request_id;
}

/** The bank's app answers, through the simulator's page as a browser posts it. */
const bankAnswers = async (id: string, answer: 'APPROVED' | 'REJECTED') =>
  (
    await t
      .http()
      .post(`/simulators/ndid/requests/${await proxyIdOf(id)}`)
      .type('form')
      .send({ answer })
  ).status;

async function identityOf(cookie: string) {
  return (await t.http().get('/kyc/identity').set('Cookie', cookie).expect(200)).body;
}

describe('the NDID identity route', () => {
  it('is refused with the flag off, and nothing is opened', async () => {
    await t.setFlag('ndid', false);
    try {
      const a = await newInvestor(t);
      const list = await t.http().get('/kyc/ndid/identity-providers').set('Cookie', a.cookie).expect(409);
      expect(list.body.code).toBe('NDID_DISABLED');
      const { res } = await start(a.cookie);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('NDID_DISABLED');
      const [[count]] = (await t.ctx.sequelize.query(
        'SELECT count(*)::int AS n FROM ndid_requests WHERE user_id = :id',
        { replacements: { id: a.id } },
      )) as [[{ n: number }], unknown];
      expect(count.n).toBe(0);
    } finally {
      await t.setFlag('ndid', true);
    }
  });

  it('lists the banks by their Thai and English names', async () => {
    const a = await newInvestor(t);
    const res = await t.http().get('/kyc/ndid/identity-providers').set('Cookie', a.cookie).expect(200);
    expect(res.body.providers).toContainEqual({
      id: 'idp-kbank',
      bankCode: '004',
      nameTh: 'ธนาคารกสิกรไทย',
      nameEn: 'Kasikornbank',
    });
  });

  it('refuses a bank that is not an identity provider and a bad national ID', async () => {
    const a = await newInvestor(t);
    expect((await start(a.cookie, freshId(), 'idp-nowhere')).res.body.code).toBe('NDID_IDP_UNKNOWN');
    const bad = await start(a.cookie, '1101700230709');
    expect(bad.res.status).toBe(422);
  });

  it('start → the bank approves → the verified identity fills the identity step, audited', async () => {
    const a = await newInvestor(t);
    const { res, nationalId } = await start(a.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'PENDING',
      idp: { id: 'idp-scb', nameEn: 'Siam Commercial Bank' },
      secondsLeft: 3600,
      expiresAt: '2026-11-28T04:00:00.000Z',
    });
    expect(res.body.referenceCode).toMatch(/^\d{6}$/);

    // The bank's app lists the request by its reference code.
    const app = await t.http().get('/simulators/ndid/idp/idp-scb').expect(200);
    expect(app.text).toContain(res.body.referenceCode);

    clock().set(minutes(5));
    expect((await poll(a.cookie, res.body.id).expect(200)).body).toMatchObject({
      status: 'PENDING',
      secondsLeft: 55 * 60,
    });
    expect((await identityOf(a.cookie)).saved).toBeNull();

    expect(await bankAnswers(res.body.id, 'APPROVED')).toBe(200);
    expect((await poll(a.cookie, res.body.id).expect(200)).body.status).toBe('APPROVED');

    const identity = await identityOf(a.cookie);
    expect(identity).toMatchObject({ status: 'PENDING', passDopa: true, liveness: 'PENDING' });
    expect(identity.saved).toMatchObject({
      titleTh: 'นาย',
      firstNameTh: 'สมชาย',
      lastNameTh: 'ใจดี',
      titleEn: 'Mr.',
      firstNameEn: 'Somchai',
      lastNameEn: 'Jaidee',
      nationalId,
      laserId: null,
      birthDate: '1990-03-05',
      address: expect.stringContaining('เชียงใหม่'),
    });
    const progress = await t.http().get('/kyc/progress').set('Cookie', a.cookie).expect(200);
    const step = (key: string) => progress.body.steps.find((s: { key: string }) => s.key === key);
    expect(step('identityPhoto')).toMatchObject({ status: 'PENDING', ndid: true });
    expect(step('identityData')).toMatchObject({ status: 'PENDING', passDopa: true, source: 'NDID' });
    expect(progress.body.completeness.points).toMatchObject({ passDopa: true, onfido: true, verifio: true });
    expect(await auditActions(t, a.id)).toContain('KYC_IDENTITY_NDID_VERIFIED');

    // Read again, the answer stands and the identity is applied once.
    expect((await poll(a.cookie, res.body.id).expect(200)).body.status).toBe('APPROVED');
    expect((await auditActions(t, a.id)).filter((x) => x === 'KYC_IDENTITY_NDID_VERIFIED')).toHaveLength(1);
  });

  it('a rejection in the bank closes the request and fills nothing', async () => {
    const a = await newInvestor(t);
    const { res } = await start(a.cookie);
    expect(await bankAnswers(res.body.id, 'REJECTED')).toBe(200);
    expect((await poll(a.cookie, res.body.id).expect(200)).body).toMatchObject({
      status: 'REJECTED',
      secondsLeft: 0,
    });
    expect((await identityOf(a.cookie)).saved).toBeNull();
    // The bank cannot change its answer afterwards.
    expect(await bankAnswers(res.body.id, 'APPROVED')).toBe(409);
    expect((await poll(a.cookie, res.body.id).expect(200)).body.status).toBe('REJECTED');
  });

  it('times out after 60 minutes of the clock: pending at 59:59, timed out at 60:00', async () => {
    const a = await newInvestor(t);
    const { res } = await start(a.cookie);
    clock().set(new Date(minutes(60).getTime() - 1000));
    expect((await poll(a.cookie, res.body.id).expect(200)).body).toMatchObject({
      status: 'PENDING',
      secondsLeft: 1,
    });
    clock().set(minutes(60));
    expect((await poll(a.cookie, res.body.id).expect(200)).body.status).toBe('TIMED_OUT');
    // Too late for the bank's app too, and the request no longer shows there.
    expect(await bankAnswers(res.body.id, 'APPROVED')).toBe(409);
    const page = await t.http().get('/simulators/ndid/idp/idp-scb').expect(200);
    expect(page.text).not.toContain(res.body.referenceCode);
    expect((await poll(a.cookie, res.body.id).expect(200)).body.status).toBe('TIMED_OUT');
    expect((await identityOf(a.cookie)).saved).toBeNull();
  });

  describe('the signed answer', () => {
    const simulator = () => ndidProxySimulator(t.ctx);
    /** A proxy whose approved answer is changed on the way by `change`. */
    const proxyWith = (change: (token: string) => Promise<string> | string): NdidProxy => {
      const real = simulator();
      return {
        ...real,
        async readRequest(id) {
          const answer = await real.readRequest(id);
          return {
            ...answer,
            signedResponse: answer.signedResponse && (await change(answer.signedResponse)),
          };
        },
      };
    };

    async function approvedRequestThrough(proxy: NdidProxy) {
      const a = await newInvestor(t);
      const { res } = await start(a.cookie);
      expect(await bankAnswers(res.body.id, 'APPROVED')).toBe(200);
      const app = createApp({ ...t.ctx, ndidProxy: proxy });
      return { a, id: res.body.id as string, app };
    }

    it('signed by a key the proxy does not publish is refused, and the request stays open', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const forged = proxyWith((token) =>
        new SignJWT(decodeJwt(token)).setProtectedHeader({ alg: 'RS256', kid: 'forged' }).sign(privateKey),
      );
      const { a, id, app } = await approvedRequestThrough(forged);
      const res = await poll(a.cookie, id, app).expect(502);
      expect(res.body.code).toBe('NDID_RESPONSE_INVALID');
      expect((await identityOf(a.cookie)).saved).toBeNull();
      // The genuine answer still goes through.
      expect((await poll(a.cookie, id).expect(200)).body.status).toBe('APPROVED');
    });

    it('with a changed identity under the genuine signature is refused', async () => {
      const tampered = proxyWith((token) => {
        const [header, , signature] = token.split('.');
        const claims = decodeJwt(token) as { identity: Record<string, string> };
        claims.identity.firstNameEn = 'Mallory';
        return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
      });
      const { a, id, app } = await approvedRequestThrough(tampered);
      expect((await poll(a.cookie, id, app).expect(502)).body.code).toBe('NDID_RESPONSE_INVALID');
      expect((await identityOf(a.cookie)).saved).toBeNull();
    });

    it('that has expired by the time it is checked is refused', async () => {
      const late = proxyWith((token) => {
        clock().set(minutes(10));
        return token;
      });
      const { a, id, app } = await approvedRequestThrough(late);
      expect((await poll(a.cookie, id, app).expect(502)).body.code).toBe('NDID_RESPONSE_INVALID');
      expect((await identityOf(a.cookie)).saved).toBeNull();
    });
  });

  it('another investor cannot read the request (it answers as not found), nor can a visitor', async () => {
    const a = await newInvestor(t);
    const b = await newInvestor(t);
    const { res } = await start(a.cookie);
    const other = await poll(b.cookie, res.body.id).expect(404);
    expect(other.body.code).toBe('NDID_REQUEST_NOT_FOUND');
    await t.http().get(`/kyc/ndid/requests/${res.body.id}`).expect(401);
    // And an approval read by another investor fills nobody's identity.
    expect(await bankAnswers(res.body.id, 'APPROVED')).toBe(200);
    await poll(b.cookie, res.body.id).expect(404);
    expect((await identityOf(b.cookie)).saved).toBeNull();
  });

  it('an ID already verified on another account is refused as the photo route refuses it', async () => {
    const a = await newInvestor(t);
    const b = await newInvestor(t);
    const nationalId = freshId();
    const first = await start(a.cookie, nationalId);
    expect(await bankAnswers(first.res.body.id, 'APPROVED')).toBe(200);
    expect((await poll(a.cookie, first.res.body.id).expect(200)).body.status).toBe('APPROVED');
    const second = await start(b.cookie, nationalId);
    expect(await bankAnswers(second.res.body.id, 'APPROVED')).toBe(200);
    const refused = await poll(b.cookie, second.res.body.id).expect(409);
    expect(refused.body.code).toBe('KYC_ID_HELD_BY_ANOTHER_ACCOUNT');
    expect((await identityOf(b.cookie)).saved).toBeNull();
  });
});
