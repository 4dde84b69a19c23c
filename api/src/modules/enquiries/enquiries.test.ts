import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctClientIp } from '../../../test/client-address.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { pdfBytes, plainPdf, smallPng } from '../../../test/upload-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test comes from its own address, so the per-IP limits of one test do not reach the next.
const fromNewIp = distinctClientIp;
let pdf: Buffer;
let png: Buffer;
beforeAll(async () => {
  pdf = await plainPdf();
  png = await smallPng();
});

const count = async (table: string) => {
  const [[row]] = (await t.ctx.sequelize.query(`SELECT count(*)::int AS n FROM ${table}`)) as [
    [{ n: number }],
    unknown,
  ];
  return row.n;
};

describe('POST /contact-requests', () => {
  const valid = {
    name: 'สมชาย ใจดี',
    email: 'Somchai@Example.com',
    phone: '081-234-5678',
    topic: 'INVESTMENT_ADVICE',
  };

  it('stores the request, answers its reference and queues a Thai acknowledgement', async () => {
    const res = await t
      .http()
      .post('/contact-requests')
      .set('X-Forwarded-For', fromNewIp())
      .send(valid)
      .expect(201);
    expect(res.body.reference).toMatch(/^CB-\d{8}-\d{6}$/);
    const [[item]] = (await t.ctx.sequelize.query('SELECT * FROM inbox_items WHERE id = :id', {
      replacements: { id: res.body.id },
    })) as [[Record<string, unknown>], unknown];
    expect(item).toMatchObject({
      kind: 'CONTACT',
      email: 'somchai@example.com',
      phone: '0812345678',
      status: 'NEW',
    });
    const [[mail]] = (await t.ctx.sequelize.query(
      "SELECT recipient, subject FROM outbox_messages WHERE subject LIKE '%' || :ref || '%'",
      { replacements: { ref: res.body.reference } },
    )) as [[{ recipient: string; subject: string }], unknown];
    expect(mail.recipient).toBe('somchai@example.com');
    expect(mail.subject).toMatch(/ติดต่อกลับ/);
  });

  it('writes the acknowledgement in English when asked', async () => {
    const res = await t
      .http()
      .post('/contact-requests')
      .set('X-Forwarded-For', fromNewIp())
      .send({ ...valid, language: 'en' })
      .expect(201);
    const [[mail]] = (await t.ctx.sequelize.query(
      'SELECT subject FROM outbox_messages ORDER BY id DESC LIMIT 1',
    )) as [[{ subject: string }], unknown];
    expect(mail.subject).toBe(`We received your contact request (${res.body.reference})`);
  });

  it('bad input lists every field with the spec messages and stores nothing', async () => {
    const before = await count('inbox_items');
    const mailsBefore = await count('outbox_messages');
    const res = await t
      .http()
      .post('/contact-requests')
      .set('X-Forwarded-For', fromNewIp())
      .send({ name: '', email: 'not-an-email', phone: '12345', topic: 'LOTTERY' })
      .expect(422);
    const messages = Object.fromEntries(
      res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(Object.keys(messages).sort()).toEqual(['body.email', 'body.name', 'body.phone', 'body.topic']);
    expect(messages['body.email']).toBe('Please enter a valid email address');
    expect(messages['body.phone']).toBe('Please enter a valid phone number');
    expect(await count('inbox_items')).toBe(before);
    expect(await count('outbox_messages')).toBe(mailsBefore);
  });

  it('the sixth request from one address within 10 minutes is refused with Retry-After', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 5; i += 1) {
      await t.http().post('/contact-requests').set('X-Forwarded-For', ip).send(valid).expect(201);
    }
    const res = await t.http().post('/contact-requests').set('X-Forwarded-For', ip).send(valid).expect(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /complaints', () => {
  const fields = {
    email: 'nida@example.com',
    phone: '0891234567',
    problemType: 'TRANSACTION',
    detail: 'ยอดเงินไม่ตรง',
  };
  const send = (file?: { content: Buffer; name: string }, overrides: Record<string, string> = {}) => {
    const req = t.http().post('/complaints').set('X-Forwarded-For', fromNewIp());
    for (const [k, v] of Object.entries({ ...fields, ...overrides })) req.field(k, v);
    return file ? req.attach('file', file.content, file.name) : req;
  };

  const download = (id: number, cookie: string) =>
    t
      .http()
      .get(`/admin/inbox/${id}/attachment`)
      .set('Cookie', cookie)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('stores the complaint and its file, which staff can download as it was sent', async () => {
    const res = await send({ content: pdf, name: 'statement.pdf' }).expect(201);
    expect(res.body.reference).toMatch(/^CP-\d{8}-\d{6}$/);
    const staff = await t.signIn('compliance@example.com');
    const item = await t.http().get(`/admin/inbox/${res.body.id}`).set('Cookie', staff).expect(200);
    expect(item.body).toMatchObject({
      kind: 'COMPLAINT',
      problemType: 'TRANSACTION',
      attachment: { name: 'statement.pdf', type: 'application/pdf', size: pdf.length },
    });
    const file = await download(res.body.id, staff).expect(200);
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
    // Saved by the browser, never opened in it, never sniffed into another type.
    expect(file.headers['content-disposition']).toBe('attachment; filename=statement.pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts a PNG', async () => {
    await send({ content: png, name: 'screen.png' }).expect(201);
  });

  it('writes an image again, so what was appended after the picture is not what staff download', async () => {
    const tail = '<html><script>alert(document.cookie)</script></html>';
    const res = await send({ content: Buffer.concat([png, Buffer.from(tail)]), name: 'screen.png' }).expect(
      201,
    );
    const staff = await t.signIn('compliance@example.com');
    const file = await download(res.body.id, staff).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((file.body as Buffer).subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
    expect((file.body as Buffer).toString('latin1')).not.toContain('<script>');
  });

  it('refuses a PDF that would run a script when opened, says why, and stores nothing', async () => {
    const scripted = await pdfBytes((doc) => {
      doc.text('Statement');
      doc.addNamedJavaScript('open', 'app.alert(1)');
    });
    const before = await count('inbox_items');
    const res = await send({ content: scripted, name: 'statement.pdf' }).expect(422);
    expect(res.body).toMatchObject({ code: 'PDF_ACTIVE_CONTENT', detail: 'The PDF carries JavaScript' });
    expect(res.body.title).toMatch(/contains scripts/);
    expect(await count('inbox_items')).toBe(before);
  });

  it.each([
    ['no file', undefined, 'FILE_REQUIRED'],
    [
      'a renamed executable',
      { content: Buffer.from('MZ\x90\x00not a pdf at all'), name: 'slip.pdf' },
      'FILE_TYPE_NOT_ALLOWED',
    ],
    ['a text file', { content: Buffer.from('hello'), name: 'note.txt' }, 'FILE_TYPE_NOT_ALLOWED'],
    [
      'a file over 5 MB',
      { content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]), name: 'big.pdf' },
      'FILE_TOO_LARGE',
    ],
  ])('refuses %s and stores nothing', async (_label, file, code) => {
    const before = await count('inbox_items');
    const res = await send(file).expect(422);
    expect(res.body.code).toBe(code);
    expect(await count('inbox_items')).toBe(before);
  });

  it('requires the problem to be specified', async () => {
    const res = await send({ content: pdf, name: 'a.pdf' }, { problemType: '', detail: '' }).expect(422);
    const messages = res.body.errors.map((e: { message: string }) => e.message);
    expect(messages).toContain('Please specify the problem');
  });
});
