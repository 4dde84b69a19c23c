import pino from 'pino';

/*
 * What a log line may say about a request or an error. Issue 5 and the PDPA: no national ID and no photo in
 * logs. Request bodies are never logged; what remains are the URL (staff search the review queue by national
 * ID in the query string), and errors, whose extra properties can hold the input itself (joi's `_original` and
 * `details[].context.value`, Sequelize's SQL with its replacements inlined, a parser's raw body, a Buffer).
 * So an error is logged as its type, code, message and stack only, a joi error as its paths and rule names,
 * and any run of 13 digits (a national ID, dashed or not) is masked wherever text is kept.
 */

const nationalIdLike = /\d(?:[ -]?\d){12}/g;
/** Query parameters whose values say how a list was paged or sorted, never who was looked for. */
const plainQueryParams = new Set(['sort', 'range', 'page', 'perPage']);
const maxTextLength = 2000;

export function maskSensitiveText(text: string): string {
  return text.slice(0, maxTextLength).replace(nationalIdLike, '[redacted]');
}

function safeUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  if (query === undefined) return maskSensitiveText(path);
  const params = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      return plainQueryParams.has(name) ? pair : `${name}=[redacted]`;
    });
  return maskSensitiveText(`${path}?${params.join('&')}`);
}

interface SerializedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
  remotePort?: number;
}

/** The request as logged: no query values, no parsed `query` or `params` (their values are the same data). */
export function safeRequest(req: SerializedRequest) {
  const { referer, ...headers } = req.headers ?? {};
  return {
    id: req.id,
    method: req.method,
    url: safeUrl(String(req.url ?? '')),
    headers: typeof referer === 'string' ? { ...headers, referer: safeUrl(referer) } : headers,
    remoteAddress: req.remoteAddress,
    remotePort: req.remotePort,
  };
}

interface SerializedError {
  type?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
  details?: unknown;
  $metadata?: { httpStatusCode?: number; requestId?: string };
}

const isJoiDetail = (d: unknown): d is { path: (string | number)[]; type: string } =>
  typeof d === 'object' && d !== null && Array.isArray((d as { path?: unknown }).path);

/** An error as logged: what happened and where, never the values involved. */
export function safeError(err: SerializedError) {
  const original = String(err.message ?? '');
  // A joi message quotes the value that failed ("with value ..."); its paths and rule names are enough.
  const message =
    Array.isArray(err.details) && err.details.every(isJoiDetail)
      ? err.details.map((d) => `${d.path.join('.')}: ${d.type}`).join('; ')
      : original;
  const stack = typeof err.stack === 'string' ? err.stack.replace(original, message) : undefined;
  const code = typeof err.code === 'string' || typeof err.code === 'number' ? err.code : undefined;
  const status = [err.status, err.statusCode, err.$metadata?.httpStatusCode].find(
    (s) => typeof s === 'number',
  );
  return {
    type: err.type,
    message: maskSensitiveText(message),
    ...(stack ? { stack: maskSensitiveText(stack) } : {}),
    ...(code !== undefined ? { code } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(err.$metadata?.requestId ? { requestId: err.$metadata.requestId } : {}),
  };
}

/** For pino-http, which hands its serializers the standard serialized request and error. */
export const requestLogSerializers = { req: safeRequest, err: safeError };

/** For the process logger, which hands its serializers the raw error. */
export const logSerializers = {
  err: (err: Error) => safeError(pino.stdSerializers.err(err) as SerializedError),
};
