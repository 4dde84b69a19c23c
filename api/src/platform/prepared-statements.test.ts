import { DatabaseError, QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { preparedWithNames, runPrepared } from './prepared-statements.ts';

describe('a statement written with named placeholders', () => {
  it('numbers them in order of first appearance, the same name the same number, and leaves casts alone', () => {
    const statement = preparedWithNames<'userId' | 'from'>(
      'example',
      `SELECT :userId::bigint AS id, to_char(:from::date, 'YYYY-MM-DD') AS day WHERE :userId > 0`,
    );
    expect(statement.text).toBe(
      `SELECT $1::bigint AS id, to_char($2::date, 'YYYY-MM-DD') AS day WHERE $1 > 0`,
    );
    expect(statement.values({ from: '2026-01-31', userId: 7 })).toEqual([7, '2026-01-31']);
  });
});

describe('a prepared statement on the pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const sum = { name: 'test-sum', text: 'SELECT ($1::numeric + $2::numeric)::text AS total, now() AS at' };

  it('answers its rows with Sequelize type parsing, and is kept prepared on its connection', async () => {
    await t.ctx.sequelize.transaction(async (transaction) => {
      const [row] = await runPrepared<{ total: string; at: Date }>(
        t.ctx.sequelize,
        sum,
        ['0.1', '0.2'],
        transaction,
      );
      expect(row).toEqual({ total: '0.3', at: expect.any(Date) });
      const prepared = await t.ctx.sequelize.query<{ name: string }>(
        'SELECT name FROM pg_prepared_statements',
        { type: QueryTypes.SELECT, transaction },
      );
      expect(prepared.map((p) => p.name)).toContain('test-sum');
    });
    // Outside a transaction it takes a connection of the pool and gives it back.
    for (let i = 0; i < 15; i += 1) {
      const [row] = await runPrepared<{ total: string }>(t.ctx.sequelize, sum, [String(i), '1']);
      expect(row!.total).toBe(String(i + 1));
    }
  });

  it('fails as Sequelize fails, so a fault is not mistaken for PostgreSQL going away, and the pool goes on', async () => {
    const failing = { name: 'test-divide', text: 'SELECT 1 / $1::int AS x' };
    const error = await runPrepared(t.ctx.sequelize, failing, [0]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseError);
    expect(((error as DatabaseError).original as { code?: string }).code).toBe('22012');
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(await runPrepared(t.ctx.sequelize, failing, [1])).toEqual([{ x: 1 }]);
  });
});
