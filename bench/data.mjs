// Data at real sizes for `npm run bench:scale`: recreates a PostgreSQL database (BENCH_DATABASE_URL, by default
// postgres://postgres@127.0.0.1:5432/folio_bench; loopback hosts only, and only a database whose name says
// "bench", since it is dropped first), brings its schema up with the API's own migrations (the compiled
// apps/api/dist/migrate.js), then fills it with set-based SQL: ~10,000 users, 5,000 authors, 200 publishers,
// 40 categories, 100,000 books with titles and blurbs made of word lists (so that searches find something),
// and 1,000,000 orders over three years with their items and histories, in the mix of statuses the demo seed
// uses, a growing business and a few heavy buyers. Also one admin, BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD
// (defaults below), hashed as lib/passwords.ts does. Deterministic (setseed); a few minutes on two cores
// (BENCH_BOOKS and BENCH_ORDERS change the sizes). Run `npm run bench:data` once, then `npm run bench:scale`
// as often as needed.
import { execFileSync } from 'node:child_process';
import { hash } from '@node-rs/argon2';
import pg from 'pg';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/folio_bench';
export const BENCH_ADMIN_EMAIL = process.env.BENCH_ADMIN_EMAIL ?? 'bench-admin@folio.test';
export const BENCH_ADMIN_PASSWORD = process.env.BENCH_ADMIN_PASSWORD ?? 'bench-admin-password';

const USERS = 10_000;
const AUTHORS = 5_000;
const PUBLISHERS = 200;
export const BENCH_BOOKS = Number(process.env.BENCH_BOOKS ?? 100_000);
export const BENCH_ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
/** Orders this recent may still be processing or shipped; older ones have arrived (or were given up). */
const OPEN_DAYS = 45;

/** The bench drops and refills its database: never one on another machine, never one that is not obviously its own. */
export function benchDatabase(url = BENCH_DATABASE_URL) {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) throw new Error(`BENCH_DATABASE_URL must point at this machine (127.0.0.1, ::1 or localhost), not ${host}`);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(name)) throw new Error(`the bench database's name must contain "bench" (lower-case letters, digits, _), not "${name}"`);
  return { url, name, adminUrl: Object.assign(new URL(url), { pathname: '/postgres' }).toString() };
}

const FIRST = [
  'Amina', 'Daniel', 'Aiko', 'Omar', 'Priya', 'Lucas', 'Chloé', 'Mateo', 'Hana', 'Rahim', 'Farhana', 'Kenji', 'Lena', 'Sofia', 'Noah',
  'Fatima', 'Liam', 'Mei', 'Arjun', 'Olivia', 'Yusuf', 'Elena', 'Tariq', 'Grace', 'Ivan', 'Zara', 'Mohammed', 'Emma', 'Ravi', 'Isabel',
  'Kwame', 'Nadia', 'Hiroshi', 'Ana', 'Samuel', 'Leila', 'Jonas', 'Ayesha', 'Pedro', 'Ingrid', 'Tomás', 'Sun', 'Abdul', 'Clara', 'Felix',
  'Nusrat', 'Diego', 'Yara', 'Oscar', 'Maya', 'Ibrahim', 'Julia', 'Kofi', 'Sara', 'Anil', 'Marta', 'Chen', 'Rosa', 'Erik', 'Tanvir',
];
const LAST = [
  'Rahman', 'Kim', 'Tanaka', 'Haddad', 'Sharma', 'Martin', 'Dubois', 'García', 'Yoshida', 'Chowdhury', 'Akter', 'Sato', 'Park', 'Rossi',
  'Müller', 'Nguyen', 'Hossain', 'Silva', 'Kowalski', 'Okafor', 'Andersson', 'Hassan', 'Patel', 'Schmidt', 'Lopez', 'Ivanova', 'Mensah',
  'Begum', 'Novak', 'Fischer', 'Costa', 'Islam', 'Wang', 'Smith', 'Jones', 'Brown', 'Taylor', 'Wilson', 'Evans', 'Thomas', 'Roberts',
  'Walker', 'Wright', 'Hall', 'Green', 'Baker', 'Ali', 'Khan', 'Ahmed', 'Sultana', 'Das', 'Bose', 'Sen', 'Li', 'Zhang', 'Moreau', 'Lefebvre',
  'Santos', 'Pereira', 'Ortiz',
];
const ADJ = [
  'Little', 'Brave', 'Hidden', 'Secret', 'Amazing', 'Curious', 'Silent', 'Golden', 'Lost', 'Wild', 'Ancient', 'Modern', 'Forgotten',
  'Endless', 'Quiet', 'Bright', 'Dark', 'Frozen', 'Painted', 'Wandering', 'Clever', 'Gentle', 'Restless', 'Crimson', 'Electric', 'Tiny',
  'Giant', 'Midnight', 'Northern', 'Sunlit', 'Hungry', 'Sleepy', 'Whispering', 'Broken', 'Shining', 'Hollow', 'Copper', 'Velvet',
];
const NOUN = [
  'Lighthouse', 'Ocean', 'Forest', 'Garden', 'River', 'Mountain', 'Island', 'Kingdom', 'Machine', 'Library', 'Dragon', 'Robot', 'Volcano',
  'Desert', 'Planet', 'Compass', 'Lantern', 'Harbor', 'Castle', 'Village', 'Telescope', 'Orchard', 'Meadow', 'Glacier', 'Canyon', 'Comet',
  'Map', 'Journey', 'Symphony', 'Kitchen', 'Bridge', 'Tiger', 'Whale', 'Owl', 'Fox', 'Clock', 'Mirror', 'Balloon', 'Train', 'Storm',
];
const TOPIC = [
  'Fractions', 'Photosynthesis', 'Ancient Egypt', 'the Solar System', 'Coding', 'Climate Change', 'Geometry', 'the Human Body',
  'Electricity', 'Volcanoes', 'Dinosaurs', 'Poetry', 'Watercolour Painting', 'Bengali Words', 'Chess', 'Money', 'Birds', 'Insects',
  'Weather', 'Robotics', 'Grammar', 'Algebra', 'World Music', 'Map Reading', 'Rainforests', 'the Roman Empire', 'Kitchen Science',
  'Origami', 'Astronomy', 'Gardening', 'First Aid', 'Probability', 'Mythology', 'Sign Language', 'Recycling', 'Photography',
];
const AUDIENCE = ['Beginners', 'Explorers', 'Curious Kids', 'Busy Parents', 'Young Readers', 'Grown-ups', 'Teachers', 'Rainy Days', 'Travellers'];
const SUFFIX = ['Explained', 'Made Easy', 'Up Close', 'in Pictures', 'Step by Step', 'for Everyone', 'Around the World', 'at Home'];
const KIND = ['picture book', 'story', 'workbook', 'field guide', 'collection of poems', 'activity book', 'handbook', 'illustrated atlas', 'novel'];
const PHRASE = [
  'with activities for the classroom', 'told through the eyes of a child', 'with maps, diagrams and quizzes', 'for reading aloud at bedtime',
  'with step-by-step experiments', 'full of surprising facts', 'with exercises and answers', 'with photographs from around the world',
  'written for first-time readers', 'with puzzles on every page',
];
const CATEGORIES = [
  'Picture Books', 'Science', 'Mathematics', 'History', 'Languages', 'Art & Music', 'Geography', 'Poetry', 'Coding', 'Early Readers',
  'Nature', 'Fiction', 'Adventure', 'Biography', 'Cooking', 'Crafts', 'Health', 'Sports', 'Travel', 'Animals', 'Space', 'Engineering',
  'Philosophy', 'Religion', 'Economics', 'Psychology', 'Law', 'Politics', 'Drama', 'Comics', 'Mystery', 'Fantasy', 'Romance', 'Horror',
  'Self-Help', 'Parenting', 'Education', 'Reference', 'Archived Worksheets', 'Old Curriculum',
];
const PUBLISHER_SUFFIX = ['Press', 'Books', 'Publishing', 'House', 'Editions', 'Media'];

/**
 * The admin orders list's cases at scale, as `[title, query]`: page 1, a deep page, a search by a tracking number
 * and by a customer's full name from the middle of the data (as an admin would type them), each status filter.
 * `q(text)` reads the filled database.
 */
export async function orderCases(q, deepPage) {
  const { rows: [{ tracking_number: tracking }] } = await q(`SELECT tracking_number FROM orders WHERE tracking_number >= 'FOL-M' ORDER BY tracking_number LIMIT 1`);
  const { rows: [{ name: customer }] } = await q(`SELECT name FROM users WHERE role = 'user' AND email >= 'm' ORDER BY email LIMIT 1`);
  return [
    ['orders page 1', {}],
    [`orders page ${deepPage.toLocaleString('en')}`, { page: deepPage }],
    [`orders search tracking ${tracking}`, { search: tracking }],
    [`orders search name "${customer}"`, { search: customer }],
    ...['pending', 'processing', 'completed', 'cancelled'].map((status) => [`orders status=${status}`, { status }]),
  ];
}

/** Session helpers: ids that later inserts can name without a join, tracking numbers that never repeat, picks from a list. */
const HELPERS = `
  -- A version-4-shaped uuid made from a key (the API's response schemas check the uuid's version and variant).
  CREATE FUNCTION pg_temp.uid(kind text, n bigint) RETURNS uuid LANGUAGE sql IMMUTABLE AS
    $$ SELECT overlay(overlay(md5(kind || ':' || n) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$;
  -- FOL-XXXX-XXXX as checkout/tracking.ts writes it: n through an affine permutation of 31^8, so unique and scattered.
  CREATE FUNCTION pg_temp.tracking(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT 'FOL-' || string_agg(CASE WHEN i = 5 THEN '-' ELSE '' END || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((x / p) % 31)::int + 1, 1), '' ORDER BY i)
    FROM (SELECT (n * 387420489 + 91138717) % 852891037441 AS x) s,
      unnest(ARRAY[27512614111, 887503681, 28629151, 923521, 29791, 961, 31, 1]::bigint[]) WITH ORDINALITY AS u(p, i) $$;
  CREATE FUNCTION pg_temp.pick(list text[]) RETURNS text LANGUAGE sql VOLATILE AS
    $$ SELECT list[1 + floor(random() * cardinality(list))::int] $$;
`;

/** The big tables' secondary indexes are dropped for the load and rebuilt after it: a bulk build is many times faster than row-by-row upkeep. */
const REBUILT = ['ebooks', 'ebook_authors', 'ebook_categories', 'orders', 'order_items', 'order_events'];

async function main() {
  const target = benchDatabase();
  const started = Date.now();
  const step = (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);

  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${target.name}`);
  await admin.end();
  step(`created database ${target.name}`);

  migrateWithTheApi({ DATABASE_URL: target.url });
  step('migrated with the API\'s migrations');

  const db = new pg.Client({ connectionString: target.url });
  await db.connect();
  await fillDatabase((text, values) => db.query(text, values), { books: BENCH_BOOKS, orders: BENCH_ORDERS, step });
  await db.end();
  step(`done: ${target.url} (admin ${BENCH_ADMIN_EMAIL})`);
}

/** Brings a database's schema up with the API's own migrations (the compiled apps/api/dist/migrate.js), on what `env` names. */
export function migrateWithTheApi(env) {
  const root = new URL('..', import.meta.url).pathname;
  execFileSync(process.execPath, ['scripts/build.mjs', 'api', '--if-changed'], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, ['apps/api/dist/migrate.js'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env, LOG_LEVEL: 'error' } });
}

/**
 * Fills a migrated, empty database through `q(text, values)` (answering `{ rows, rowCount }`, as `pg` does):
 * PostgreSQL here, the embedded PGlite in bench/embedded.mjs. `step` reports progress.
 */
export async function fillDatabase(q, { books: BOOKS, orders: ORDERS, step }) {
  const timed = async (label, text, values) => {
    const { rowCount } = await q(text, values);
    step(`${label}: ${rowCount?.toLocaleString('en') ?? 'done'}`);
  };
  // Neither foreign keys nor triggers run row by row (the generator keeps the keys true, and fills what the
  // triggers keep itself, below); no fsync wait per statement.
  await q(`SET session_replication_role = replica; SET synchronous_commit = off; SET maintenance_work_mem = '512MB'; SET work_mem = '256MB'; SET temp_buffers = '512MB'`);
  await q(HELPERS);
  await q('SELECT setseed(0.42)');

  const { rows: dropped } = await q(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def, c.conname, c.conrelid::regclass::text AS tbl, pg_get_constraintdef(c.oid) AS condef
     FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.contype IN ('p', 'u')
     WHERE t.relname = ANY($1) AND t.relnamespace = 'public'::regnamespace
       AND (c.oid IS NULL OR NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.confrelid = t.oid))`,
    [REBUILT],
  );
  for (const index of dropped) {
    await q(index.conname ? `ALTER TABLE ${index.tbl} DROP CONSTRAINT ${index.conname}` : `DROP INDEX ${index.name}`);
  }
  step(`dropped ${dropped.length} indexes of ${REBUILT.join(', ')} for the load`);

  const passwordHash = await hash(BENCH_ADMIN_PASSWORD);
  // The customers never sign in: one hash of a password nobody knows serves them all (hashing is slow on purpose).
  const customerHash = await hash(`unused-${Math.random()}`);
  await q(`INSERT INTO users (id, name, email, password_hash, role) VALUES (pg_temp.uid('user', 0), 'Bench Admin', $1, $2, 'admin')`, [BENCH_ADMIN_EMAIL.toLowerCase(), passwordHash]);
  // The demo seed would add its 30 books on the first start without SEED_DEMO=false: mark it done.
  await q(`INSERT INTO app_meta (key, value) VALUES ('demo_seeded_at', 'bench/data.mjs')`);

  // Users 1..20 are the heavy buyers; 9,501..9,800 write books, 9,801..10,000 run the publishers.
  await timed('users', `
    INSERT INTO users (id, name, email, password_hash, role, is_active, created_at, updated_at)
    SELECT pg_temp.uid('user', n), f || ' ' || l,
      lower(translate(f || '.' || l, 'éáíóúüñç', 'eaiouunc')) || '.' || n || '@example.com', $3,
      (CASE WHEN n > ${USERS - PUBLISHERS} THEN 'publisher' WHEN n > ${USERS - PUBLISHERS - 300} THEN 'author' ELSE 'user' END)::role,
      random() > 0.01, c, c
    FROM (SELECT n, pg_temp.pick($1) AS f, pg_temp.pick($2) AS l, now() - interval '1 day' * (60 + 1300 * random()) AS c
          FROM generate_series(1, ${USERS}) n) s`, [FIRST, LAST, customerHash]);

  await timed('publishers', `
    INSERT INTO publishers (id, user_id, name, email, status, created_at, updated_at)
    SELECT pg_temp.uid('publisher', n), pg_temp.uid('user', ${USERS - PUBLISHERS} + n), a || ' ' || b || ' ' || s, 'office' || n || '@publisher.example.com',
      (CASE WHEN n % 25 = 0 THEN 'inactive' ELSE 'active' END)::status, c, c
    FROM (SELECT n, pg_temp.pick($1) AS a, pg_temp.pick($2) AS b, pg_temp.pick($3) AS s, now() - interval '1 day' * (400 + 1000 * random()) AS c
          FROM generate_series(1, ${PUBLISHERS}) n) x`, [ADJ, NOUN, PUBLISHER_SUFFIX]);

  await timed('authors', `
    INSERT INTO authors (id, name, status, photo, bio, created_at, updated_at)
    SELECT pg_temp.uid('author', n), f || ' ' || l, (CASE WHEN n % 50 = 0 THEN 'inactive' ELSE 'active' END)::status,
      '/api/files/bench/author-' || (n % 40) || '.webp', 'Writes about ' || lower(t) || '.', c, c
    FROM (SELECT n, pg_temp.pick($1) AS f, pg_temp.pick($2) AS l, pg_temp.pick($3) AS t, now() - interval '1 day' * (400 + 1000 * random()) AS c
          FROM generate_series(1, ${AUTHORS}) n) x`, [FIRST, LAST, TOPIC]);

  await timed('categories', `
    INSERT INTO categories (id, name, status, thumbnail, created_at, updated_at)
    SELECT pg_temp.uid('category', n), name, (CASE WHEN n > cardinality($1::text[]) - 2 THEN 'inactive' ELSE 'active' END)::status,
      '/api/files/bench/category-' || n || '.webp', now() - interval '1 day' * (1500 - n), now() - interval '1 day' * (1500 - n)
    FROM unnest($1::text[]) WITH ORDINALITY AS c(name, n)`, [CATEGORIES]);

  await timed('coupons', `
    INSERT INTO coupons (id, code, discount_type, discount_value, start_date, end_date, status)
    SELECT pg_temp.uid('coupon', n), 'BENCH' || (n * 5), 'percentage', n * 5, now() - interval '3 years', now() + interval '1 year', 'active'
    FROM generate_series(1, 6) n`);

  // Books: a growing catalogue over four years; most are published and approved, the rest drafts or in review.
  await timed('ebooks', `
    INSERT INTO ebooks (id, title, slug, description, status, book_type, page_dimension, width, height, orientation, pdf_file, pdf_page_count,
      cover_image, price, discount, discount_type, final_price, approval_status, rejection_reason, created_by, publisher_id, page_count, created_at, updated_at)
    SELECT pg_temp.uid('ebook', n), title,
      trim(BOTH '-' FROM lower(regexp_replace(translate(title, 'éáíóúüñç', 'eaiouunc'), '[^A-Za-z0-9]+', '-', 'g'))) || '-' || n,
      CASE WHEN r_desc < 0.03 THEN NULL ELSE description END,
      (CASE WHEN r_state < 0.92 THEN 'published' ELSE 'draft' END)::ebook_status,
      (CASE WHEN pdf THEN 'pdf' ELSE 'ebook' END)::book_type,
      (CASE WHEN a5 THEN 'A5' ELSE 'A4' END)::page_dimension, CASE WHEN a5 THEN 559 ELSE 794 END, CASE WHEN a5 THEN 794 ELSE 1123 END,
      (CASE WHEN r_desc > 0.9 THEN 'landscape' ELSE 'portrait' END)::orientation,
      CASE WHEN pdf THEN '/api/files/bench/book-' || n || '.pdf' END, CASE WHEN pdf THEN 20 + n % 300 END,
      CASE WHEN r_desc < 0.8 THEN '/api/files/bench/cover-' || (n % 500) || '.webp' END,
      price, discount, discount_type::ebook_discount_type,
      greatest(0, round(CASE WHEN discount_type = 'percentage' THEN price * (1 - discount / 100) ELSE price - discount END, 2)),
      (CASE WHEN r_state < 0.86 THEN 'approved' WHEN r_state < 0.90 THEN 'pending' WHEN r_state < 0.92 THEN 'rejected' ELSE 'pending' END)::approval_status,
      CASE WHEN r_state >= 0.90 AND r_state < 0.92 THEN 'The cover image is too small to print.' END,
      pg_temp.uid('user', owner),
      CASE WHEN owner > ${USERS - PUBLISHERS} THEN pg_temp.uid('publisher', owner - ${USERS - PUBLISHERS}) WHEN r_desc < 0.4 THEN pg_temp.uid('publisher', 1 + n % ${PUBLISHERS}) END,
      CASE WHEN pdf THEN 0 ELSE 8 + n % 57 END, c, c + interval '1 day' * 30 * random()
    FROM (
      SELECT n, t.title, t.description, r_state, r_desc, pdf, a5, owner, c, price,
        CASE WHEN r_disc < 0.75 OR price = 0 THEN 0 WHEN r_disc < 0.9 THEN (ARRAY[10, 15, 20, 25, 50])[1 + floor(random() * 5)::int] ELSE least(2, price - 0.99) END AS discount,
        CASE WHEN r_disc >= 0.75 AND r_disc < 0.9 AND price > 0 THEN 'percentage' ELSE 'fixed' END AS discount_type
      FROM (
        SELECT n, random() AS r_state, random() AS r_desc, random() AS r_disc, random() < 0.15 AS pdf, random() < 0.3 AS a5, pg_temp.pick($1) AS adj,
          ${USERS - PUBLISHERS - 300} + 1 + floor(random() * ${PUBLISHERS + 300})::int AS owner,
          now() - interval '1 day' * 1460 * (1 - sqrt(random())) AS c,
          CASE WHEN random() < 0.15 THEN 0 ELSE floor(2 + random() * 29) - 0.01 END::numeric AS price,
          floor(random() * 7)::int AS pattern
        FROM generate_series(1, ${BOOKS}) n
      ) b
      CROSS JOIN LATERAL (
        SELECT CASE pattern
            WHEN 0 THEN 'The ' || pg_temp.pick($1) || ' ' || pg_temp.pick($2)
            WHEN 1 THEN pg_temp.pick($2) || 's of the ' || pg_temp.pick($1) || ' ' || pg_temp.pick($2)
            WHEN 2 THEN 'A Guide to ' || pg_temp.pick($3)
            WHEN 3 THEN pg_temp.pick($3) || ' for ' || pg_temp.pick($4)
            WHEN 4 THEN pg_temp.pick($1) || ' ' || pg_temp.pick($2) || ': ' || pg_temp.pick($3) || ' ' || pg_temp.pick($5)
            WHEN 5 THEN 'The ' || pg_temp.pick($2) || ' and the ' || pg_temp.pick($2)
            ELSE pg_temp.pick($6) || '''s ' || pg_temp.pick($1) || ' ' || pg_temp.pick($2)
          END AS title,
          CASE WHEN adj ~ '^[AEIOU]' THEN 'An ' ELSE 'A ' END || lower(adj) || ' ' || pg_temp.pick($7) || ' about ' || lower(pg_temp.pick($3)) || ', ' || pg_temp.pick($8) || '.'
            || CASE WHEN random() < 0.5 THEN ' Meet the ' || lower(pg_temp.pick($1)) || ' ' || lower(pg_temp.pick($2)) || ' and find out why it matters.' ELSE '' END AS description
      ) t
    ) x
    ORDER BY c`, [ADJ, NOUN, TOPIC, AUDIENCE, SUFFIX, FIRST, KIND, PHRASE]);

  // One author for most books, up to three; popular authors write more (power-law pick).
  await timed('ebook_authors', `
    INSERT INTO ebook_authors (ebook_id, author_id, position)
    SELECT pg_temp.uid('ebook', n), pg_temp.uid('author', 1 + (a0 + (k - 1) * 1009) % ${AUTHORS}), k - 1
    FROM (SELECT n, floor(${AUTHORS} * power(random(), 2))::int AS a0, CASE WHEN random() < 0.75 THEN 1 WHEN random() < 0.8 THEN 2 ELSE 3 END AS m
          FROM generate_series(1, ${BOOKS}) n) b
    CROSS JOIN LATERAL generate_series(1, m) k`);
  await timed('ebook_categories', `
    INSERT INTO ebook_categories (ebook_id, category_id)
    SELECT pg_temp.uid('ebook', n), pg_temp.uid('category', 1 + (c0 + (k - 1) * 7) % ${CATEGORIES.length})
    FROM (SELECT n, floor(${CATEGORIES.length} * random())::int AS c0, CASE WHEN random() < 0.6 THEN 1 ELSE 2 END AS m FROM generate_series(1, ${BOOKS}) n) b
    CROSS JOIN LATERAL generate_series(1, m) k`);

  // The books on sale, in a popularity order unrelated to their age.
  await q(`CREATE TEMP TABLE sellable AS
    SELECT row_number() OVER (ORDER BY md5(id::text)) AS rn, id, title, final_price FROM ebooks WHERE status = 'published' AND approval_status = 'approved'`);
  const { rows: [{ count: sellable }] } = await q('SELECT count(*)::int AS count FROM sellable');
  await q('CREATE UNIQUE INDEX ON sellable (rn)');

  // The orders' plan: numbered in time order, as a real table fills. A growing business (more orders lately),
  // 5% from twenty heavy buyers, the rest skewed towards some customers; 1% from accounts deleted since.
  await timed('order plan', `
    CREATE TEMP TABLE plan AS
    SELECT n, created_at, user_n, deleted, n_items, coupon, book0,
      status, CASE
        WHEN status = 'pending' THEN CASE WHEN random() < 0.2 THEN 'paid' ELSE 'pending' END
        WHEN status = 'cancelled' THEN CASE WHEN random() < 0.4 THEN 'failed' ELSE 'pending' END
        WHEN status = 'failed' THEN 'failed'
        ELSE 'paid' END AS payment_status,
      CASE WHEN random() < 0.6 THEN 'stripe' ELSE 'manual' END AS provider
    FROM (
      SELECT row_number() OVER (ORDER BY created_at) AS n, created_at, user_n, deleted, n_items, coupon, book0,
        CASE
          WHEN r < 0.40 THEN 'delivered'
          WHEN r < 0.54 THEN CASE WHEN recent OR r < 0.47 THEN 'pending' ELSE 'cancelled' END
          WHEN r < 0.66 THEN CASE WHEN recent THEN 'processing' ELSE 'delivered' END
          WHEN r < 0.76 THEN CASE WHEN recent THEN 'shipped' ELSE 'delivered' END
          WHEN r < 0.86 THEN 'failed'
          WHEN r < 0.94 THEN 'cancelled'
          ELSE 'refunded' END AS status
      FROM (
        SELECT created_at, created_at > now() - interval '${OPEN_DAYS} days' AS recent, random() AS r,
          CASE WHEN ru < 0.05 THEN 1 + floor(random() * 20)::int ELSE 21 + floor(${USERS - PUBLISHERS - 300 - 20} * power(random(), 1.6))::int END AS user_n,
          random() < 0.01 AS deleted,
          CASE WHEN ri < 0.62 THEN 1 WHEN ri < 0.86 THEN 2 WHEN ri < 0.95 THEN 3 ELSE 4 END AS n_items,
          CASE WHEN random() < 0.07 THEN 1 + floor(random() * 6)::int END AS coupon,
          floor(${sellable} * power(random(), 2.5))::int AS book0
        FROM (SELECT now() - interval '1 day' * 1095 * (1 - sqrt(random())) AS created_at, random() AS ru, random() AS ri FROM generate_series(1, ${ORDERS})) g
      ) s
    ) o`);
  await q('ALTER TABLE plan ADD PRIMARY KEY (n)');

  await timed('order item plan', `
    CREATE TEMP TABLE lines AS
    SELECT p.n, s.id AS ebook_id, s.title, s.final_price AS unit_price, qty,
      CASE WHEN p.coupon IS NULL THEN 0 ELSE round(s.final_price * qty * p.coupon * 5 / 100, 2) END AS discount
    FROM plan p
    CROSS JOIN LATERAL (SELECT k, CASE WHEN random() < 0.03 THEN 2 ELSE 1 END AS qty FROM generate_series(1, p.n_items) k) i
    JOIN sellable s ON s.rn = 1 + (p.book0 + (i.k - 1) * 7919) % ${sellable}`);

  await timed('orders', `
    INSERT INTO orders (id, tracking_number, user_id, customer_name, customer_email, status, payment_status, payment_provider, payment_reference,
      subtotal_amount, discount_amount, total_amount, total_quantity, coupon_id, coupon_code, paid_at, created_at, updated_at)
    SELECT pg_temp.uid('order', p.n), pg_temp.tracking(p.n), CASE WHEN p.deleted THEN NULL ELSE u.id END, u.name, u.email,
      p.status::order_status, p.payment_status::payment_status, p.provider::payment_provider,
      CASE WHEN p.provider = 'stripe' THEN 'cs_test_bench_' || p.n END,
      t.subtotal, t.discount, t.subtotal - t.discount, t.quantity,
      CASE WHEN p.coupon IS NOT NULL THEN pg_temp.uid('coupon', p.coupon) END, CASE WHEN p.coupon IS NOT NULL THEN 'BENCH' || (p.coupon * 5) END,
      CASE WHEN p.payment_status = 'paid' THEN least(now(), p.created_at + interval '1 minute' * (5 + (p.n % 240))) END,
      p.created_at, least(now(), p.created_at + interval '1 hour' * (CASE WHEN p.status = 'pending' THEN 1 ELSE 40 END))
    FROM plan p
    JOIN users u ON u.id = pg_temp.uid('user', p.user_n)
    JOIN (SELECT n, sum(unit_price * qty) AS subtotal, sum(discount) AS discount, sum(qty) AS quantity FROM lines GROUP BY n) t ON t.n = p.n
    ORDER BY p.n`);

  await timed('order items', `
    INSERT INTO order_items (id, order_id, ebook_id, title, unit_price, discount_amount, quantity, line_total)
    SELECT gen_random_uuid(), pg_temp.uid('order', n), ebook_id, title, unit_price, discount, qty, unit_price * qty - discount FROM lines ORDER BY n`);

  // The history: placed, then the payment's outcome, then each status the order went through (seed/order-plans.ts).
  await timed('order events', `
    INSERT INTO order_events (id, order_id, kind, from_value, to_value, note, provider_event_id, actor_id, created_at)
    SELECT gen_random_uuid(), pg_temp.uid('order', p.n), e.kind, e.from_value, e.to_value, e.note, e.provider_event_id, e.actor_id, least(now(), e.at)
    FROM plan p
    CROSS JOIN LATERAL (
      SELECT 'status' AS kind, NULL AS from_value, 'pending' AS to_value, 'Order placed.' AS note, NULL AS provider_event_id,
        CASE WHEN p.deleted THEN NULL ELSE pg_temp.uid('user', p.user_n) END AS actor_id, p.created_at AS at
      UNION ALL
      SELECT 'payment', 'pending', p.payment_status,
        CASE WHEN p.provider = 'stripe' THEN CASE WHEN p.payment_status = 'paid' THEN 'checkout.session.completed' ELSE 'checkout.session.expired' END
             ELSE CASE WHEN p.payment_status = 'paid' THEN 'Bank transfer received.' ELSE 'No payment received.' END END,
        CASE WHEN p.provider = 'stripe' THEN 'evt_bench_' || p.n END,
        CASE WHEN p.provider = 'manual' THEN pg_temp.uid('user', 0) END,
        p.created_at + interval '1 minute' * (5 + (p.n % 240))
      WHERE p.payment_status <> 'pending'
      UNION ALL
      SELECT 'status', coalesce(path[k - 1], 'pending'), path[k], NULL, NULL, pg_temp.uid('user', 0), p.created_at + interval '1 hour' * (k * 12)
      FROM (SELECT CASE p.status
          WHEN 'processing' THEN ARRAY['processing'] WHEN 'shipped' THEN ARRAY['processing', 'shipped']
          WHEN 'delivered' THEN ARRAY['processing', 'shipped', 'delivered'] WHEN 'cancelled' THEN ARRAY['cancelled']
          WHEN 'refunded' THEN ARRAY['processing', 'delivered', 'refunded'] WHEN 'failed' THEN ARRAY['failed'] ELSE ARRAY[]::text[] END AS path) a
      CROSS JOIN LATERAL generate_subscripts(a.path, 1) k
    ) e
    ORDER BY p.n`);

  // Triggers do not fire in replica mode: what they keep (order_counts, migration 0007) is made from the
  // orders, as that migration fills it.
  const { rows: [{ counted }] } = await q(`SELECT to_regclass('public.order_counts') IS NOT NULL AS counted`);
  if (counted) {
    await q('DELETE FROM order_counts');
    await timed('order counts', `INSERT INTO order_counts (week, status, payment_status, count)
      SELECT date_trunc('week', created_at, 'UTC'), status, payment_status, count(*) FROM orders GROUP BY 1, 2, 3`);
  }

  for (const index of dropped) {
    const t0 = Date.now();
    await q(index.conname ? `ALTER TABLE ${index.tbl} ADD CONSTRAINT ${index.conname} ${index.condef}` : index.def);
    step(`rebuilt ${index.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  }

  // A live database is vacuumed and analysed by autovacuum: the visibility map lets index-only scans skip the heap.
  await q('VACUUM (ANALYZE)');
  step('vacuumed and analysed');
  const { rows: sizes } = await q(`
    SELECT relname AS table, n_live_tup AS rows, pg_size_pretty(pg_total_relation_size(relid)) AS size FROM pg_stat_user_tables
    WHERE relname = ANY($1) ORDER BY pg_total_relation_size(relid) DESC`, [['users', 'authors', 'publishers', 'categories', ...REBUILT]]);
  for (const s of sizes) console.log(`  ${s.table.padEnd(18)} ${Number(s.rows).toLocaleString('en').padStart(10)} rows  ${s.size}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
