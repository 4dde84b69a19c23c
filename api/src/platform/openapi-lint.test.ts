import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * What the recommended rules flag and we accept, each with its reason. The test fails when one no longer occurs,
 * so the list cannot outlive its cause.
 */
const accepted: { rule: string; pointer: string; reason: string }[] = [
  {
    rule: 'no-ambiguous-paths',
    pointer: '#/paths/~1orders~1{id}~1cancel',
    reason:
      'GET /orders/batches/{batchRef} and POST /orders/{id}/cancel differ by method, and an id is a number',
  },
  ...[
    '/healthz',
    '/readyz',
    '/auth/csrf',
    '/auth/providers',
    '/brand',
    '/feature-flags',
    '/calendar/trading-day',
    '/kyc/options',
  ].map((path) => ({
    rule: 'operation-4xx-response',
    pointer: `#/paths/${path.replaceAll('/', '~1')}/get/responses`,
    reason: 'public reads that take nothing from the caller, so nothing can be refused',
  })),
];

describe('the OpenAPI document at /docs', () => {
  it("passes Redocly's recommended rules, apart from the accepted findings", async () => {
    const { body } = await t.http().get('/docs/openapi.json').expect(200);
    const problems = await lintFromString({
      source: JSON.stringify(body),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const found = problems.map((p) => ({
      rule: p.ruleId,
      pointer: p.location[0]?.pointer ?? '',
      message: p.message,
    }));
    const isAccepted = (p: { rule: string; pointer: string }) =>
      accepted.some((a) => a.rule === p.rule && a.pointer === p.pointer);
    expect(found.filter((p) => !isAccepted(p))).toEqual([]);
    expect(accepted.filter((a) => !found.some((p) => p.rule === a.rule && p.pointer === a.pointer))).toEqual(
      [],
    );
  });

  it('describes how a caller signs in and proves an unsafe request is theirs', async () => {
    const { body } = await t.http().get('/docs/openapi.json').expect(200);
    expect(body.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'access_token' },
      csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
    });
    const placeOrder = body.paths['/orders'].post;
    expect(placeOrder.security).toEqual([{ session: [], csrf: [] }]);
    expect(placeOrder.operationId).toBe('postOrders');
    expect(placeOrder.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
    );
    expect(placeOrder.responses['401'].description).toContain('AUTH_REQUIRED');
    expect(placeOrder.responses['403'].description).toContain('CSRF_REJECTED');
    expect(body.paths['/orders'].get.security).toEqual([{ session: [] }]);
    expect(body.paths['/strategies'].get.security).toEqual([]);
    expect(body.paths['/auth/login'].post.security).toEqual([{ csrf: [] }]);
    expect(body.paths['/payments/qr/notifications'].post.security).toEqual([]);
    const ids = Object.values(body.paths).flatMap((ops) =>
      Object.values(ops as Record<string, { operationId: string }>).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
