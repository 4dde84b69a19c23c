import { type Model, type ModelStatic, QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app.ts';
import { createTestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Column {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
  primaryKey: boolean;
}

// The PostgreSQL type each Sequelize data type is stored as.
const storedAs: Record<string, string> = {
  BIGINT: 'int8',
  INTEGER: 'int4',
  SMALLINT: 'int2',
  TEXT: 'text',
  STRING: 'varchar',
  DATE: 'timestamptz',
  DATEONLY: 'date',
  JSONB: 'jsonb',
  BOOLEAN: 'bool',
  DECIMAL: 'numeric',
  BLOB: 'bytea',
  UUID: 'uuid',
};

/** The migrated schema's columns, as the database describes them (the migrations' own bookkeeping left out). */
async function tableColumns(): Promise<Column[]> {
  return t.ctx.sequelize.query<Column>(
    `SELECT c.table_name AS "table", c.column_name AS "column", c.udt_name AS type,
       c.is_nullable = 'YES' AS nullable,
       EXISTS (SELECT 1 FROM information_schema.table_constraints k
         JOIN information_schema.key_column_usage u ON u.constraint_name = k.constraint_name
           AND u.table_schema = k.table_schema AND u.table_name = k.table_name
         WHERE k.constraint_type = 'PRIMARY KEY' AND k.table_schema = c.table_schema AND k.table_name = c.table_name
           AND u.column_name = c.column_name) AS "primaryKey"
     FROM information_schema.columns c
     WHERE c.table_schema = 'public' AND c.table_name <> 'schema_migrations'
     ORDER BY c.table_name, c.ordinal_position`,
    { type: QueryTypes.SELECT },
  );
}

/** What the models say about the same columns. */
function modelColumns(): Column[] {
  const models: ModelStatic<Model>[] = Object.values(t.ctx.models);
  return models.flatMap((model) =>
    Object.values(model.getAttributes()).map((attribute) => ({
      table: String(model.getTableName()),
      column: attribute.field ?? '',
      type: storedAs[(attribute.type as { key: string }).key] ?? (attribute.type as { key: string }).key,
      nullable: attribute.allowNull !== false && !attribute.primaryKey,
      primaryKey: attribute.primaryKey === true,
    })),
  );
}

const byName = (columns: Column[]) =>
  [...columns].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));

describe('the Sequelize models', () => {
  it('describe every table, column by column: name, type, nullability and primary key', async () => {
    const tables = await tableColumns();
    expect(byName(modelColumns())).toEqual(byName(tables));
  });

  it('one model a table', () => {
    const tables = Object.values(t.ctx.models).map((model) => String(model.getTableName()));
    expect(new Set(tables).size).toBe(tables.length);
  });

  it("leave a column's default to the database: a row created through a model gets the migration's defaults", async () => {
    const { Holiday, User } = t.ctx.models;
    const holiday = await Holiday.create({
      date: '2031-01-02',
      nameTh: 'วันทดสอบ',
      nameEn: 'Test day',
      source: 'STAFF',
      removedAt: null,
      createdBy: null,
    });
    expect(holiday.createdAt).toBeInstanceOf(Date);
    const creator = await Holiday.findByPk('2031-01-02', { include: [{ model: User, as: 'createdByUser' }] });
    expect(creator?.nameEn).toBe('Test day');
    await holiday.destroy();
  });
});
