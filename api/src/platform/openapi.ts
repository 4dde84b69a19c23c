import { createRequire } from 'node:module';
import type { Express, RequestHandler } from 'express';
import type Joi from 'joi';
import { type AnswerMismatchReport, markRoute } from './answer-contract.ts';
import { type AnswerSchema, isOtherAnswer, problemAnswer } from './answer-schemas.ts';
import type { RequestSchemas } from './validate.ts';
import { validate } from './validate.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteSpec {
  method: Method;
  /** Express path, e.g. `/admin/app-settings/:id`; documented as `/admin/app-settings/{id}`. */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it, shown in the document; the guard itself is a handler in the chain. */
  /** `internal`: only for peers inside the deployment (the metrics scraper), never through the public proxy. */
  access: 'public' | 'user' | 'staff' | 'test' | 'internal';
  request?: RequestSchemas;
  /**
   * Headers the handler reads and checks itself, with a refusal code of its own (e.g. `Idempotency-Key`), so they
   * are documented here rather than validated with `request.headers`.
   */
  headers?: { name: string; required: boolean; schema: Joi.Schema; description: string }[];
  /** Each status the route answers with what it means (and, for refusals, the codes). */
  responses: Record<number, string>;
  /**
   * The answer's schema per status below 400 (joi, like the request's; a file or no body for the rest); refusals
   * share the problem schema. The API's tests check every JSON answer against it.
   */
  answers?: Record<number, AnswerSchema>;
}

/** How callers authenticate, for the document's security schemes; the guards themselves live in the auth module. */
export interface DocumentSecurity {
  /** The cookie that carries the signed-in session. */
  sessionCookie: string;
  /** The header every unsafe request carries its CSRF token in. */
  csrfHeader: string;
  /** Routes whose unsafe requests need no CSRF token (server-to-server notifications, the simulators). */
  csrfExempt(path: string): boolean;
}

interface Operation {
  spec: RouteSpec;
}

// joi-to-json is CommonJS with `module.exports = parse`, which its type declarations describe as a default export.
const parse = createRequire(import.meta.url)('joi-to-json') as typeof import('joi-to-json').parse;

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * joi-to-json's output, made what OpenAPI tools read: boolean schemas (`then: false`) as objects; `oneOf` as
 * `anyOf`, since joi's alternatives take the first that matches rather than exactly one; and a `required` name
 * that a sub-schema leaves to its parent's `properties` named in its own, so every required name is defined.
 * Two readings of joi that the generated types could not use are put right: a value of any JSON type (`Joi.any()`,
 * listed by joi-to-json as every type) has no `type`, so it is `unknown` (but among alternatives, where an empty
 * schema would make the others pointless); and an object's keys matched by a pattern
 * (`.pattern(/re/, ...)`) are only its `patternProperties`, without the property joi-to-json also names `/re/`.
 */
function toOpenApiSchema(schema: unknown, amongAlternatives = false): unknown {
  if (schema === true) return {};
  if (schema === false) return { not: {} };
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    const name = key === 'oneOf' ? 'anyOf' : key;
    // `additionalProperties: false` is how OpenAPI tools expect a closed object: that boolean stays.
    if (typeof value === 'boolean' && booleanKeys.has(key)) out[name] = value;
    else if (schemaKeys.has(key)) out[name] = toOpenApiSchema(value);
    else if (schemaListKeys.has(key)) {
      // A condition joi-to-json cannot express comes out as the same alternative twice: listed once.
      const alternatives = (value as unknown[]).map((sub) => toOpenApiSchema(sub, true));
      const distinct = alternatives.filter(
        (alternative, i) =>
          alternatives.findIndex((a) => JSON.stringify(a) === JSON.stringify(alternative)) === i,
      );
      if (distinct.length > 1 || key === 'allOf' || key === 'prefixItems') out[name] = distinct;
      else if (distinct.length === 1) Object.assign(out, { ...(distinct[0] as object), ...out });
    } else if (schemaMapKeys.has(key)) {
      out[name] = Object.fromEntries(
        Object.entries(value as object).map(([k, sub]) => [k, toOpenApiSchema(sub)]),
      );
    } else out[name] = value;
  }
  if (
    !amongAlternatives &&
    Array.isArray(out.type) &&
    anyJsonType.every((type) => (out.type as string[]).includes(type))
  ) {
    delete out.type;
  }
  if (out.patternProperties && out.properties) {
    const patterns = Object.keys(out.patternProperties as object).map((pattern) => `/${pattern}/`);
    const properties = Object.entries(out.properties as object).filter(([name]) => !patterns.includes(name));
    if (properties.length > 0) out.properties = Object.fromEntries(properties);
    else delete out.properties;
  }
  if (Array.isArray(out.required)) {
    const properties = (out.properties ?? {}) as Record<string, unknown>;
    const missing = (out.required as string[]).filter((name) => !(name in properties));
    if (missing.length > 0)
      out.properties = { ...properties, ...Object.fromEntries(missing.map((n) => [n, {}])) };
  }
  return out;
}

// The types JSON Schema knows (`integer` is one of `number`): a value that may be any of them is any JSON value.
const anyJsonType = ['array', 'boolean', 'number', 'object', 'string', 'null'];

// Where JSON Schema holds a schema, a list of schemas, or a map of them (everything else is a plain value).
const schemaKeys = new Set([
  'items',
  'additionalProperties',
  'if',
  'then',
  'else',
  'not',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
]);
const booleanKeys = new Set(['additionalProperties', 'unevaluatedProperties']);
const schemaListKeys = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const schemaMapKeys = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

const schemaOf = (schema: Joi.Schema) =>
  toOpenApiSchema(parse(schema, 'open-api-3.1')) as Record<string, unknown>;

const unsafe = (method: Method) => method !== 'get';
const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `post /orders/:id/cancel` → `postOrdersByIdCancel`: unique, since a method and a path are. */
export function operationIdOf(method: Method, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? `By${pascal(segment.slice(1))}`
        : segment
            .split(/[^a-zA-Z0-9]+/)
            .filter(Boolean)
            .map(pascal)
            .join(''),
    );
  return `${method}${words.join('')}`;
}

/**
 * The refusals every guarded route can answer whether or not it lists them: no session (401), the wrong role
 * (403), no CSRF token on an unsafe request (403), a request its schemas refuse (422).
 */
function responsesOf(spec: RouteSpec, security: DocumentSecurity): Record<number, string> {
  const responses: Record<number, string> = { ...spec.responses };
  const add = (status: number, code: string) => {
    const listed = responses[status];
    if (!listed) responses[status] = code;
    else if (!listed.includes(code)) responses[status] = `${listed}, ${code}`;
  };
  if (spec.access === 'user' || spec.access === 'staff') add(401, 'AUTH_REQUIRED');
  if (spec.access === 'staff') add(403, 'AUTH_FORBIDDEN');
  if (unsafe(spec.method) && !security.csrfExempt(spec.path)) add(403, 'CSRF_REJECTED');
  if (spec.request) add(422, 'VALIDATION_FAILED');
  return responses;
}

function securityOf(spec: RouteSpec, security: DocumentSecurity): Record<string, string[]>[] {
  const needsCsrf = unsafe(spec.method) && !security.csrfExempt(spec.path);
  const signedIn = spec.access === 'user' || spec.access === 'staff';
  const requirement = { ...(signedIn ? { session: [] } : {}), ...(needsCsrf ? { csrf: [] } : {}) };
  return Object.keys(requirement).length > 0 ? [requirement] : [];
}

function parametersOf(spec: RouteSpec) {
  const out: Record<string, unknown>[] = [];
  for (const where of ['params', 'query'] as const) {
    const schema = spec.request?.[where];
    if (!schema) continue;
    const json = schemaOf(schema) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where === 'params' ? 'path' : 'query',
        required: where === 'params' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  for (const header of spec.headers ?? []) {
    out.push({
      name: header.name,
      in: 'header',
      required: header.required,
      description: header.description,
      schema: schemaOf(header.schema),
    });
  }
  return out;
}

/**
 * Routes are added through this registry so that a route cannot exist without appearing in `/docs`:
 * the same call mounts the handlers and records the operation.
 */
export class ApiRoutes {
  readonly #app: Express;
  readonly #operations: Operation[] = [];
  readonly #checkAnswers: boolean;

  /** `checkAnswers`: each route marks its answers for the answer check (the API's tests switch it on). */
  constructor(app: Express, options: { checkAnswers?: AnswerMismatchReport } = {}) {
    this.#app = app;
    this.#checkAnswers = options.checkAnswers !== undefined;
  }

  add(spec: RouteSpec, ...handlers: RequestHandler[]): void {
    this.addGuarded(spec, [], ...handlers);
  }

  /** Guards (auth, CSRF) must run before validation, so they are passed separately. */
  addGuarded(spec: RouteSpec, guards: RequestHandler[], ...handlers: RequestHandler[]): void {
    const chain = [
      ...(this.#checkAnswers ? [markRoute(spec)] : []),
      ...guards,
      ...(spec.request ? [validate(spec.request)] : []),
      ...handlers,
    ];
    this.#app[spec.method](spec.path, ...chain);
    this.#operations.push({ spec });
  }

  /** Every route added, in order: what /docs lists and the answer-schema ratchet reads. */
  specs(): readonly RouteSpec[] {
    return this.#operations.map(({ spec }) => spec);
  }

  document(info: { title: string; version: string }, security: DocumentSecurity) {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const { spec } of this.#operations) {
      const path = toOpenApiPath(spec.path);
      paths[path] ??= {};
      const body = spec.request?.body;
      paths[path][spec.method] = {
        operationId: operationIdOf(spec.method, spec.path),
        summary: spec.summary,
        tags: [spec.tag],
        'x-access': spec.access,
        security: securityOf(spec, security),
        parameters: parametersOf(spec),
        ...(body
          ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(body) } } } }
          : {}),
        responses: {
          ...Object.fromEntries(
            Object.entries(responsesOf(spec, security)).map(([status, description]) => [
              status,
              responseOf(Number(status), description, spec.answers?.[Number(status)]),
            ]),
          ),
          // A route that only redirects (a browser's form post sent on whatever the outcome) names its other
          // failures as the default answer, which OpenAPI reads in place of a 2xx one.
          ...(onlyRedirects(spec) ? { default: unexpectedFailure } : {}),
        },
      };
    }
    return {
      openapi: '3.1.0',
      info: { ...info, license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
      servers: [
        { url: '/api', description: 'Through each front end' },
        { url: '/', description: 'Direct' },
      ],
      paths,
      components: {
        schemas: { Problem: problemSchema },
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: security.sessionCookie,
            description: "The signed-in session, set by POST /auth/login (and the providers' sign-in)",
          },
          csrf: {
            type: 'apiKey',
            in: 'header',
            name: security.csrfHeader,
            description: 'The token from GET /auth/csrf, on every unsafe request',
          },
        },
      },
    };
  }
}

const problemSchema = schemaOf(problemAnswer);

const onlyRedirects = (spec: RouteSpec) =>
  !Object.keys(spec.responses).some((status) => Number(status) >= 200 && Number(status) < 300) &&
  Object.values(spec.answers ?? {}).some((answer) => isOtherAnswer(answer) && answer.kind === 'redirect');

const unexpectedFailure = {
  description: 'Any other failure (INTERNAL_ERROR)',
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
};

/** One status's entry in the document: a refusal is problem+json, an answer its schema's content. */
function responseOf(status: number, description: string, answer: AnswerSchema | undefined) {
  if (status >= 400 && !answer)
    return {
      description,
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
    };
  if (!answer) return { description };
  if (isOtherAnswer(answer)) {
    if (answer.kind === 'redirect')
      return {
        description,
        headers: {
          Location: { description: answer.location, schema: { type: 'string', format: 'uri-reference' } },
        },
      };
    return answer.kind === 'file'
      ? {
          description,
          content: Object.fromEntries(
            (answer.contentTypes ?? []).map((type) => [
              type,
              { schema: { type: 'string', format: 'binary' } },
            ]),
          ),
        }
      : { description };
  }
  return { description, content: { 'application/json': { schema: schemaOf(answer) } } };
}
