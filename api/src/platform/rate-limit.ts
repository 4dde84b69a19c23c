import type { RequestHandler, Response } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import { AppError } from './errors.ts';

export interface LimitOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** A limiter counting in the `rate_limits` table (made by a migration), so every API replica shares the count. */
const postgresLimiter = (sequelize: Sequelize, options: LimitOptions) =>
  new RateLimiterPostgres({
    storeClient: sequelize,
    storeType: 'sequelize',
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });

/**
 * Limits per client IP, counted in PostgreSQL. `points` requests are allowed per `durationSeconds`; the next one gets
 * 429 with Retry-After.
 */
export function rateLimitByIp(sequelize: Sequelize, options: LimitOptions): RequestHandler {
  const limiter = postgresLimiter(sequelize, options);
  return async (req, res, next) => {
    try {
      await limiter.consume(req.ip ?? 'unknown');
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      res.setHeader('Retry-After', String(Math.ceil(rejection.msBeforeNext / 1000)));
      throw new AppError('RATE_LIMITED', 429);
    }
    next();
  };
}

/**
 * Counts failures only (wrong passwords, not sign-ins), in the same PostgreSQL table: `check` refuses with 429 once
 * `points` failures were counted for a key within `durationSeconds`; `fail` counts one more.
 */
export function failureThrottle(sequelize: Sequelize, options: LimitOptions) {
  const limiter = postgresLimiter(sequelize, options);
  return {
    async check(key: string, res: Response): Promise<void> {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= options.points) {
        res.setHeader('Retry-After', String(Math.ceil(state.msBeforeNext / 1000)));
        throw new AppError('RATE_LIMITED', 429);
      }
    },
    async fail(key: string): Promise<void> {
      // Past the limit the store rejects; the count is already what it needs to be.
      await limiter.consume(key).catch((rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
      });
    },
  };
}
