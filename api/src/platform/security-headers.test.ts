import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

const appWith = (production: boolean) => {
  const app = express();
  app.use(securityHeaders(production));
  app.get('/x', (_req, res) => {
    res.json({ ok: true });
  });
  return app;
};

describe("the API's browser security headers", () => {
  it('forbids framing, sniffing and inline scripts, and keeps the Referer on this origin', async () => {
    const res = await request(appWith(false)).get('/x').expect(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS in production only', async () => {
    const res = await request(appWith(true)).get('/x').expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
