// `npm run test:e2e`: the browser tests in E2E_SHARDS parts (default 2) run side by side, each part with a Folio
// server and an embedded database of its own (playwright.config.ts: E2E_PORT, E2E_DATA_DIR). A test waits on its
// server and its browser in turn, so two parts keep both cores busy where one left them idle half the time; and as
// no part shares a database with another, no test can see another part's books or sign-ins. The API and the web
// app are built once, before the parts start (two parts building the same files would race).
// Arguments go to Playwright (`npm run test:e2e -- e2e/reader.spec.ts`), and then one part runs unless E2E_SHARDS says
// otherwise: a few files are quicker on one server than split.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? (args.length ? 1 : 2)));
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const playwright = ['node_modules/@playwright/test/cli.js', 'test'];

function runOrExit(command, commandArgs) {
  const run = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (SHARDS === 1) {
  runOrExit(process.execPath, [...playwright, ...args]);
  process.exit(0);
}

runOrExit(process.execPath, ['scripts/build.mjs', 'api', '--if-changed']);
let webBuild = process.env.E2E_WEB_BUILD;
if (!webBuild) {
  webBuild = `/tmp/folio-e2e-web-build-${process.pid}`;
  runOrExit('npm', ['run', 'build', '-w', '@folio/web', '--', '--outDir', webBuild, '--emptyOutDir']);
}

/** One part: its own port (100 apart: a test may start a second Folio at the part's port + 7) and data folder. */
function runPart(index) {
  // Parts share the machine's cores, so a test can meet a moment when both parts' browsers are busy: one more try.
  const child = spawn(process.execPath, [...playwright, `--shard=${index}/${SHARDS}`, '--retries=1', ...args], {
    env: { ...process.env, E2E_PORT: String(BASE_PORT + 100 * (index - 1)), E2E_DATA_DIR: `/tmp/folio-e2e-${process.pid}-${index}`, E2E_WEB_BUILD: webBuild },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${index}/${SHARDS}] ${line}`));
  }
  return new Promise((done) => child.on('close', (code) => done(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: SHARDS }, (_, i) => runPart(i + 1)));
if (!process.env.E2E_WEB_BUILD) rmSync(webBuild, { recursive: true, force: true });
const failed = codes.filter((code) => code !== 0).length;
console.log(failed ? `e2e: ${failed} of ${SHARDS} parts failed` : `e2e: all ${SHARDS} parts passed`);
process.exit(failed ? 1 : 0);
