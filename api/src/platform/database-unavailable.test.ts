import express from 'express';
import { ConnectionRefusedError, DatabaseError, UniqueConstraintError } from 'sequelize';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { problemHandler } from './errors.ts';

const pgError = (code: string | undefined, message: string) =>
  Object.assign(new Error(message), code ? { code } : {}) as Error & { sql: string; parameters: [] };
const failing = (error: Error) =>
  express()
    .get('/', () => {
      throw error;
    })
    .use(problemHandler);

describe('a database that cannot be reached', () => {
  it('is told apart from a fault in a query', () => {
    expect(isDatabaseUnavailable(new ConnectionRefusedError(new Error('connect ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseError(pgError('57P01', 'terminating connection')))).toBe(true);
    expect(
      isDatabaseUnavailable(new DatabaseError(pgError('57P03', 'the database system is starting up'))),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(new DatabaseError(pgError(undefined, 'Connection terminated unexpectedly'))),
    ).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseError(pgError('42P01', 'relation "nope" does not exist')))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new UniqueConstraintError({}))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(false);
  });

  it('is answered 503 with Retry-After, so the client sends the same request again', async () => {
    const res = await request(failing(new DatabaseError(pgError('57P01', 'terminating connection')))).get(
      '/',
    );
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(JSON.stringify(res.body)).not.toMatch(/terminating|sequelize/i);
  });

  it('leaves any other failure a 500', async () => {
    const res = await request(
      failing(new DatabaseError(pgError('42P01', 'relation "nope" does not exist'))),
    ).get('/');
    expect(res.status).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body.code).toBe('INTERNAL_ERROR');
  });
});
