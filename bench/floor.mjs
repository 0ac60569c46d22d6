// The bare floor of `npm run bench:scale`: a tiny Fastify server with a `pg` pool of the API's size (db/client.ts)
// that answers the admin orders list and the public catalogue search with the very SQL the API runs for them
// (copied from the Drizzle query log of modules/orders/service.ts and every-order-page.ts, modules/ebooks/query.ts
// and lib/listing.ts, the session lookup of plugins/auth.ts included), and nothing else: no ORM, no schemas, no plugins. What the
// API takes beyond it is the API's own cost. Keep these queries in step with the API's: the bench compares
// the two answers before it measures. It runs in a worker thread of the bench, so that autocannon and the
// floor never share an event loop.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import Fastify from 'fastify';
import pg from 'pg';

/** Pool size of apps/api/src/db/client.ts. */
const POOL_SIZE = 10;

const ORDER_COLUMNS = '"id", "tracking_number", "user_id", "customer_name", "customer_email", "status", "payment_status", "payment_provider", "payment_reference", "currency", "subtotal_amount", "discount_amount", "total_amount", "total_quantity", "coupon_id", "coupon_code", "paid_at", "idempotency_key", "created_at", "updated_at"';
/** The columns a deep page of the orders list reads (every-order-page.ts). */
const ORDER_LIST_COLUMNS = '"id", "tracking_number", "user_id", "customer_name", "status", "payment_status", "payment_provider", "total_amount", "total_quantity", "created_at"';
const EBOOK_COLUMNS = '"id", "title", "slug", "description", "status", "book_type", "page_dimension", "width", "height", "orientation", "pdf_file", "pdf_page_count", "cover_image", "price", "discount", "discount_type", "final_price", "approval_status", "rejection_reason", "created_by", "publisher_id", "version", "last_save_id", "schema_version", "page_count", "created_at", "updated_at"';
const USER_COLUMNS = '"users"."id", "users"."name", "users"."email", "users"."password_hash", "users"."role", "users"."is_active", "users"."profile_picture", "users"."mobile", "users"."bio", "users"."address", "users"."token_version", "users"."created_at", "users"."updated_at"';

/** The parameters and conditions of one query, numbered as Drizzle numbers them. */
function params() {
  const values = [];
  return { values, add: (v) => (values.push(v), `$${values.length}`) };
}
/** Drizzle's and(): one condition as it is, several in parentheses. */
const and = (conditions) => {
  const present = conditions.filter(Boolean);
  return present.length === 0 ? '' : present.length === 1 ? present[0] : `(${present.join(' and ')})`;
};
const containsPattern = (term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** checkout/tracking.ts's TRACKING_PATTERN: a term of a whole tracking number's shape is looked up as one (service.ts). */
const TRACKING_PATTERN = /^FOL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
const COMPLETED_FILTER_MATCHES = ['delivered', 'completed'];

/**
 * GET /api/admin/orders as an admin (scope: every order), as modules/orders/service.ts and every-order-page.ts run
 * it. Unsearched (`located`): `count` finds in order_counts the total and the week where the page starts,
 * then `rows(start)` reads the page's ids from there through the index and joins their rows. Searched: the
 * page and its count at once (listPage).
 */
export function orderQueries({ page = 1, per_page = 20, search, status, payment_status } = {}) {
  const term = search?.trim();
  const offset = (page - 1) * per_page;
  const statuses = (p, table) => and([
    status === 'completed' ? `"${table}"."status" in (${COMPLETED_FILTER_MATCHES.map((s) => p.add(s)).join(', ')})` : status ? `"${table}"."status" = ${p.add(status)}` : '',
    payment_status ? `"${table}"."payment_status" = ${p.add(payment_status)}` : '',
  ]);
  if (term) {
    const tracking = (p) => (TRACKING_PATTERN.test(term.toUpperCase()) ? `"orders"."tracking_number" = ${p.add(term.toUpperCase())}` : `"orders"."tracking_number" ilike ${p.add(containsPattern(term))}`);
    const where = (p) => and([`(${tracking(p)} or "orders"."customer_name" ilike ${p.add(containsPattern(term))})`, statuses(p, 'orders')]);
    const r = params();
    const rows = `select ${ORDER_COLUMNS} from "orders" where ${where(r)} order by "orders"."created_at" desc, "orders"."id" desc limit ${r.add(per_page)}${offset ? ` offset ${r.add(offset)}` : ''}`;
    const c = params();
    return { located: false, offset, rows: () => ({ text: rows, values: r.values }), count: { text: `select count(*) as count from "orders" where ${where(c)};`, values: c.values } };
  }
  const l = params();
  const counted = statuses(l, 'order_counts');
  const locate = `
      WITH weeks AS (
        SELECT "order_counts"."week" AS week, sum("order_counts"."count"::int)::int AS n FROM "order_counts" ${counted ? `WHERE ${counted}` : ''} GROUP BY "order_counts"."week"
      ), ranked AS (
        SELECT week, sum(n) OVER (ORDER BY week DESC) - n AS newer, sum(n) OVER () AS total FROM weeks
      )
      SELECT total, week + interval '168 hours' AS before, newer FROM ranked WHERE newer <= ${l.add(offset)} ORDER BY week LIMIT 1`;
  const rows = (start) => {
    const r = params();
    const where = and([statuses(r, 'orders'), start.before ? `"orders"."created_at" < ${r.add(start.before.toISOString())}` : '']);
    const skip = offset - start.newer;
    const ids = `select "id" from "orders"${where ? ` where ${where}` : ''} order by "orders"."created_at" desc, "orders"."id" desc limit ${r.add(per_page)}${skip ? ` offset ${r.add(skip)}` : ''}`;
    return { text: `select ${ORDER_LIST_COLUMNS} from "orders" where "orders"."id" in (${ids}) order by "orders"."created_at" desc, "orders"."id" desc`, values: r.values };
  };
  return { located: true, offset, rows, count: { text: locate, values: l.values } };
}

/** The page start that an unsearched orders list's `count` query answers (none without orders). */
export async function pageStart(queryable, count) {
  const [row] = (await queryable.query(count.text, count.values)).rows;
  return row ? { total: Number(row.total), before: row.before, newer: Number(row.newer) } : { total: 0, before: null, newer: 0 };
}

/** GET /api/public/ebooks?search=: the approved, published books matching the term, newest first (modules/ebooks/query.ts). */
export function catalogueQueries({ page = 1, per_page = 10, search } = {}) {
  const where = (p) => {
    const term = search?.trim();
    const publicOnly = `("ebooks"."approval_status" = ${p.add('approved')} and "ebooks"."status" = ${p.add('published')})`;
    if (!term) return publicOnly;
    const pattern = containsPattern(term);
    return `(${publicOnly} and ("ebooks"."title" ilike ${p.add(pattern)} or "ebooks"."description" ilike ${p.add(pattern)} or "ebooks"."id" = any(array((select "ebook_authors"."ebook_id" from "ebook_authors" inner join "authors" on "authors"."id" = "ebook_authors"."author_id" where "authors"."name" ilike ${p.add(pattern)})))))`;
  };
  const r = params();
  const rw = where(r);
  const offset = (page - 1) * per_page;
  const rows = `select ${EBOOK_COLUMNS} from "ebooks" where ${rw} order by "ebooks"."created_at" desc, "ebooks"."id" desc limit ${r.add(per_page)}${offset ? ` offset ${r.add(offset)}` : ''}`;
  const c = params();
  const count = `select count(*) as count from "ebooks" where ${where(c)};`;
  return { located: false, offset, rows: () => ({ text: rows, values: r.values }), count: { text: count, values: c.values } };
}

/** What the page's books name (namesOf in modules/ebooks/query.ts, without owners): authors, categories, publishers, by an array of ids. */
function relatedQueries(books) {
  const ids = books.map((b) => b.id);
  const publisherIds = [...new Set(books.map((b) => b.publisher_id).filter(Boolean))];
  return {
    authors: { text: `select "ebook_authors"."ebook_id", "authors"."id", "authors"."name" from "ebook_authors" inner join "authors" on "authors"."id" = "ebook_authors"."author_id" where "ebook_authors"."ebook_id" = any($1) order by "ebook_authors"."position" asc, "authors"."name" asc`, values: [ids] },
    categories: { text: `select "ebook_categories"."ebook_id", "categories"."id", "categories"."name" from "ebook_categories" inner join "categories" on "categories"."id" = "ebook_categories"."category_id" where "ebook_categories"."ebook_id" = any($1) order by "categories"."name" asc`, values: [ids] },
    publishers: publisherIds.length ? { text: `select "id", "name" from "publishers" where "publishers"."id" = any($1)`, values: [publisherIds] } : null,
  };
}

/** The session lookup every signed-in request makes (plugins/auth.ts authenticate). */
const sessionQuery = (userId, jti) => ({
  text: `select ${USER_COLUMNS}, "publishers"."id", "revoked_tokens"."jti" from "users" left join "publishers" on ("publishers"."user_id" = "users"."id" and "users"."role" = $1) left join "revoked_tokens" on "revoked_tokens"."jti" = $2 where "users"."id" = $3 limit $4`,
  values: ['publisher', jti, userId, 1],
});

/** The list answer of lib/listing.ts. */
const pageAnswer = (data, total, page, perPage) => ({ data, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total });
const number = (v) => (v === null ? null : Number(v));
const PAGE_DIMENSIONS = { A4: { width: 794, height: 1123 }, A5: { width: 559, height: 794 } };
function pageSize(b) {
  const base = b.page_dimension === 'custom' ? { width: b.width ?? 0, height: b.height ?? 0 } : PAGE_DIMENSIONS[b.page_dimension];
  const portrait = { width: Math.min(base.width, base.height), height: Math.max(base.width, base.height) };
  return b.orientation === 'landscape' ? { width: portrait.height, height: portrait.width } : portrait;
}
const group = (rows) => {
  const map = new Map();
  for (const { ebook_id: ebookId, id, name } of rows) map.set(ebookId, [...(map.get(ebookId) ?? []), { id, name }]);
  return map;
};

async function serve({ url, port }) {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  const app = Fastify();
  const query = ({ text, values }) => pool.query(text, values);
  // What the API prepares (the session lookup, the unsearched orders list, the names of a page of books), the floor prepares too: a named
  // statement per text, parsed once per connection.
  const names = new Map();
  const prepared = ({ text, values }) => {
    if (!names.has(text)) names.set(text, `floor_${names.size}`);
    return pool.query({ name: names.get(text), text, values });
  };
  const num = (v, fallback) => (v === undefined ? fallback : Number(v));
  // The session is looked up as the API does; the token's signature is not checked (the API's own cost, like its schemas).
  const session = async (request) => {
    const payload = JSON.parse(Buffer.from(String(request.headers.authorization).split('.')[1], 'base64url').toString());
    await prepared(sessionQuery(payload.sub, payload.jti));
    return payload.sub;
  };

  app.get('/api/admin/orders', async (request) => {
    const adminId = await session(request);
    const { query: qs } = request;
    const q = { page: num(qs.page, 1), per_page: num(qs.per_page, 20), search: qs.search, status: qs.status || undefined, payment_status: qs.payment_status || undefined };
    const { located, offset, rows, count } = orderQueries(q);
    let total;
    let found = [];
    if (located) {
      const start = await pageStart({ query: (text, values) => prepared({ text, values }) }, count);
      total = start.total;
      if (offset < total) found = (await prepared(rows(start))).rows;
    } else {
      const [r, c] = await Promise.all([query(rows()), query(count)]);
      [found, total] = [r.rows, Number(c.rows[0].count)];
    }
    const data = found.map((o) => ({
      id: o.id,
      tracking_number: o.tracking_number,
      user: { name: o.customer_name },
      total_amount: Number(o.total_amount),
      total_quantity: o.total_quantity,
      status: o.status,
      payment_status: o.payment_status,
      created_at: o.created_at.toISOString(),
      // The rule table of modules/orders/policy.ts, for an admin: cancelling is the buyer's own, while unpaid and open.
      abilities: {
        view: true,
        update_status: true,
        mark_payment: o.payment_provider === 'manual' && o.payment_status !== 'paid',
        cancel: o.user_id === adminId && o.payment_status !== 'paid' && ['pending', 'processing'].includes(o.status),
      },
      lines: 'all',
    }));
    return pageAnswer(data, total, q.page, q.per_page);
  });

  app.get('/api/public/ebooks', async (request) => {
    const q = { page: num(request.query.page, 1), per_page: num(request.query.per_page, 10), search: request.query.search };
    const { rows, count } = catalogueQueries(q);
    const [r, c] = await Promise.all([query(rows()), query(count)]);
    const books = r.rows;
    let related = { authors: new Map(), categories: new Map(), publishers: new Map() };
    if (books.length) {
      const rq = relatedQueries(books);
      const [a, cat, p] = await Promise.all([prepared(rq.authors), prepared(rq.categories), rq.publishers ? prepared(rq.publishers) : { rows: [] }]);
      related = { authors: group(a.rows), categories: group(cat.rows), publishers: new Map(p.rows.map((x) => [x.id, x])) };
    }
    const data = books.map((b) => ({
      id: b.id,
      title: b.title,
      slug: b.slug,
      description: b.description,
      authors: related.authors.get(b.id) ?? [],
      categories: related.categories.get(b.id) ?? [],
      book_type: b.book_type,
      page_dimension: b.page_dimension,
      ...pageSize(b),
      orientation: b.orientation,
      pdf_page_count: b.pdf_page_count,
      cover_image: b.cover_image,
      price: number(b.price),
      discount: number(b.discount),
      discount_type: b.discount_type,
      final_price: number(b.final_price),
      publisher: (b.publisher_id && related.publishers.get(b.publisher_id)) || null,
      page_count: b.page_count,
      created_at: b.created_at.toISOString(),
    }));
    return pageAnswer(data, Number(c.rows[0].count), q.page, q.per_page);
  });

  await app.listen({ port, host: '127.0.0.1' });
  parentPort.postMessage('ready');
  parentPort.on('message', async (message) => {
    if (message !== 'stop') return;
    await app.close();
    await pool.end();
    process.exit(0);
  });
}

/** Starts the floor in a worker thread; `stop()` closes its server and pool. */
export async function startFloor({ url, port }) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { floor: { url, port } } });
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => {
      worker.once('exit', resolve);
      worker.postMessage('stop');
    }),
  };
}

if (!isMainThread && workerData?.floor) await serve(workerData.floor);
