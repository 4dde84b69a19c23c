import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Joi from 'joi';

export type AppEnv = 'development' | 'test' | 'production';

export interface Config {
  appEnv: AppEnv;
  port: number;
  databaseUrl: string;
  logLevel: string;
  /** Where the browser reaches each front end; used for links in e-mails and the allowed Origins. */
  publicOrigins: string[];
  cookieSecure: boolean;
  sessionTtlMinutes: number;
  /** Life of the signed access token; it is re-issued from the server session while that lives. */
  accessTokenTtlMinutes: number;
  /** Signs access tokens and CSRF tokens. Required in production; random per process otherwise. */
  authSecret: string;
  /** The CSRF token check on unsafe requests; only API tests turn it off (one test covers it on). */
  csrfProtection: boolean;
  smtpUrl: string;
  mailFrom: string;
  /** The investor portal's address, for links in e-mails. */
  portalUrl: string;
  /** Where uploaded files are kept (local disk; object storage in the scaled-out topology). */
  uploadDir: string;
}

const schema = Joi.object({
  APP_ENV: Joi.string().valid('development', 'test', 'production').default('development'),
  API_PORT: Joi.number().integer().min(0).max(65535).default(3000),
  DATABASE_URL: Joi.string()
    .uri({ scheme: ['postgres', 'postgresql'] })
    .required(),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  PUBLIC_ORIGINS: Joi.string().default('http://localhost:3001,http://localhost:3002,http://localhost:3003'),
  COOKIE_SECURE: Joi.boolean().default(true),
  SESSION_TTL_MINUTES: Joi.number().integer().min(5).max(1440).default(120),
  ACCESS_TOKEN_TTL_MINUTES: Joi.number().integer().min(1).max(60).default(15),
  AUTH_SECRET: Joi.string().min(32),
  CSRF_PROTECTION: Joi.boolean().default(true),
  SMTP_URL: Joi.string()
    .uri({ scheme: ['smtp', 'smtps'] })
    .default('smtp://localhost:1025'),
  MAIL_FROM: Joi.string().default('MFund <no-reply@mfund.example>'),
  UPLOAD_DIR: Joi.string().default('.data/uploads'),
  PORTAL_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://localhost:3001'),
}).unknown(true);

export class ConfigError extends Error {}

/** Reads and checks the environment once at start; a bad value stops the process with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { error, value } = schema.validate(env, { abortEarly: false, convert: true });
  if (error) {
    const problems = error.details.map((d) => `${d.path.join('.')}: ${d.message.replace(/"/g, '')}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  if (value.APP_ENV === 'production' && !value.AUTH_SECRET) {
    // Several API processes must share it, and sessions must survive a restart.
    throw new ConfigError('Invalid environment: AUTH_SECRET: is required in production');
  }
  return {
    appEnv: value.APP_ENV,
    port: value.API_PORT,
    databaseUrl: value.DATABASE_URL,
    logLevel: value.LOG_LEVEL,
    publicOrigins: String(value.PUBLIC_ORIGINS)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    cookieSecure: value.COOKIE_SECURE,
    sessionTtlMinutes: value.SESSION_TTL_MINUTES,
    accessTokenTtlMinutes: value.ACCESS_TOKEN_TTL_MINUTES,
    authSecret: value.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
    csrfProtection: value.CSRF_PROTECTION,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    uploadDir: path.resolve(value.UPLOAD_DIR),
    portalUrl: String(value.PORTAL_URL).replace(/\/$/, ''),
  };
}
