import { Writable } from 'node:stream';
import Joi from 'joi';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Simulator } from '../test/s3-simulator.ts';
import { startS3Simulator } from '../test/s3-simulator.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestApp } from '../test/test-app.ts';
import { createApp } from './app.ts';
import { newInvestor, newIp, photo, somchai, uploadPhotos } from './modules/kyc/test-fixtures.ts';
import { createLogger } from './platform/logger.ts';
import { s3FileStore } from './platform/s3-file-store.ts';

/** A national ID with a wrong check digit (somchai's is 1101700230708), in the forms a user may type it. */
const badId = '1101700230709';
const badIdForms = [badId, '1-1017-00230-70-9', '1 1017 00230 70 9'];
const goodIdForms = ['1101700230708', '1-1017-00230-70-8'];

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('trace', 'api', sink), text: () => lines.join('') };
}

/** Every way a slice of the bytes could appear in a log line: raw, base64, hex, a JSON Buffer's numbers. */
function traces(bytes: Buffer): string[] {
  const slice = bytes.subarray(100, 132);
  return [
    slice.toString('latin1'),
    slice.toString('base64'),
    slice.toString('hex'),
    JSON.stringify([...slice]).slice(1, -1),
  ];
}

const credentials = {
  accessKeyId: 'LOGTESTACCESSKEY0001',
  secretAccessKey: 'log-test-secret-log-test-secret-0001',
  region: 'ap-southeast-1',
  bucket: 'log-test',
};

let s3: S3Simulator;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Simulator(credentials);
  t = await createTestApp(s3.env());
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('API logs', () => {
  it('carry no national ID when PUT /kyc/identity fails validation, even at trace level', async () => {
    const log = capture();
    const app = createApp({ ...t.ctx, logger: log.logger });
    const a = await newInvestor(t);
    await uploadPhotos(t, a.cookie);
    for (const nationalId of [...badIdForms, Number(badId)]) {
      const res = await request(app)
        .put('/kyc/identity')
        .set('Cookie', a.cookie)
        .send({ ...somchai, nationalId })
        .expect(422);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const text = log.text();
    expect(text).toContain('request refused');
    expect(text).toContain('body.nationalId');
    for (const form of badIdForms) expect(text).not.toContain(form);
  });

  it('carry no photo bytes when an upload is refused or the store fails', async () => {
    const log = capture();
    const a = await newInvestor(t);
    const selfie = await photo(480, 640);
    const notAnImage = Buffer.concat([Buffer.from('MZ'), selfie.subarray(2)]);
    const app = createApp({ ...t.ctx, logger: log.logger });
    const refused = await request(app)
      .post('/kyc/files')
      .set('Cookie', a.cookie)
      .set('X-Forwarded-For', newIp())
      .field('kind', 'SELFIE')
      .attach('file', notAnImage, 'me.jpg')
      .expect(422);
    expect(refused.body.code).toBe('FILE_TYPE_NOT_ALLOWED');
    await request(app)
      .post('/kyc/files')
      .set('Cookie', a.cookie)
      .set('X-Forwarded-For', newIp())
      .field('kind', 'SELFIE')
      .attach('photo', selfie, 'me.jpg')
      .expect(422);

    // The bucket refuses the write (wrong secret): an unhandled error, logged with its stack.
    const brokenStore = s3FileStore({
      kind: 's3',
      endpoint: s3.endpoint,
      region: credentials.region,
      bucket: credentials.bucket,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: 'not-the-secret-not-the-secret',
      forcePathStyle: true,
    });
    const failing = createApp({ ...t.ctx, logger: log.logger, files: brokenStore });
    await request(failing)
      .post('/kyc/files')
      .set('Cookie', a.cookie)
      .set('X-Forwarded-For', newIp())
      .field('kind', 'SELFIE')
      .attach('file', selfie, 'me.jpg')
      .expect(500);

    const text = log.text();
    expect(text).toContain('FILE_TYPE_NOT_ALLOWED');
    expect(text).toContain('unhandled error');
    expect(text).toContain('SignatureDoesNotMatch');
    for (const bytes of [selfie, notAnImage]) {
      for (const trace of traces(bytes)) expect(text).not.toContain(trace);
    }
  });

  it('carry no national ID a staff member searched the review queue for', async () => {
    const log = capture();
    const app = createApp({ ...t.ctx, logger: log.logger });
    const staff = await t.signIn('compliance@example.com');
    for (const q of goodIdForms) {
      await request(app)
        .get('/admin/kyc-cases')
        .query({ filter: JSON.stringify({ q }), range: '[0,9]' })
        .set('Cookie', staff)
        .expect(200);
    }
    const text = log.text();
    expect(text).toContain('/admin/kyc-cases?filter=[redacted]');
    expect(text).toContain('range=');
    for (const form of goodIdForms) expect(text).not.toContain(form);
  });
});

describe('the logger', () => {
  it('drops the session cookie and the CSRF token from a logged request, an error one too', () => {
    const { logger, text } = capture();
    const req = {
      method: 'POST',
      url: '/orders',
      headers: { cookie: 'sid=cookie-secret-1', 'x-csrf-token': 'csrf-secret-1', 'user-agent': 'Test/1.0' },
    };
    logger.error({ req, err: new Error('boom') }, 'unhandled error');
    expect(text()).toContain('Test/1.0');
    expect(text()).not.toContain('cookie-secret-1');
    expect(text()).not.toContain('csrf-secret-1');
  });

  it('logs a joi error by its paths and rules, not the values it quotes or keeps', () => {
    const log = capture();
    const { error } = Joi.object({ nationalId: Joi.string().pattern(/^x$/) }).validate({ nationalId: badId });
    log.logger.error({ err: error }, 'failed');
    const text = log.text();
    expect(text).toContain('nationalId: string.pattern.base');
    expect(text).not.toContain(badId);
  });

  it('drops what an error carries besides its message (SQL, bodies, buffers) and masks ID-like digits', () => {
    const log = capture();
    const err = Object.assign(new Error(`insert failed for ${goodIdForms[1]}`), {
      sql: `INSERT INTO kyc_profiles (identity) VALUES ('{"nationalId":"${goodIdForms[0]}"}')`,
      body: Buffer.from('photo bytes'),
      code: '23505',
    });
    log.logger.error({ err }, 'failed');
    const text = log.text();
    expect(text).toContain('"code":"23505"');
    expect(text).toContain('insert failed for [redacted]');
    expect(text).not.toContain('INSERT INTO');
    expect(text).not.toContain('photo bytes');
    for (const form of goodIdForms) expect(text).not.toContain(form);
  });
});
