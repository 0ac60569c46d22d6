import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { Redis } from 'ioredis';

/** The Redis of the tests: TEST_REDIS_URL, or the one on this machine. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at TEST_REDIS_URL: the tests that need one skip when none does. */
export async function redisAnswers() {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, enableOfflineQueue: false, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A key prefix of this test's own, so that runs sharing one Redis never count each other's hits. */
export const testKeyPrefix = () => `folio-test:${randomUUID()}:`;

/** A port where nothing listens: a Redis that is down. */
export async function closedPort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * A stand-in for the network between the API and Redis, on a port of its own: `up` forwards to the test
 * Redis, `down` cuts every connection and stops listening (Redis gone), `stall` keeps the connections but
 * lets no command through (Redis hung).
 */
export async function redisLink() {
  const target = new URL(TEST_REDIS_URL);
  const port = await closedPort();
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket)).on('error', () => socket.destroy());
    return socket;
  };
  let server: ReturnType<typeof createServer> | undefined;
  let stalled = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    up: async () => {
      stalled = false;
      server = createServer((client) => {
        const upstream = track(connect(Number(target.port || 6379), target.hostname));
        track(client).on('data', (chunk) => stalled || upstream.write(chunk)).on('close', () => upstream.destroy());
        upstream.pipe(client);
        upstream.on('close', () => client.destroy());
      }).listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    stall: () => {
      stalled = true;
    },
    down: async () => {
      for (const socket of sockets) socket.destroy();
      if (!server) return;
      server.close();
      await once(server, 'close');
      server = undefined;
    },
  };
}
