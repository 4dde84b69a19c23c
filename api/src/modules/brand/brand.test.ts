import { brands } from '@fund/domain';
import nodemailer from 'nodemailer';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import { depositSettings } from '../deposits/company-account.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { relayOutbox } from '../mail/relay.ts';
import { standAt } from '../orders/test-fixtures.ts';
import { approvedReduction, settle, withBankAccount } from '../payouts/test-fixtures.ts';

const pdf = (req: ReturnType<ReturnType<TestApp['http']>['get']>) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The `Author` a PDF's properties name: pdfkit writes it as a literal string, UTF-16 with a BOM when not ASCII. */
function pdfAuthor(file: Buffer): string {
  const text = file.toString('latin1');
  const ref = /\/Author (\d+) 0 R/.exec(text);
  if (!ref) throw new Error('the PDF names no author');
  const start = text.indexOf(`\n${ref[1]} 0 obj\n(`) + `\n${ref[1]} 0 obj\n(`.length;
  const bytes: number[] = [];
  for (let i = start; text[i] !== ')'; i++) {
    if (text[i] !== '\\') {
      bytes.push(text.charCodeAt(i));
      continue;
    }
    const next = text[++i]!;
    const octal = /^[0-7]{1,3}/.exec(text.slice(i, i + 3));
    if (octal) {
      bytes.push(Number.parseInt(octal[0], 8));
      i += octal[0].length - 1;
    } else
      bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
  }
  const raw = Buffer.from(bytes);
  return raw[0] === 0xfe && raw[1] === 0xff
    ? raw.subarray(2).swap16().toString('utf16le')
    : raw.toString('latin1');
}

// Each brand in turn: the default (no BRAND, the active second brand) and the first one a setting away.
describe.each([
  { setting: undefined, brand: brands.mfund },
  { setting: 'merit', brand: brands.merit },
])('BRAND=$setting', ({ setting, brand }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(setting ? { BRAND: setting } : {});
  });
  afterAll(async () => {
    (t.ctx.clock as SettableClock).set(null);
    await t.close();
  });

  it('GET /brand tells the front ends the brand: name, legal name, colours, LINE and support', async () => {
    const { body } = await t.http().get('/brand').expect(200);
    expect(body).toMatchObject({
      key: brand.key,
      name: brand.name,
      legalName: brand.legalName,
      logoText: brand.logoText,
      colours: brand.colours,
      lineId: brand.lineId,
      lineUrl: `https://line.me/R/ti/p/${brand.lineId}`,
      support: { email: brand.support.email, phone: brand.support.phone },
    });
    expect(JSON.stringify(body)).not.toMatch(/no-reply/);
  });

  it('the deposit payee is the legal name, also when the bank account comes from the settings', async () => {
    expect((await depositSettings(t.ctx)).account.accountName).toEqual({
      th: `${brand.legalName.th} เพื่อลูกค้า`,
      en: `${brand.legalName.en} for Clients`,
    });
    await t.ctx.sequelize.query(
      `INSERT INTO app_settings (key, value) VALUES ('companyAccount', :value)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      {
        replacements: {
          value: JSON.stringify({
            account: { accountNumber: '999-9-99999-9', accountName: { th: 'ชื่ออื่น', en: 'Another name' } },
          }),
        },
      },
    );
    const { account } = await depositSettings(t.ctx);
    expect(account.accountNumber).toBe('999-9-99999-9');
    expect(account.accountName.en).toBe(`${brand.legalName.en} for Clients`);
    await t.ctx.sequelize.query("DELETE FROM app_settings WHERE key = 'companyAccount'");
  });

  it('an e-mail comes from the brand and its footer names the company by its legal name', async () => {
    // What the seed queued is sent first, so the capture holds this test's message only.
    await relayOutbox(t.ctx.sequelize, nodemailer.createTransport({ jsonTransport: true }), {
      from: 'x@x.example',
    });
    await t.ctx.sequelize.transaction((transaction) =>
      enqueueMail(t.ctx, transaction, {
        to: 'brand-mail@example.com',
        language: 'th',
        template: 'complaint-ack',
        data: { reference: 'CP-9' },
      }),
    );
    const sent: { from?: unknown; text?: unknown; messageId?: unknown }[] = [];
    const capture = nodemailer.createTransport({ jsonTransport: true });
    const send = capture.sendMail.bind(capture);
    capture.sendMail = ((mail: (typeof sent)[number]) => {
      sent.push(mail);
      return send(mail as never);
    }) as typeof capture.sendMail;
    await relayOutbox(t.ctx.sequelize, capture, { from: t.ctx.config.mailFrom });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.from).toBe(`${brand.mailSender.name} <${brand.mailSender.address}>`);
    expect(String(sent[0]!.messageId)).toMatch(new RegExp(`@${brand.mailSender.address.split('@')[1]}>$`));
    expect(sent[0]!.text).toContain(brand.legalName.th);
    expect(sent[0]!.text).toContain(`LINE ${brand.lineId}`);
    expect(sent[0]!.text).toContain(brand.support.phone.th);
  });

  it('a tax invoice is issued by the brand: seller, tax id and the PDF carry its legal name', async () => {
    standAt(t, '2026-11-18T18:00:00');
    const owner = await approvedReduction(t, 'M-INFRA', '2026-11-18', '12.3457');
    await withBankAccount(t, owner.id);
    await settle(t, 'M-INFRA', '2026-11-18');
    const list = await t.http().get('/documents').set('Cookie', owner.cookie).expect(200);
    const invoice = list.body.find((d: { kind: string }) => d.kind === 'TAX_INVOICE');
    expect(invoice.number).toMatch(new RegExp(`^${brand.invoicePrefix}-2026-\\d{6}$`));
    const [stored] = await t.ctx.sequelize.query<{ seller: { legalName: unknown; taxId: string } }>(
      `SELECT s.seller FROM tax_invoices t JOIN tax_invoice_sellers s ON s.id = t.seller_id
       WHERE t.number = :number`,
      { type: QueryTypes.SELECT, replacements: { number: invoice.number } },
    );
    expect(stored!.seller).toMatchObject({ legalName: brand.legalName, taxId: brand.registrationNumber });
    // The document's properties name the issuing company (the page text is in embedded glyphs).
    for (const language of ['th', 'en'] as const) {
      const file = await pdf(
        t.http().get(`${invoice.url}?lang=${language}`).set('Cookie', owner.cookie),
      ).expect(200);
      expect(pdfAuthor(file.body as Buffer)).toBe(brand.legalName[language]);
    }
    const confirmation = list.body.find((d: { kind: string }) => d.kind === 'ORDER_CONFIRMATION');
    const confirmationPdf = await pdf(
      t.http().get(`${confirmation.url}?lang=en`).set('Cookie', owner.cookie),
    ).expect(200);
    expect(pdfAuthor(confirmationPdf.body as Buffer)).toBe(brand.legalName.en);
  });

  it('the strategy data names the brand as the manager', async () => {
    const { body } = await t.http().get('/strategies/M-BTC').expect(200);
    expect(body.manager).toEqual(brand.legalName);
  });
});
