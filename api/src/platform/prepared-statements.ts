import type pg from 'pg';
import { DatabaseError, type Sequelize, type Transaction } from 'sequelize';

/**
 * A statement sent as a named prepared statement, so each pooled connection parses and plans it once and then only
 * binds values: on the hottest requests (the session behind every signed-in request, the account overview, the
 * history page) PostgreSQL's parse and plan cost more CPU than running them. Sequelize inlines its replacements, so
 * each of its statements is new text to PostgreSQL and planned every time. The text must not change under one name
 * (node-postgres refuses that); values are bound as $1, $2….
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

/** The pg client Sequelize's pool hands out (its typings do not say so), marked invalid when its socket broke. */
type PooledClient = pg.Client & { _invalid?: boolean };

interface ConnectionManager {
  getConnection(options?: { type?: 'read' | 'write' }): Promise<PooledClient>;
  releaseConnection(connection: PooledClient): void;
}

/**
 * Runs a prepared statement on a connection of Sequelize's pool (or on the transaction's own connection), with
 * Sequelize's type parsing, and answers its rows. Failures are Sequelize's errors, as its own queries throw them, so
 * a PostgreSQL that went away is still answered 503 (platform/database-unavailable.ts).
 */
export async function runPrepared<Row>(
  sequelize: Sequelize,
  statement: PreparedStatement,
  values: unknown[],
  transaction?: Transaction,
): Promise<Row[]> {
  const manager = sequelize.connectionManager as unknown as ConnectionManager;
  const own = (transaction as unknown as { connection?: PooledClient } | undefined)?.connection;
  const connection = own ?? (await manager.getConnection({ type: 'write' }));
  try {
    const result = await connection.query<Row & pg.QueryResultRow>({ ...statement, values });
    return result.rows;
  } catch (error) {
    const failure = error as Error & { code?: string };
    // As Sequelize's own queries do: a connection whose socket broke is not handed out again.
    if (failure.code === 'ECONNRESET' || /Connection terminated|connection is closed/i.test(failure.message))
      connection._invalid = true;
    throw new DatabaseError(failure as Error & { sql: string; parameters: object });
  } finally {
    if (!own) manager.releaseConnection(connection);
  }
}

/**
 * A prepared statement written with Sequelize's `:name` placeholders (so one SQL text serves both), its
 * placeholders numbered in order of first appearance; `values` puts an object's values in that order. `::type`
 * casts are left alone.
 */
export function preparedWithNames<Names extends string>(
  name: string,
  sql: string,
): PreparedStatement & { values(named: Record<Names, unknown>): unknown[] } {
  const order: string[] = [];
  const text = sql.replace(/(?<![:\w]):([A-Za-z_]\w*)/g, (_, key: string) => {
    if (!order.includes(key)) order.push(key);
    return `$${order.indexOf(key) + 1}`;
  });
  return { name, text, values: (named) => order.map((key) => named[key as Names]) };
}
