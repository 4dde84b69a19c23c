import express from 'express';
import Joi from 'joi';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { type AnswerMismatch, checkAnswers, hasAnswerSchemas, routeKeyOf } from './answer-contract.ts';
import { money } from './answer-schemas.ts';
import { AppError, problemHandler } from './errors.ts';
import { ApiRoutes } from './openapi.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('answer schemas', () => {
  it('every route has an answer schema for each status below 400 it lists', () => {
    const specs = (t.app.locals.routes as ApiRoutes).specs();
    expect(specs.filter((spec) => !hasAnswerSchemas(spec)).map(routeKeyOf)).toEqual([]);
  });

  it('/docs shows an answer schema as the response content, money as a decimal string with an example', async () => {
    const { body } = await t.http().get('/docs/openapi.json').expect(200);
    const placeOrder = body.paths['/orders'].post.responses['201'];
    expect(placeOrder.content['application/json'].schema).toBeDefined();
    const order = body.paths['/orders/{id}'].get.responses['200'].content['application/json'].schema;
    expect(order.additionalProperties).toBe(false);
    // A fee is null until the order settles; otherwise baht as a decimal string, never a JSON number.
    expect(order.properties.fee).toMatchObject({
      type: ['string', 'null'],
      pattern: '^-?\\d+(\\.\\d+)?$',
      examples: ['10000.00'],
    });
    // A value from a fixed list is that list, so the generated type is a union of its values.
    expect(order.properties.stage).toEqual({
      type: 'string',
      enum: ['confirm', 'approved', 'success', 'reject', 'cancelled'],
    });
    // Any JSON value has no type (unknown), and keys matched by a pattern are only the pattern's.
    const change =
      body.paths['/admin/change-requests/{id}'].get.responses['200'].content['application/json'].schema;
    expect(change.properties.before.properties).toBeUndefined();
    expect(Object.values(change.properties.before.patternProperties)).toEqual([{}]);
    const audit = body.paths['/admin/audit-log'].get.responses['200'].content['application/json'].schema;
    expect(audit.items.properties.after).toMatchObject({
      type: ['object', 'null'],
      additionalProperties: true,
    });
    expect(
      body.paths['/orders/{id}'].get.responses['404'].content['application/problem+json'].schema,
    ).toEqual({
      $ref: '#/components/schemas/Problem',
    });
    // Apple's form post is sent on to the portal: a 303 whose Location is the answer, other failures the default.
    const appleCallback = body.paths['/auth/apple/callback'].post.responses;
    expect(appleCallback['303'].headers.Location.schema).toEqual({ type: 'string', format: 'uri-reference' });
    expect(appleCallback['303'].content).toBeUndefined();
    expect(appleCallback.default.content['application/problem+json'].schema).toEqual({
      $ref: '#/components/schemas/Problem',
    });
  });
});

describe('the answer check', () => {
  /** A small app with one route whose answer the test chooses, checked as the API's tests check every answer. */
  function appAnswering(answer: (res: express.Response) => void) {
    const found: AnswerMismatch[] = [];
    const app = express();
    app.use(checkAnswers((m) => found.push(m)));
    const routes = new ApiRoutes(app, { checkAnswers: (m) => found.push(m) });
    routes.add(
      {
        method: 'get',
        path: '/things/:id',
        summary: 'A thing',
        tag: 'things',
        access: 'public',
        responses: { 200: 'The thing', 404: 'NOT_FOUND' },
        answers: { 200: Joi.object({ id: Joi.number().required(), price: money.required() }) },
      },
      (_req, res) => answer(res),
    );
    routes.add(
      {
        method: 'get',
        path: '/bare',
        summary: 'No schema',
        tag: 'things',
        access: 'public',
        responses: { 200: 'x' },
      },
      (_req, res) => {
        res.json({ any: 'thing' });
      },
    );
    app.use((_req: express.Request, _res: express.Response, next: express.NextFunction) =>
      next(new AppError('ROUTE_NOT_FOUND', 404)),
    );
    app.use(problemHandler);
    return { app, found };
  }

  it('passes an answer that matches its schema', async () => {
    const { app, found } = appAnswering((res) => {
      res.json({ id: 1, price: '10.50' });
    });
    await request(app).get('/things/1').expect(200);
    expect(found).toEqual([]);
  });

  it('reports a field the contract omits, and money as a number', async () => {
    const { app, found } = appAnswering((res) => {
      res.json({ id: 1, price: 10.5, secret: 'x' });
    });
    await request(app).get('/things/1').expect(200);
    expect(found).toEqual([
      {
        route: 'get /things/:id',
        status: 200,
        problems: [expect.stringContaining('price'), expect.stringContaining('"secret" is not allowed')],
      },
    ]);
  });

  it('reports a status the route has no schema for, and a refusal that is not problem+json', async () => {
    const { app, found } = appAnswering((res) => {
      res.status(201).json({ id: 1, price: '1' });
    });
    await request(app).get('/things/1').expect(201);
    await request(app).get('/bare').expect(200);
    expect(found.map((m) => [m.route, m.status, m.problems])).toEqual([
      ['get /things/:id', 201, ['no answer schema for status 201']],
      ['get /bare', 200, ['no answer schema for status 200']],
    ]);
  });

  it('checks every refusal, even one no route gave, against the problem schema', async () => {
    const { app, found } = appAnswering((res) => {
      res.status(404).json({ message: 'gone' });
    });
    await request(app).get('/things/1').expect(404);
    await request(app).get('/nowhere').expect(404);
    expect(found.map((m) => [m.route, m.status])).toEqual([['get /things/:id', 404]]);
  });
});
