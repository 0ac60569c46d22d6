// The class dashboard of a school at its size, for `npm run bench:classes`: recreates a PostgreSQL database
// (BENCH_CLASSES_DATABASE_URL, by default postgres://postgres@127.0.0.1:5432/folio_classes_bench; loopback only,
// a name that says "bench", since it is dropped first), migrates it with the API's own migrations, fills it with
// set-based SQL (one teacher's school: 80 classes of 25 pupils = 2,000 pupils, 40 books given 5 to a class, every
// pupil reading and answering, a book of their own each, and 20,000 other readers' answers around them), starts
// the API on it, and loads GET /api/classes/{id}/dashboard and the progress of one assignment over all 80 classes.
// Prints p50/p95; the issue asks the dashboard for ≤ 300 ms at p95. Figures, not a test.
import pg from 'pg';
import { hash } from '@node-rs/argon2';
import { benchDatabase, migrateWithTheApi } from './data.mjs';
import { measure, ms } from './rounds.mjs';
import { startServer } from './server.mjs';

const target = benchDatabase(process.env.BENCH_CLASSES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/folio_classes_bench');
const CLASSES = 80;
const PER_CLASS = 25;
const BOOKS = 40;
const TEACHER = { email: 'bench-teacher@folio.test', password: 'bench-teacher-password' };
const started = Date.now();
const step = (what) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${what}`);

const admin = new pg.Client({ connectionString: target.adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${target.name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${target.name}`);
await admin.end();
migrateWithTheApi({ DATABASE_URL: target.url });
step('migrated');

const db = new pg.Client({ connectionString: target.url });
await db.connect();
const passwordHash = await hash(TEACHER.password);
await db.query('SELECT setseed(0.42)');
const [{ id: teacher }] = (await db.query(`INSERT INTO users (name, email, password_hash, role) VALUES ('Bench Teacher', $1, $2, 'user') RETURNING id`, [TEACHER.email, passwordHash])).rows;
await db.query(`
  INSERT INTO ebooks (title, slug, status, approval_status, width, height, page_count, created_by)
  SELECT 'Class book ' || g, 'class-book-' || g, 'published', 'approved', 794, 1123, 20, $1 FROM generate_series(1, ${BOOKS}) g`, [teacher]);
await db.query(`
  INSERT INTO classes (name, language, owner_id, join_code)
  SELECT 'Class ' || g, 'en', $1, lpad(g::text, 8, 'A') FROM generate_series(1, ${CLASSES}) g`, [teacher]);
// Pupils share one hash (no one signs in here), made by the teacher like any pupil: a display name, no address.
await db.query(`
  INSERT INTO users (name, email, password_hash, role, last_sign_in_at)
  SELECT 'Pupil ' || g, NULL, $1, 'student', now() - (random() * interval '30 days') FROM generate_series(1, ${CLASSES * PER_CLASS}) g`, [passwordHash]);
await db.query(`
  INSERT INTO class_students (user_id, class_id)
  SELECT u.id, c.id FROM users u JOIN classes c ON c.name = 'Class ' || ((substring(u.name FROM 7)::int - 1) % ${CLASSES} + 1)
  WHERE u.role = 'student'`);
await db.query(`
  INSERT INTO class_assignments (class_id, ebook_id, assigned_by)
  SELECT c.id, b.id, $1 FROM (SELECT id, row_number() OVER (ORDER BY name) AS k FROM classes) c
  JOIN (SELECT id, row_number() OVER (ORDER BY slug) AS k FROM ebooks) b ON b.k BETWEEN ((c.k * 5) % ${BOOKS}) + 1 AND ((c.k * 5) % ${BOOKS}) + 5`, [teacher]);
await db.query(`
  INSERT INTO reading_positions (user_id, ebook_id, page)
  SELECT s.user_id, a.ebook_id, 1 + floor(random() * 20)::int FROM class_students s JOIN class_assignments a ON a.class_id = s.class_id WHERE random() < 0.8`);
await db.query(`
  INSERT INTO quiz_answers (user_id, ebook_id, element_id, page_id, question_version, chosen, correct, score, best_score, points)
  SELECT p.user_id, p.ebook_id, 'q' || q, 'p' || q, 'v1', '["a"]'::jsonb, random() < 0.7, 1, 1, 1
  FROM reading_positions p, generate_series(1, 10) q WHERE random() < 0.6`);
await db.query(`
  INSERT INTO ebooks (title, slug, width, height, page_count, created_by)
  SELECT 'My story ' || u.id, 'my-story-' || u.id, 794, 1123, 3, u.id FROM users u WHERE u.role = 'student'`);
await db.query(`INSERT INTO class_books (ebook_id, class_id) SELECT e.id, s.class_id FROM ebooks e JOIN class_students s ON s.user_id = e.created_by`);
// Readers outside the school answer the same books: the class's figures must not read through them.
await db.query(`
  WITH others AS (
    INSERT INTO users (name, email, password_hash) SELECT 'Reader ' || g, 'reader' || g || '@bench.test', $1 FROM generate_series(1, 2000) g RETURNING id
  )
  INSERT INTO quiz_answers (user_id, ebook_id, element_id, page_id, question_version, chosen, correct, score, best_score, points)
  SELECT o.id, b.id, 'q' || q, 'p' || q, 'v1', '["a"]'::jsonb, true, 1, 1, 1 FROM others o, (SELECT id FROM ebooks WHERE slug LIKE 'class-book-%' LIMIT 1) b, generate_series(1, 10) q`, [passwordHash]);
await db.query('ANALYZE');
const counts = (await db.query(`SELECT (SELECT count(*) FROM class_students) AS pupils, (SELECT count(*) FROM reading_positions) AS positions, (SELECT count(*) FROM quiz_answers) AS answers`)).rows[0];
step(`filled: ${counts.pupils} pupils in ${CLASSES} classes, ${counts.positions} reading positions, ${counts.answers} answers`);
const classIds = (await db.query('SELECT id FROM classes ORDER BY name')).rows.map((r) => r.id);
const assignment = (await db.query('SELECT id, class_id FROM class_assignments ORDER BY created_at, id LIMIT 1')).rows[0];
await db.end();

const port = Number(process.env.BENCH_PORT ?? 3391);
const server = startServer({ port, name: 'classes', env: { DATABASE_URL: target.url, SEED_DEMO: 'false', LOGIN_ACCOUNT_MAX: '1000' } });
try {
  await server.ready();
  const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEACHER) });
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}` };
  const check = await fetch(`${server.base}/api/classes/${classIds[0]}/dashboard`, { headers });
  const first = await check.json();
  if (check.status !== 200 || first.data.students.length !== PER_CLASS) throw new Error(`the dashboard answered ${check.status}: ${JSON.stringify(first).slice(0, 200)}`);
  step(`one dashboard: ${first.data.students.length} pupils, ${first.data.assignments} books`);

  const cases = [
    { title: 'class dashboard (80 classes in turn)', requests: classIds.map((id) => ({ method: 'GET', path: `/api/classes/${id}/dashboard` })) },
    { title: 'progress on one assigned book', requests: [{ method: 'GET', path: `/api/classes/${assignment.class_id}/assignments/${assignment.id}/progress` }] },
    { title: 'class list (80 classes, first page)', requests: [{ method: 'GET', path: '/api/classes?per_page=20' }] },
  ];
  for (const c of cases) {
    const [result] = await measure([{ url: server.base, headers, requests: c.requests }], { connections: 4, seconds: 10 });
    console.log(`${c.title.padEnd(40)} p50 ${ms(result.p50)} p95 ${ms(result.p95)} ms  (n ${result.n}${result.failed ? `, ${result.failed} failed` : ''})`);
  }
} finally {
  await server.stop();
}
