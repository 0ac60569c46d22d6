import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBED_FRAME_ORIGINS } from '@folio/shared';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  const expectStrictHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The only third-party origins are the allow-listed video players, and only as frames.
    const frameSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-src')) ?? '';
    for (const origin of frameSrc.split(/\s+/).slice(2)) expect(EMBED_FRAME_ORIGINS).toContain(origin);
    expect(csp.replace(frameSrc, '')).not.toMatch(/https?:\/\//);
    expect(headers['x-content-type-options']).toBe('nosniff');
  };

  it('should send a strict CSP and nosniff on an API answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectStrictHeaders(res.headers);
    expect(String(res.headers['content-security-policy'])).toContain(`frame-src 'self' ${EMBED_FRAME_ORIGINS.join(' ')}`);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('should send the same headers on an error answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expectStrictHeaders(res.headers);
  });

  it('should keep the API docs page on a CSP without third-party hosts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expectStrictHeaders(res.headers);
  });

  it('should forbid framing in the old header too, as the CSP does', async () => {
    for (const url of ['/api/health', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('should not send HSTS over plain http, whatever the request claims, when no proxy is trusted', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('should not tell which server software answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('HSTS behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ trustProxy: true }); });
  afterAll(async () => { await t.close(); });

  it('should send HSTS when the proxy says the request came over https', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('should not send HSTS when the proxy says the request came over http', async () => {
    for (const headers of [{ 'x-forwarded-proto': 'http' }, {}]) {
      expect((await t.app.inject({ url: '/api/health', headers })).headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('framing of the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'folio-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Folio</title>');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => { await t.close(); });

  it('should let other sites frame a flipbook, for its embed code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/flipbooks/0b9f5d1e-2f7c-4c55-9b0a-3d2f1c4e5a6b?embed=1' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    // An X-Frame-Options of any value would forbid the framing that the CSP allows.
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('should forbid framing every other page', async () => {
    for (const url of ['/', '/admin', '/ebooks/abc', '/flipbooks/abc/other']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});
