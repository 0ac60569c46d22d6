// `npm run build`: the web app (Vite, into apps/web/dist) and the API compiled to plain JavaScript (esbuild,
// into apps/api/dist), so that production runs `node` with no TypeScript tooling (docs/decisions/008).
// `npm run build` builds both parts; `node scripts/build.mjs api --if-changed` builds the API only, and only
// when one of its sources changed since its last build.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => join(root, ...parts);

/** The API's entry points: the server, the separate job worker, and the migration step. */
const API_ENTRIES = ['server', 'worker', 'migrate'].filter((name) => existsSync(at('apps/api/src', `${name}.ts`)));

const PARTS = {
  web: {
    inputs: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/vite.offline.config.ts', 'apps/web/vite.epub.config.ts', 'apps/web/vite.shell.config.ts', 'apps/web/build', 'apps/web/package.json', 'packages/shared/src', 'package-lock.json'],
    stamp: 'apps/web/dist/.built',
    build: buildWeb,
  },
  api: {
    inputs: ['apps/api/src', 'apps/api/package.json', 'packages/shared/src', 'package-lock.json', 'scripts/build.mjs'],
    stamp: 'apps/api/dist/.built',
    build: buildApi,
  },
};

/** The newest modification time among the files under `paths` (tests do not count). */
function newestInput(paths) {
  let newest = 0;
  const visit = (path) => {
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else if (!/\.test\.tsx?$/.test(path)) newest = Math.max(newest, info.mtimeMs);
  };
  for (const path of paths) visit(at(path));
  return newest;
}

export function isStale(name) {
  const part = PARTS[name];
  const built = statSync(at(part.stamp), { throwIfNoEntry: false });
  return !built || newestInput(part.inputs) > built.mtimeMs;
}

/** The site, then its offline reader and the landing page's pre-rendered first screen (apps/web/build/build.mjs). */
function buildWeb() {
  const run = spawnSync(process.execPath, [at('apps/web/build/build.mjs')], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error('the web app did not build');
}

async function buildApi() {
  const { build } = await import('esbuild');
  const out = at('apps/api/dist');
  rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(API_ENTRIES.map((name) => [name, at('apps/api/src', `${name}.ts`)])),
    outdir: out,
    bundle: true,
    // Separate chunks for what the code imports dynamically (the S3 storage, Stripe, Redis, pdf-lib, sharp,
    // the demo seeders): in one file their packages' imports would be hoisted and load with every start.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    // Installed packages stay imports from node_modules (`npm ci --omit=dev` installs them); Folio's own code
    // (the API and @folio/shared, which is TypeScript source) goes into the bundle, and so does drizzle-orm:
    // loaded from node_modules, Node reads its 180 kB package.json again for each of its files, about two
    // seconds of a start.
    plugins: [{
      name: 'installed-packages-external',
      setup(b) {
        const bundled = (path) => path.startsWith('@folio/') || /^drizzle-orm(\/|$)/.test(path);
        b.onResolve({ filter: /^[^./]/ }, (args) => (bundled(args.path) ? undefined : { path: args.path, external: true }));
      },
    }],
    logLevel: 'warning',
  });
  // The migrator reads its SQL files next to the code (db/client.ts: ./migrations beside the bundle).
  cpSync(at('apps/api/src/db/migrations'), join(out, 'migrations'), { recursive: true });
}

/** Builds the parts named (all by default) whose sources changed (each named one with `force`); answers the names it built. */
export async function buildStale({ force = false, only = Object.keys(PARTS), log = console.log } = {}) {
  const built = [];
  for (const [name, part] of Object.entries(PARTS)) {
    if (!only.includes(name) || (!force && !isStale(name))) continue;
    const started = Date.now();
    try {
      await part.build();
    } catch (error) {
      if (error?.code === 'ERR_MODULE_NOT_FOUND' || error?.code === 'MODULE_NOT_FOUND') {
        throw new Error(`the ${name} build is out of date and its build tools are not installed: run \`npm ci\` and \`npm run build\` first (a production install with --omit=dev runs what was built)`);
      }
      throw error;
    }
    writeFileSync(at(part.stamp), new Date().toISOString());
    log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built.push(name);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const named = process.argv.slice(2).filter((arg) => arg in PARTS);
  await buildStale({ force: !process.argv.includes('--if-changed'), only: named.length > 0 ? named : undefined });
}
