import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError, NO_IP_LIMIT } from '../../test/helpers.ts';
import { HttpError } from '../lib/http-error.ts';

const json = { 'content-type': 'application/json' };
const login = (payload: string, headers: Record<string, string> = json): InjectOptions =>
  ({ method: 'POST', url: '/api/auth/login', payload, headers });

describe('error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...NO_IP_LIMIT, bodyLimitBytes: 1024 });
    // Routes that fail on purpose, added before the app is ready, to reach the error handler's other paths.
    t.app.get('/api/test/crash', async () => { throw new Error('secret internal detail at db.ts:42'); });
    t.app.get('/api/test/teapot', async () => { throw new HttpError(418, 'Short and stout.', { cup: ['Too hot'] }, { 'x-kettle': 'on' }); });
  });
  afterAll(async () => { await t.close(); });

  it('should fail with status 400 when the body is malformed JSON', async () => {
    expectError(await t.app.inject(login('{"email": "admin@folio.test",')), 400, 'The request body is not valid JSON.');
  });

  it('should fail with status 400 when a JSON request has an empty body', async () => {
    expectError(await t.app.inject(login('')), 400, 'The request body is empty; send a JSON object.');
  });

  it('should fail with status 422 when the JSON body is an array', async () => {
    const body = expectError(await t.app.inject(login('[{"email":"admin@folio.test"}]')), 422, 'The given data was invalid.');
    expect(Object.keys(body.errors ?? {})).toEqual(['_root']);
  });

  it('should fail with status 422 when the JSON body is a string', async () => {
    const body = expectError(await t.app.inject(login('"admin@folio.test"')), 422, 'The given data was invalid.');
    expect(Object.keys(body.errors ?? {})).toEqual(['_root']);
  });

  it('should fail with status 422 when the JSON body is null', async () => {
    expectError(await t.app.inject(login('null')), 422, 'The given data was invalid.');
  });

  it('should send the code of a catalogued message, with its values, for the browser to translate', async () => {
    expect(expectError(await t.app.inject(login('null')), 422)).toMatchObject({ code: 'invalid' });
    expect(expectError(await t.app.inject({ url: '/api/public/ebooks?page=0' }), 422)).toMatchObject({ code: 'invalidIn', params: { where: 'querystring' } });
    expect(expectError(await t.app.inject(login(JSON.stringify({ email: 'nobody@folio.test', password: 'secret123' }))), 401)).toMatchObject({ code: 'wrongCredentials' });
    expect(expectError(await t.app.inject({ url: '/api/admin/categories' }), 401)).toMatchObject({ code: 'signIn' });
    // Words the catalogue does not hold go without a code.
    expect(expectError(await t.app.inject(login('{"email": "admin@folio.test",')), 400).code).toBeUndefined();
  });

  it('should fail with status 413 when the body is larger than the limit', async () => {
    const big = JSON.stringify({ email: 'admin@folio.test', password: 'x'.repeat(5 * 1024) });
    expectError(await t.app.inject(login(big)), 413, 'The request body is too large.');
  });

  it('should accept a body just under the limit', async () => {
    const res = await t.app.inject(login(JSON.stringify({ email: 'admin@folio.test', password: 'x'.repeat(100) })));
    expectError(res, 401, 'Invalid email or password.');
  });

  it('should fail with status 415 when the content type is text/plain', async () => {
    const res = await t.app.inject(login('{"email":"admin@folio.test","password":"x"}', { 'content-type': 'text/plain' }));
    expectError(res, 415, 'This content type is not supported; send JSON.');
  });

  it('should fail with status 415 when the body is form-encoded', async () => {
    const res = await t.app.inject(login('email=admin%40folio.test&password=x', { 'content-type': 'application/x-www-form-urlencoded' }));
    expectError(res, 415, 'This content type is not supported; send JSON.');
  });

  it('should fail with status 404 and a JSON message for an unknown /api route', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' }), 404, 'No route for GET /api/nothing-here.');
  });

  it('should fail with status 404 for a known path with another method', async () => {
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/health' }), 404, 'No route for DELETE /api/health.');
  });

  it('should fail with status 404 and JSON outside /api when no web build exists', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/library' }), 404, 'The web app is not built yet (npm run build -w @folio/web).');
  });

  it('should fail with status 400 and a JSON message when the URL is malformed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(expectError(res, 400, 'The address of this request is not valid.')).toEqual({ message: 'The address of this request is not valid.' });
  });

  it('should answer an unexpected failure with a 500 that hides the details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expectError(res, 500, 'Something went wrong on our side. Please try again.');
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('db.ts');
  });

  it('should answer an HttpError with its status, message, field errors and headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(expectError(res, 418, 'Short and stout.')).toEqual({ message: 'Short and stout.', errors: { cup: ['Too hot'] } });
    expect(res.headers['x-kettle']).toBe('on');
  });

  it('should answer every kind of bad input with a 4xx, a string message and no stack', async () => {
    const auth = { authorization: 'Bearer nonsense' };
    const cases: InjectOptions[] = [
      login('{'),
      login('{"email":'),
      login('[]'),
      login('123'),
      login('true'),
      login('{"email":{"$gt":""},"password":["x"]}'),
      login('{"__proto__":{"admin":true},"email":"a@b.co","password":"x"}'),
      login('x', { 'content-type': 'application/xml' }),
      login('x', { 'content-type': 'multipart/form-data; boundary=x' }),
      login('{"email":"a@b.co","password":"x"}', { 'content-type': 'application/json; charset=latin-9000' }),
      { method: 'POST', url: '/api/auth/register', payload: 'a'.repeat(4096), headers: json },
      { method: 'POST', url: '/api/auth/logout', payload: '{', headers: { ...json, ...auth } },
      { method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer ' + 'a'.repeat(2000) } },
      { method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer e30.e30.e30' } },
      { method: 'PUT', url: '/api/auth/login', payload: {} },
      { method: 'GET', url: '/api/%E0%A4%A' },
    ];
    for (const options of cases) {
      const res = await t.app.inject(options);
      const label = `${options.method} ${options.url} ${String(options.payload).slice(0, 40)}`;
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, label).toBeLessThan(500);
      expectError(res, res.statusCode);
    }
  });
});
