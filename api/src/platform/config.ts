import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Brand, brandKeys, mailFrom, selectBrand } from '@fund/domain';
import Joi from 'joi';
import { defaultHeartbeatFile } from './heartbeat.ts';

/**
 * A relative UPLOAD_DIR is read from the API package's folder, not the process's working directory: the seed, the
 * API and the worker start from different folders and must still find the same files.
 */
const apiPackageDir = path.resolve(import.meta.dirname, '../..');

export type AppEnv = 'development' | 'test' | 'production';

export interface Config {
  appEnv: AppEnv;
  port: number;
  /**
   * The address the API listens on. Outside production it carries the test clock and the provider and bank
   * simulators, so it stays on this machine (127.0.0.1) unless API_HOST says otherwise; production listens on all.
   */
  host: string;
  databaseUrl: string;
  logLevel: string;
  /** Where the browser reaches each front end; used for links in e-mails and the allowed Origins. */
  publicOrigins: string[];
  cookieSecure: boolean;
  /**
   * The reverse proxies whose X-Forwarded-For the API believes (Express `trust proxy`): addresses, CIDR ranges or
   * Express's names (`loopback`). Only these hops may name the client; anyone else's header is ignored.
   */
  trustedProxies: string[];
  /** Peers that may read GET /metrics (METRICS_ALLOW). */
  metricsAllow: string[];
  /** Touched by the worker's loop: its liveness signal. */
  workerHeartbeatFile: string;
  sessionTtlMinutes: number;
  /** Life of the signed access token; it is re-issued from the server session while that lives. */
  accessTokenTtlMinutes: number;
  /** Signs access tokens and CSRF tokens. Required in production; random per process otherwise. */
  authSecret: string;
  /** Seals secrets stored in the database (TOTP seeds). Required in production; random per process otherwise. */
  dataEncryptionKey: string;
  /** The CSRF token check on unsafe requests; only API tests turn it off (one test covers it on). */
  csrfProtection: boolean;
  /** The brand the API serves (spec §1): its legal name is the payee, the invoice seller and every e-mail's sender. */
  brand: Brand;
  smtpUrl: string;
  /** The `From` of every e-mail: `MAIL_FROM` if set, else the brand's sender. */
  mailFrom: string;
  /** The investor portal's address, for links in e-mails. */
  portalUrl: string;
  /** Where uploaded files are kept (local disk; object storage in the scaled-out topology). */
  uploadDir: string;
  /** Which store keeps uploaded files: local disk (the default) or S3-compatible object storage. */
  fileStore: FileStoreConfig;
  /** Third-party sign-in; outside production every URL defaults to the API's own simulators. */
  identityProviders: IdentityProvidersConfig;
  /** The bank's PromptPay QR payment notifications; outside production the API's own bank simulator. */
  bankQr: BankQrConfig;
}

export interface BankQrConfig {
  /** The bank's key set, against which each notification's signature is checked. */
  jwksUrl: string;
  issuer: string;
  /** Our merchant (biller) id at the bank: the audience of its notifications. */
  merchantId: string;
  /** Where the bank posts notifications; only the simulator reads it (the real bank is told at onboarding). */
  notificationUrl: string;
}

export type FileStoreConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** Empty means AWS itself; MinIO and other S3-compatible services give their URL. */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Path-style URLs (`endpoint/bucket/key`), which MinIO and most self-hosted stores need. */
      forcePathStyle: boolean;
    };

export interface OidcProviderConfig {
  clientId: string;
  authorizeUrl: string;
  jwksUrl: string;
  issuer: string;
}

export interface IdentityProvidersConfig {
  google: OidcProviderConfig;
  /** The sister platform's Google client: the same provider, another audience. */
  merkleGoogle: OidcProviderConfig;
  apple: OidcProviderConfig & { tokenUrl: string; clientSecret: string };
  trueMoney: { authorizeUrl: string; profileUrl: string };
  merkle: { loginUrl: string };
  line: { verifyUrl: string };
}

const url = Joi.string().uri({ scheme: ['http', 'https'] });

// Empty in production means "not configured": that provider then answers AUTH_PROVIDER_UNAVAILABLE.
const identityProviderKeys = Object.fromEntries(
  [
    'GOOGLE_CLIENT_ID',
    'GOOGLE_AUTHORIZE_URL',
    'GOOGLE_JWKS_URL',
    'GOOGLE_ISSUER',
    'MERKLE_GOOGLE_CLIENT_ID',
    'APPLE_CLIENT_ID',
    'APPLE_CLIENT_SECRET',
    'APPLE_AUTHORIZE_URL',
    'APPLE_TOKEN_URL',
    'APPLE_JWKS_URL',
    'APPLE_ISSUER',
    'TRUE_MONEY_AUTHORIZE_URL',
    'TRUE_MONEY_PROFILE_URL',
    'MERKLE_LOGIN_URL',
    'LINE_VERIFY_URL',
    'BANK_QR_JWKS_URL',
    'BANK_QR_ISSUER',
    'BANK_QR_MERCHANT_ID',
    'BANK_QR_NOTIFICATION_URL',
  ].map((key) => [key, key.endsWith('_URL') ? url.allow('') : Joi.string().max(500).allow('')]),
);

/** A list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal, as Express's `trust proxy` takes. */
const addressList =
  /^\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?))*\s*$/;

const schema = Joi.object({
  APP_ENV: Joi.string().valid('development', 'test', 'production').default('development'),
  API_PORT: Joi.number().integer().min(0).max(65535).default(3000),
  API_HOST: Joi.string().ip({ cidr: 'forbidden' }).allow(''),
  DATABASE_URL: Joi.string()
    .uri({ scheme: ['postgres', 'postgresql'] })
    .required(),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  PUBLIC_ORIGINS: Joi.string().default('http://localhost:3001,http://localhost:3002,http://localhost:3003'),
  COOKIE_SECURE: Joi.boolean().default(true),
  // The local starter's proxies run on this host; compose sets nginx's fixed address.
  TRUSTED_PROXIES: Joi.string().pattern(addressList).default('loopback'),
  // Who may read GET /metrics, by the connection's own peer address (never a forwarded header): the host itself,
  // and in compose the internal network the scraper sits on.
  METRICS_ALLOW: Joi.string().pattern(addressList).default('loopback'),
  // The file the worker touches while its loop runs; its health check reads the file's age.
  WORKER_HEARTBEAT_FILE: Joi.string().default(defaultHeartbeatFile),
  SESSION_TTL_MINUTES: Joi.number().integer().min(5).max(1440).default(120),
  ACCESS_TOKEN_TTL_MINUTES: Joi.number().integer().min(1).max(60).default(15),
  AUTH_SECRET: Joi.string().min(32),
  CSRF_PROTECTION: Joi.boolean().default(true),
  DATA_ENCRYPTION_KEY: Joi.string().min(32),
  SMTP_URL: Joi.string()
    .uri({ scheme: ['smtp', 'smtps'] })
    .default('smtp://localhost:1025'),
  BRAND: Joi.string()
    .valid(...brandKeys, '')
    .default(''),
  MAIL_FROM: Joi.string().allow(''),
  UPLOAD_DIR: Joi.string().default('.data/uploads'),
  FILE_STORE: Joi.string().valid('local', 's3').default('local'),
  S3_ENDPOINT: url.allow(''),
  S3_REGION: Joi.string().pattern(/^[a-z0-9-]{2,32}$/),
  // Bucket names as S3 allows them: 3-63 lowercase letters, digits, dots and hyphens.
  S3_BUCKET: Joi.string().pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/),
  S3_ACCESS_KEY_ID: Joi.string().max(128),
  S3_SECRET_ACCESS_KEY: Joi.string().max(256),
  S3_FORCE_PATH_STYLE: Joi.boolean().default(false),
  PORTAL_URL: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .default('http://localhost:3001'),
  ...identityProviderKeys,
}).unknown(true);

/** The real providers' public endpoints, used in production unless configured otherwise. */
const productionDefaults: Record<string, string> = {
  GOOGLE_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
  GOOGLE_ISSUER: 'https://accounts.google.com',
  APPLE_AUTHORIZE_URL: 'https://appleid.apple.com/auth/authorize',
  APPLE_TOKEN_URL: 'https://appleid.apple.com/auth/token',
  APPLE_JWKS_URL: 'https://appleid.apple.com/auth/keys',
  APPLE_ISSUER: 'https://appleid.apple.com',
};

/** Outside production the API itself serves simulators of each provider under /simulators. */
function simulatorDefaults(port: number): Record<string, string> {
  const base = `http://localhost:${port}/simulators`;
  return {
    GOOGLE_CLIENT_ID: 'portal.google.simulator',
    GOOGLE_AUTHORIZE_URL: `${base}/google/authorize`,
    GOOGLE_JWKS_URL: `${base}/google/jwks`,
    GOOGLE_ISSUER: `${base}/google`,
    MERKLE_GOOGLE_CLIENT_ID: 'merkle.google.simulator',
    APPLE_CLIENT_ID: 'portal.apple.simulator',
    APPLE_AUTHORIZE_URL: `${base}/apple/authorize`,
    APPLE_TOKEN_URL: `${base}/apple/token`,
    APPLE_JWKS_URL: `${base}/apple/jwks`,
    APPLE_ISSUER: `${base}/apple`,
    TRUE_MONEY_AUTHORIZE_URL: `${base}/true-money/authorize`,
    TRUE_MONEY_PROFILE_URL: `${base}/true-money/profile`,
    MERKLE_LOGIN_URL: `${base}/merkle/login`,
    LINE_VERIFY_URL: `${base}/line/verify`,
    BANK_QR_JWKS_URL: `${base}/bank/jwks`,
    BANK_QR_ISSUER: `${base}/bank`,
    BANK_QR_MERCHANT_ID: '010556100000000',
    BANK_QR_NOTIFICATION_URL: `http://localhost:${port}/payments/qr/notifications`,
  };
}

function identityProvidersOf(value: Record<string, unknown>): IdentityProvidersConfig {
  const defaults =
    value.APP_ENV === 'production' ? productionDefaults : simulatorDefaults(Number(value.API_PORT));
  const get = (key: string) => {
    const configured = value[key];
    return typeof configured === 'string' && configured !== '' ? configured : (defaults[key] ?? '');
  };
  const google = {
    clientId: get('GOOGLE_CLIENT_ID'),
    authorizeUrl: get('GOOGLE_AUTHORIZE_URL'),
    jwksUrl: get('GOOGLE_JWKS_URL'),
    issuer: get('GOOGLE_ISSUER'),
  };
  return {
    google,
    merkleGoogle: { ...google, clientId: get('MERKLE_GOOGLE_CLIENT_ID') },
    apple: {
      clientId: get('APPLE_CLIENT_ID'),
      clientSecret: get('APPLE_CLIENT_SECRET'),
      authorizeUrl: get('APPLE_AUTHORIZE_URL'),
      tokenUrl: get('APPLE_TOKEN_URL'),
      jwksUrl: get('APPLE_JWKS_URL'),
      issuer: get('APPLE_ISSUER'),
    },
    trueMoney: { authorizeUrl: get('TRUE_MONEY_AUTHORIZE_URL'), profileUrl: get('TRUE_MONEY_PROFILE_URL') },
    merkle: { loginUrl: get('MERKLE_LOGIN_URL') },
    line: { verifyUrl: get('LINE_VERIFY_URL') },
  };
}

// No production default: without the bank's settings every notification answers PAYMENT_NOTIFICATION_UNAVAILABLE.
function bankQrOf(value: Record<string, unknown>): BankQrConfig {
  const defaults: Record<string, string> =
    value.APP_ENV === 'production' ? {} : simulatorDefaults(Number(value.API_PORT));
  const get = (key: string) => {
    const configured = value[key];
    return typeof configured === 'string' && configured !== '' ? configured : (defaults[key] ?? '');
  };
  return {
    jwksUrl: get('BANK_QR_JWKS_URL'),
    issuer: get('BANK_QR_ISSUER'),
    merchantId: get('BANK_QR_MERCHANT_ID'),
    notificationUrl: get('BANK_QR_NOTIFICATION_URL'),
  };
}

function fileStoreOf(value: Record<string, unknown>): FileStoreConfig {
  if (value.FILE_STORE !== 's3') return { kind: 'local' };
  return {
    kind: 's3',
    endpoint: value.S3_ENDPOINT ? String(value.S3_ENDPOINT) : undefined,
    region: String(value.S3_REGION),
    bucket: String(value.S3_BUCKET),
    accessKeyId: String(value.S3_ACCESS_KEY_ID),
    secretAccessKey: String(value.S3_SECRET_ACCESS_KEY),
    forcePathStyle: value.S3_FORCE_PATH_STYLE === true,
  };
}

export class ConfigError extends Error {}

/** Reads and checks the environment once at start; a bad value stops the process with one clear line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { error, value } = schema.validate(env, { abortEarly: false, convert: true });
  if (error) {
    const problems = error.details.map((d) => `${d.path.join('.')}: ${d.message.replace(/"/g, '')}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  // Several API processes must share them, and what they protect must survive a restart.
  const missing = ['AUTH_SECRET', 'DATA_ENCRYPTION_KEY'].filter((name) => !value[name]);
  if (value.APP_ENV === 'production' && missing.length > 0) {
    throw new ConfigError(
      `Invalid environment: ${missing.map((name) => `${name}: is required in production`).join('; ')}`,
    );
  }
  const s3Missing = ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter(
    (name) => !value[name],
  );
  if (value.FILE_STORE === 's3' && s3Missing.length > 0) {
    throw new ConfigError(
      `Invalid environment: ${s3Missing.map((name) => `${name}: is required when FILE_STORE is s3`).join('; ')}`,
    );
  }
  return {
    appEnv: value.APP_ENV,
    port: value.API_PORT,
    host: value.API_HOST || (value.APP_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: value.DATABASE_URL,
    logLevel: value.LOG_LEVEL,
    publicOrigins: String(value.PUBLIC_ORIGINS)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    cookieSecure: value.COOKIE_SECURE,
    trustedProxies: String(value.TRUSTED_PROXIES)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    workerHeartbeatFile: value.WORKER_HEARTBEAT_FILE,
    metricsAllow: String(value.METRICS_ALLOW)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    sessionTtlMinutes: value.SESSION_TTL_MINUTES,
    accessTokenTtlMinutes: value.ACCESS_TOKEN_TTL_MINUTES,
    authSecret: value.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
    csrfProtection: value.CSRF_PROTECTION,
    dataEncryptionKey: value.DATA_ENCRYPTION_KEY ?? randomBytes(32).toString('base64url'),
    smtpUrl: value.SMTP_URL,
    brand: selectBrand(value.BRAND),
    mailFrom: value.MAIL_FROM || mailFrom(selectBrand(value.BRAND)),
    uploadDir: path.resolve(apiPackageDir, value.UPLOAD_DIR),
    fileStore: fileStoreOf(value),
    portalUrl: String(value.PORTAL_URL).replace(/\/$/, ''),
    identityProviders: identityProvidersOf(value),
    bankQr: bankQrOf(value),
  };
}
