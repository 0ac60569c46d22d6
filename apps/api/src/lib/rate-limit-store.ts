import type { CounterHit, Counters } from './counters.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/**
 * What the plugin passes to `child` at run time: the route's limit settings with the route as `routeInfo`
 * (its type declaration says route options; both carry the method and URL we key by).
 */
type RouteParams = object & { routeInfo?: { method?: string | string[]; url?: string } };

const answer = (hit: CounterHit | null) => (hit ? { current: hit.count, ttl: Math.max(0, hit.resetAt.getTime() - Date.now()) } : { current: 0, ttl: 0 });

/**
 * A store for @fastify/rate-limit on the shared counters (`app.counters`), so that a per-IP limit holds
 * across every API process instead of each process counting its own. Each limited route counts apart, as
 * the plugin's own in-memory store does. A counter that cannot be reached fails the request (503), never
 * lets it through unlimited.
 */
export function countersRateLimitStore(counters: Counters) {
  return class CountersRateLimitStore {
    private readonly scope: string;

    /** The plugin constructs the store with its options; the limited routes' stores come from `child`. */
    constructor(_options?: unknown, scope = 'global') {
      this.scope = scope;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      counters.hit(`ip:${this.scope}:${key}`, timeWindow).then((hit) => callback(null, answer(hit)), callback);
    }

    read(key: string, callback: Callback) {
      counters.peek(`ip:${this.scope}:${key}`).then((hit) => callback(null, answer(hit)), callback);
    }

    child(params: object) {
      const { method, url } = (params as RouteParams).routeInfo ?? {};
      return new CountersRateLimitStore(undefined, `${[method].flat().join(',')} ${url ?? ''}`);
    }
  };
}
