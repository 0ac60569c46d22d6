// The traffic of the cluster test: readers, autosaving editors, uploads and orders, through the balancer.
// Every request is counted with its latency; a failed write is repeated the way the web app repeats it
// (the same save id, the same Idempotency-Key), and what the server acknowledged is remembered to be
// checked against the database at the end.
import { randomUUID } from 'node:crypto';

export class Stats {
  latencies = [];
  requests = 0;
  errors = 0;
  /** Errors by kind ("GET 502", "POST network"), to see what failed. */
  kinds = new Map();

  async call(base, path, init = {}) {
    const started = performance.now();
    this.requests += 1;
    try {
      const res = await fetch(base + path, init);
      const body = await res.arrayBuffer();
      this.latencies.push(performance.now() - started);
      if (res.status >= 500 || res.status === 429) this.fail(`${init.method ?? 'GET'} ${res.status}`);
      return { status: res.status, body: Buffer.from(body), json: () => JSON.parse(Buffer.from(body).toString('utf8')) };
    } catch {
      this.fail(`${init.method ?? 'GET'} network`);
      return { status: 0, body: Buffer.alloc(0), json: () => ({}) };
    }
  }

  fail(kind) {
    this.errors += 1;
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
  }

  percentile(p) {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
  }
}

const json = (token, body) => ({
  headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
  body: JSON.stringify(body),
});
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Repeats `attempt` (a write carrying its own idempotency) until it is answered below 500, for at most `ms`. */
async function untilAnswered(attempt, ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const res = await attempt();
    if (res.status !== 0 && res.status < 500) return res;
    if (Date.now() > until) return res;
    await pause(250);
  }
}

export async function signIn(stats, base, email, password) {
  const res = await stats.call(base, '/api/auth/login', { method: 'POST', ...json(null, { email, password }) });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.body}`);
  return res.json().token;
}

/** A reader: the catalogue, a book's page, its reading view and its first pages, again and again. */
export async function reader(stats, base, slugs, running) {
  while (running()) {
    const slug = slugs[Math.floor(Math.random() * slugs.length)];
    await stats.call(base, '/api/public/ebooks?per_page=12');
    await stats.call(base, `/api/public/ebooks/${slug}`);
    const read = await stats.call(base, `/api/public/ebooks/${slug}/read`);
    if (read.status === 200) await stats.call(base, `/api/public/ebooks/${slug}/pages?from=0&count=4`);
  }
}

/**
 * An editor autosaving one book about twice a second. Each save writes the save's number into the page; the
 * highest number the server acknowledged is kept, to be found in the book at the end.
 */
export async function editor(stats, base, token, bookId, running) {
  const pageId = randomUUID();
  let version = (await stats.call(base, `/api/admin/ebooks/${bookId}/pages`, { headers: { authorization: `Bearer ${token}` } })).json().version;
  let acknowledged = 0;
  let conflicts = 0;
  for (let n = 1; running(); n += 1) {
    const body = {
      version,
      save_id: randomUUID(),
      order: [pageId],
      pages: [{ id: pageId, name: 'Page 1', layout: { gutter: 50, columns: 2 }, style: {}, elements: [
        { id: 'counter', type: 'text', position: { x: 40, y: 40 }, size: { width: 300, height: 60 }, style: {}, content: `<p>save ${n}</p>` },
      ] }],
    };
    const res = await untilAnswered(() => stats.call(base, `/api/admin/ebooks/${bookId}/pages`, { method: 'PUT', ...json(token, body) }));
    if (res.status === 200) {
      version = res.json().version;
      acknowledged = n;
    } else if (res.status === 409) {
      conflicts += 1;
    }
    await pause(500);
  }
  return { bookId, acknowledged, conflicts };
}

/** Uploads an image now and then; answers how many were stored. */
export async function uploader(stats, base, token, image, running) {
  let stored = 0;
  while (running()) {
    const form = new FormData();
    form.append('file', new Blob([image], { type: 'image/png' }), 'cover.png');
    const res = await stats.call(base, '/api/uploads?kind=image', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    if (res.status === 201 || res.status === 200) stored += 1;
    await pause(300);
  }
  return stored;
}

/**
 * A buyer: a new account, then one checkout of a paid book with one Idempotency-Key, repeated with the same
 * key until answered. Answers the accounts and the orders the server acknowledged.
 */
export async function buyer(stats, base, bookIds, running) {
  const placed = [];
  while (running()) {
    const email = `buyer-${randomUUID()}@cluster.test`;
    const registered = await untilAnswered(() => stats.call(base, '/api/auth/register', { method: 'POST', ...json(null, { name: 'Cluster Buyer', email, password: 'cluster-pass-1', accept_terms: true, birth_year: 1990 }) }));
    if (registered.status !== 201 && registered.status !== 200) continue;
    const token = registered.json().token;
    const key = randomUUID();
    const bookId = bookIds[Math.floor(Math.random() * bookIds.length)];
    const request = json(token, { items: [{ ebook_id: bookId, quantity: 1 }] });
    request.headers['idempotency-key'] = key;
    const order = await untilAnswered(() => stats.call(base, '/api/checkout', { method: 'POST', ...request }));
    const acknowledged = order.status === 201 || order.status === 200;
    placed.push({ email, orderId: acknowledged ? order.json().data.order.id : null, status: order.status });
  }
  return placed;
}
