// Latency of routes under load, measured fairly between targets that answer the same request (the API and its
// floor, or the API on two databases): autocannon from this process, loopback only, bounded in requests.
import autocannon from 'autocannon';

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
export const ms = (value) => (value < 10 ? value.toFixed(1) : String(Math.round(value))).padStart(6);

/** One autocannon run; `onResponse` sees every answer's status and time. */
const cannon = (opts, onResponse) =>
  new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 600, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
    if (onResponse) instance.on('response', (_client, status, _bytes, time) => onResponse(status, time));
  });

/**
 * Loads one case on each target (`{ url, headers }`): a warm-up of two requests per connection each, then
 * `rounds` rounds that alternate the targets (so that all meet the same background load), each about
 * `seconds / rounds` long, counted in requests from the rate seen last (so that no request is cut off in
 * flight, however slow). Answers p50, p95 and the count of each target's answers, and how many failed.
 */
export async function measure(targets, { connections, seconds, rounds = 3 }) {
  const runs = targets.map(() => ({ rate: 0, times: [], failed: 0 }));
  const timed = async (target, run, amount, onResponse) => {
    const started = Date.now();
    await cannon({ ...target, connections, amount }, onResponse);
    run.rate = amount / ((Date.now() - started) / 1000);
  };
  for (const [i, target] of targets.entries()) await timed(target, runs[i], 2 * connections);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      const run = runs[i];
      await timed(target, run, Math.max(connections, Math.round((run.rate * seconds) / rounds)), (status, time) => (status === 200 ? run.times.push(time) : run.failed++));
    }
  }
  return runs.map(({ times, failed }) => {
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length, failed };
  });
}
