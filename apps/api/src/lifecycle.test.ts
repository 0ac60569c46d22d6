import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { drain } from './lifecycle.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(() => apps.splice(0).forEach((app) => app.server.closeAllConnections()));

/**
 * A server whose /slow answers once the test calls `finish` (never, unless it does), listening on a free port;
 * `arrived` resolves once a request is in the handler (a fixed wait is not enough on a busy machine: the request
 * may not have connected yet), `closing` once the app has begun to close.
 */
async function serverWithSlowRoute() {
  const app = Fastify();
  apps.push(app);
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => { arrive = resolve; });
  let finish = () => {};
  const finished = new Promise<void>((resolve) => { finish = resolve; });
  const closing = new Promise<void>((resolve) => app.addHook('preClose', async () => resolve()));
  app.get('/slow', async () => {
    arrive();
    await finished;
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, arrived, closing, finish, url: `http://127.0.0.1:${port}/slow` };
}

describe('drain', () => {
  it('should let a request in progress finish, refuse new connections, then close the database', async () => {
    const { app, arrived, closing, finish, url } = await serverWithSlowRoute();
    const inFlight = fetch(url);
    await arrived;
    let databaseClosed = false;
    const code = drain(app, 5_000, async () => { databaseClosed = true; });
    // The request ends once the drain is under way: it is let finish, not cut.
    await closing;
    finish();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    expect(await code).toBe(0);
    expect(databaseClosed).toBe(true);
    await expect(fetch(url)).rejects.toThrow();
  });

  it('should cut a request that outlasts the time allowed, and still close', async () => {
    const { app, arrived, url } = await serverWithSlowRoute();
    const inFlight = fetch(url).then(() => 'answered', () => 'cut');
    await arrived;
    const started = Date.now();
    let databaseClosed = false;
    expect(await drain(app, 300, async () => { databaseClosed = true; })).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await inFlight).toBe('cut');
    expect(databaseClosed).toBe(true);
  });

  it('should answer 1 when closing the database fails', async () => {
    const { app } = await serverWithSlowRoute();
    expect(await drain(app, 1_000, () => Promise.reject(new Error('gone')))).toBe(1);
  });
});
