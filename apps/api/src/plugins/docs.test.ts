import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('API documentation', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  const openapi = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json();
  };

  it('should answer an OpenAPI 3 document with the auth and health paths', async () => {
    const doc = await openapi();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Folio API');
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/auth/me', '/api/auth/logout', '/api/health']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(doc.paths['/api/auth/login'])).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/auth/me'])).toEqual(['get']);
  });

  it('should describe the login body with email and password', async () => {
    const doc = await openapi();
    const schema = doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['email', 'password']);
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('should describe the register body with name, email, password and the acceptance of the terms', async () => {
    const doc = await openapi();
    const schema = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(['accept_terms', 'birth_year', 'email', 'name', 'parent_email', 'password']);
    expect(schema.properties.password.minLength).toBe(6);
  });

  it('should mark the signed-in routes with the bearer scheme', async () => {
    const doc = await openapi();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/auth/logout'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/auth/login'].post.security).toBeUndefined();
  });

  it('should leave the document route itself out of the document', async () => {
    expect((await openapi()).paths).not.toHaveProperty(['/api/openapi.json']);
  });

  it('should serve the docs browser at /api/docs', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const res = await t.app.inject({ method: 'GET', url });
      if (res.statusCode >= 300 && res.statusCode < 400) {
        expect(res.headers.location).toMatch(/\/api\/docs\/?$/);
      } else {
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('Swagger UI');
      }
    }
  });
});
