// Latency of routes under load, measured fairly between targets that answer the same request (the API and its
// floor, or the API on two databases): autocannon from this process, loopback only, bounded in requests.
import http from 'node:http';
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

/**
 * An open loop at an even pace, as independent clients arrive (readers' batches are not sent in step): `rate`
 * requests a second for `seconds`, each sent when it is due over `connections` kept-alive connections, and timed from
 * that moment, so that a slow answer neither slows the sending nor hides a late start (wrk2's measure). autocannon's
 * `overallRate` releases each connection's share together, so that its 32 connections came as bursts of 32, each
 * request waiting for the burst before it: that measured the bursts (p50 25 ms at 250 a second), not the server.
 * `request()` gives each request's path, headers and body. Answers the sorted times (ms) and counts.
 */
export async function paced(base, { rate, seconds, connections, request }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(base);
  const times = [];
  let failed = 0;
  const start = performance.now();
  const answers = [];
  for (let i = 0; i < Math.round(rate * seconds); i++) {
    const due = start + (i * 1000) / rate;
    const early = due - performance.now();
    if (early >= 1) await new Promise((resolve) => setTimeout(resolve, early));
    const { path, headers, body } = request();
    answers.push(new Promise((resolve) => {
      const sent = http.request({ hostname, port, path, method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode >= 200 && response.statusCode < 300) times.push(performance.now() - due);
          else failed++;
          resolve();
        });
      });
      sent.on('error', () => {
        failed++;
        resolve();
      });
      sent.end(body);
    }));
  }
  await Promise.all(answers);
  agent.destroy();
  return { times: times.sort((a, b) => a - b), accepted: times.length, failed, elapsed: (performance.now() - start) / 1000 };
}
