import { createRequire } from 'node:module';
import type { Express, RequestHandler } from 'express';
import type Joi from 'joi';
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
  responses: Record<number, string>;
}

interface Operation {
  spec: RouteSpec;
}

// joi-to-json is CommonJS with `module.exports = parse`, which its type declarations describe as a default export.
const parse = createRequire(import.meta.url)('joi-to-json') as typeof import('joi-to-json').parse;

const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const schemaOf = (schema: Joi.Schema) => parse(schema, 'open-api-3.1') as Record<string, unknown>;

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
  return out;
}

/**
 * Routes are added through this registry so that a route cannot exist without appearing in `/docs`:
 * the same call mounts the handlers and records the operation.
 */
export class ApiRoutes {
  readonly #app: Express;
  readonly #operations: Operation[] = [];

  constructor(app: Express) {
    this.#app = app;
  }

  add(spec: RouteSpec, ...handlers: RequestHandler[]): void {
    const chain = spec.request ? [validate(spec.request), ...handlers] : handlers;
    this.#app[spec.method](spec.path, ...chain);
    this.#operations.push({ spec });
  }

  /** Guards (auth, CSRF) must run before validation, so they are passed separately. */
  addGuarded(spec: RouteSpec, guards: RequestHandler[], ...handlers: RequestHandler[]): void {
    const chain = [...guards, ...(spec.request ? [validate(spec.request)] : []), ...handlers];
    this.#app[spec.method](spec.path, ...chain);
    this.#operations.push({ spec });
  }

  document(info: { title: string; version: string }) {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const { spec } of this.#operations) {
      const path = toOpenApiPath(spec.path);
      paths[path] ??= {};
      const body = spec.request?.body;
      paths[path][spec.method] = {
        summary: spec.summary,
        tags: [spec.tag],
        'x-access': spec.access,
        parameters: parametersOf(spec),
        ...(body
          ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(body) } } } }
          : {}),
        responses: Object.fromEntries(
          Object.entries(spec.responses).map(([status, description]) => [
            status,
            Number(status) >= 400
              ? {
                  description,
                  content: {
                    'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
                  },
                }
              : { description },
          ]),
        ),
      };
    }
    return {
      openapi: '3.1.0',
      info,
      servers: [
        { url: '/api', description: 'Through each front end' },
        { url: '/', description: 'Direct' },
      ],
      paths,
      components: { schemas: { Problem: problemSchema } },
    };
  }
}

const problemSchema = {
  type: 'object',
  required: ['type', 'title', 'status', 'code'],
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    code: { type: 'string', description: 'Stable error code; front ends translate it.' },
    detail: { type: 'string' },
    instance: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};
