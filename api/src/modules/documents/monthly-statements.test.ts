import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { standAt, tradingInvestor } from '../orders/test-fixtures.ts';
import { signInAs } from '../security/test-investors.ts';
import { processStatementRun, runDueStatements } from './monthly-statements.ts';
import { statementFacts } from './statement-facts.ts';
import { pdf, sellerOn } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statementMails = async (email: string) =>
  (
    await t.ctx.sequelize.query(
      `SELECT subject FROM outbox_messages WHERE recipient = :email AND template = 'statement-ready'`,
      { replacements: { email } },
    )
  )[0] as { subject: string }[];

/** An investor who held 1,000 units of M-INFRA at 11.0000 when March 2031 began and sold 100 at 12.0000 in it. */
const marchSeller = () => sellerOn(t, '2031-03-12', '2031-02-28');

describe('monthly statements', () => {
  it('on the first business day of April the worker makes and e-mails March’s statements once; the investor downloads theirs, nobody else can', async () => {
    const seller = await marchSeller();
    await t.setFlag('performanceReport', true);

    // Still March: the month has not ended, so there is no statement of it yet.
    const early = await t
      .http()
      .post('/documents/statements')
      .set('Cookie', seller.cookie)
      .send({ month: '2031-03' })
      .expect(422);
    expect(early.body.code).toBe('STATEMENT_MONTH_NOT_ENDED');

    // 31 March is not the first business day of a month: nothing is due.
    standAt(t, '2031-03-31T06:30:00');
    expect(await runDueStatements(t.ctx)).toEqual([]);

    standAt(t, '2031-04-01T06:30:00');
    const [run] = await runDueStatements(t.ctx);
    expect(run).toMatchObject({ month: '2031-03', cause: 'SCHEDULE', failed: 0, pending: 0 });
    expect(run!.generated).toBe(run!.investors);
    expect(run!.emailed).toBe(run!.investors);
    expect(run!.finishedAt).not.toBeNull();
    expect(await statementMails(seller.email)).toHaveLength(1);

    // The same morning again (a restarted worker): no second run, no second e-mail.
    expect(await runDueStatements(t.ctx)).toEqual([]);
    expect(await statementMails(seller.email)).toHaveLength(1);

    // Sessions live on the same clock: the investor signs in again in April.
    seller.cookie = await signInAs(t, seller.email);
    const list = await t.http().get('/documents').set('Cookie', seller.cookie).expect(200);
    const statement = list.body.find((d: { kind: string }) => d.kind === 'MONTHLY_STATEMENT');
    expect(statement).toMatchObject({
      title: { th: 'รายงานสรุปรายเดือน มีนาคม 2574', en: 'Monthly statement March 2031' },
      date: '2031-03-31',
    });
    const file = await pdf(t.http().get(`${statement.url}?lang=th`).set('Cookie', seller.cookie)).expect(200);
    expect((file.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((file.body as Buffer).toString('latin1')).toContain('/Lang (th-TH)');
    const again = await pdf(t.http().get(`${statement.url}?lang=th`).set('Cookie', seller.cookie)).expect(
      200,
    );
    expect((again.body as Buffer).equals(file.body as Buffer)).toBe(true);

    const other = await tradingInvestor(t);
    await t.http().get(statement.url).set('Cookie', other.cookie).expect(404);
    const nothing = await t
      .http()
      .post('/documents/statements')
      .set('Cookie', other.cookie)
      .send({ month: '2031-03' })
      .expect(404);
    expect(nothing.body.code).toBe('STATEMENT_NOTHING_HELD');
  });

  it('shows the month’s opening and closing holdings, the sale, its fee and the gain, adding up to the satang', async () => {
    const seller = await marchSeller();
    const [row] = (
      await t.ctx.sequelize.query(
        `INSERT INTO monthly_statements (user_id, month, status, created_at) VALUES (:id, '2031-03', 'PENDING', now())
         ON CONFLICT (user_id, month) DO UPDATE SET month = EXCLUDED.month RETURNING id::int`,
        { replacements: { id: seller.id } },
      )
    )[0] as { id: number }[];
    const facts = await statementFacts(t.ctx, { id: row!.id, userId: seller.id, month: '2031-03' });
    const [order] = (
      await t.ctx.sequelize.query(
        'SELECT settled_amount::text AS amount, fee::text FROM orders WHERE id = :id',
        {
          replacements: { id: seller.orderId },
        },
      )
    )[0] as { amount: string; fee: string }[];
    expect(facts.holdings).toEqual([
      expect.objectContaining({
        strategyCode: 'M-INFRA',
        openingUnits: '1000.0000',
        openingNav: '11.0000',
        openingValue: '11000.00',
        unitsOut: '100.0000',
        closingUnits: '900.0000',
        closingNav: '12.0000',
        closingValue: '10800.00',
        moneyOut: order!.amount,
        fees: order!.fee,
      }),
    ]);
    expect(facts.transactions).toEqual([
      expect.objectContaining({
        tradeDate: '2031-03-12',
        kind: 'REDUCE',
        units: '-100.0000',
        nav: '12.0000',
      }),
    ]);
    const { openingValue, moneyIn, moneyOut, gain, closingValue } = facts.totals;
    const satang = (v: string) => BigInt(v.replace('.', ''));
    expect(satang(openingValue) + satang(moneyIn) - satang(moneyOut) + satang(gain)).toBe(
      satang(closingValue),
    );
  });

  it('the investor gets a past month on request, made at once, without an e-mail; off while performanceReport is off', async () => {
    const seller = await marchSeller();
    standAt(t, '2031-05-10T09:00:00');
    seller.cookie = await signInAs(t, seller.email);
    const ask = () =>
      t.http().post('/documents/statements').set('Cookie', seller.cookie).send({ month: '2031-03' });
    await t.setFlag('performanceReport', false);
    expect((await ask().expect(403)).body.code).toBe('STATEMENTS_DISABLED');
    await t.setFlag('performanceReport', true);
    const offered = await t
      .http()
      .get('/documents/statement-months')
      .set('Cookie', seller.cookie)
      .expect(200);
    expect(offered.body.months).toEqual(['2031-04', '2031-03']);
    const made = await ask().expect(200);
    expect(made.body).toMatchObject({ kind: 'MONTHLY_STATEMENT', date: '2031-03-31' });
    expect((await ask().expect(200)).body.id).toBe(made.body.id);
    await pdf(t.http().get(`${made.body.url}?lang=en`).set('Cookie', seller.cookie)).expect(200);
    expect(await statementMails(seller.email)).toHaveLength(0);
    await t
      .http()
      .post('/documents/statements')
      .set('Cookie', seller.cookie)
      .send({ month: '2031-13' })
      .expect(422);
  });

  it('operations start a run, see its progress and retry the failed statements; others may not', async () => {
    await marchSeller();
    standAt(t, '2031-06-02T10:00:00');
    const ops = await t.signIn('operations@example.com');
    const started = await t
      .http()
      .post('/admin/statement-runs')
      .set('Cookie', ops)
      .send({ month: '2031-03' })
      .expect(201);
    expect(started.body).toMatchObject({ month: '2031-03', cause: 'STAFF', pending: 0, failed: 0 });
    expect(started.body.generated).toBe(started.body.investors);

    const future = await t
      .http()
      .post('/admin/statement-runs')
      .set('Cookie', ops)
      .send({ month: '2031-06' })
      .expect(422);
    expect(future.body.code).toBe('STATEMENT_MONTH_NOT_ENDED');

    const retry = () => t.http().post(`/admin/statement-runs/${started.body.id}/retry`).set('Cookie', ops);
    expect((await retry().expect(409)).body.code).toBe('STATEMENT_RUN_HAS_NO_FAILURES');

    // One statement failed (say the worker lost its database half-way): the retry makes it.
    await t.ctx.sequelize.query(
      `UPDATE monthly_statements SET status = 'FAILED', error = 'connection lost', generated_at = NULL,
         emailed_at = NULL
       WHERE id = (SELECT id FROM monthly_statements WHERE run_id = :runId ORDER BY id LIMIT 1)`,
      { replacements: { runId: started.body.id } },
    );
    const failedNow = await t
      .http()
      .get(`/admin/statement-runs/${started.body.id}`)
      .set('Cookie', ops)
      .expect(200);
    expect(failedNow.body.failed).toBe(1);
    const retried = await retry().expect(200);
    expect(retried.body).toMatchObject({ failed: 0, pending: 0, generated: started.body.investors });
    const list = await t.http().get('/admin/statement-runs').set('Cookie', ops).expect(200);
    expect(list.body[0]).toMatchObject({ id: started.body.id, failed: 0 });
    const audit = (
      await t.ctx.sequelize.query(`SELECT action FROM audit_log WHERE subject = :subject ORDER BY id`, {
        replacements: { subject: `statement-run:${started.body.id}` },
      })
    )[0] as { action: string }[];
    expect(audit.map((a) => a.action)).toEqual(['statement-run.start', 'statement-run.retry']);

    const compliance = await t.signIn('compliance@example.com');
    await t
      .http()
      .post('/admin/statement-runs')
      .set('Cookie', compliance)
      .send({ month: '2031-03' })
      .expect(403);
    await t.http().get('/admin/statement-runs').set('Cookie', compliance).expect(200);
    // A run that is carried on twice (two workers) generates nothing twice.
    const twice = await processStatementRun(t.ctx, started.body.id);
    expect(twice).toMatchObject({ generated: started.body.investors, failed: 0 });
  });
});
