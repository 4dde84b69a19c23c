import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';

export interface S3SimulatorOptions {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  bucket: string;
}

export interface StoredObject {
  body: Buffer;
  /** The request headers of the PutObject that wrote it, to check what the client asked for (encryption, ACL). */
  headers: Record<string, string | string[] | undefined>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

const authPattern =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([a-z0-9-]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/**
 * The signature S3 expects for this request (AWS Signature Version 4, header form): the canonical request
 * from method, path, sorted query, the signed headers and the payload hash, signed with a key derived from
 * the secret, the date, the region and the service.
 */
function expectedSignature(
  req: express.Request,
  options: S3SimulatorOptions,
  date: string,
  signedHeaders: string,
): string {
  const [rawPath = '/', rawQuery = ''] = req.originalUrl.split('?');
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  const canonical = [req.method, rawPath, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${options.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), scope, sha256(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, date), options.region), 's3'),
    'aws4_request',
  );
  return createHmac('sha256', key).update(toSign).digest('hex');
}

function s3Error(res: express.Response, status: number, code: string) {
  res
    .status(status)
    .type('application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

/** Refuses any request not signed (SigV4) with the configured access key and secret, as S3 does. */
function checkSignature(options: S3SimulatorOptions): express.RequestHandler {
  return (req, res, next) => {
    const match = authPattern.exec(String(req.headers.authorization ?? ''));
    if (!match) return s3Error(res, 403, 'AccessDenied');
    const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as string[];
    if (accessKeyId !== options.accessKeyId) return s3Error(res, 403, 'InvalidAccessKeyId');
    if (region !== options.region) return s3Error(res, 400, 'AuthorizationHeaderMalformed');
    if (!signedHeaders!.split(';').includes('host')) return s3Error(res, 403, 'AccessDenied');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
      return s3Error(res, 400, 'XAmzContentSHA256Mismatch');
    }
    const expected = Buffer.from(expectedSignature(req, options, date!, signedHeaders!));
    if (!timingSafeEqual(expected, Buffer.from(signature!)))
      return s3Error(res, 403, 'SignatureDoesNotMatch');
    next();
  };
}

/**
 * A stand-in for S3 on loopback, for tests: path-style PutObject and GetObject on one bucket, objects in
 * memory. Real S3 cannot run here; this answers the two calls the file store makes the way S3 does.
 */
export async function startS3Simulator(options: S3SimulatorOptions) {
  const objects = new Map<string, StoredObject>();
  const requests: { method: string; path: string; status: number }[] = [];
  const app = express();
  app.use((req, res, next) => {
    res.on('finish', () => requests.push({ method: req.method, path: req.path, status: res.statusCode }));
    next();
  });
  app.use(express.raw({ type: () => true, limit: '50mb' }));
  app.use(checkSignature(options));
  app.put('/:bucket/:key', (req, res) => {
    if (req.params.bucket !== options.bucket) return s3Error(res, 404, 'NoSuchBucket');
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    objects.set(String(req.params.key), { body, headers: { ...req.headers } });
    res.setHeader('ETag', `"${createHash('md5').update(body).digest('hex')}"`);
    const sse = req.headers['x-amz-server-side-encryption'];
    if (sse) res.setHeader('x-amz-server-side-encryption', String(sse));
    res.status(200).end();
  });
  app.get('/:bucket/:key', (req, res) => {
    if (req.params.bucket !== options.bucket) return s3Error(res, 404, 'NoSuchBucket');
    const object = objects.get(String(req.params.key));
    if (!object) return s3Error(res, 404, 'NoSuchKey');
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader('Content-Length', String(object.body.length));
    res.status(200).end(object.body);
  });
  app.use((_req, res) => s3Error(res, 405, 'MethodNotAllowed'));

  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    /** The environment that points the API's file store at this simulator. */
    env: (): Record<string, string> => ({
      FILE_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: options.region,
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type S3Simulator = Awaited<ReturnType<typeof startS3Simulator>>;
