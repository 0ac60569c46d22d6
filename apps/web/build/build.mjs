// `npm run build -w @folio/web [-- --outDir DIR --emptyOutDir]`: the site into DIR (dist by default), then the
// offline reader (vite.offline.config.ts) into DIR/offline-reader, where the API finds it for offline exports.
// One command for both, so that a build elsewhere (the e2e run's, a benchmark's) has its offline reader too.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const vite = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));
const args = process.argv.slice(2);
const named = args.indexOf('--outDir');
const outDir = named >= 0 ? args[named + 1] : 'dist';

for (const step of [args, ['--config', 'vite.offline.config.ts', '--outDir', join(outDir, 'offline-reader'), '--emptyOutDir']]) {
  const run = spawnSync(process.execPath, [vite, 'build', ...step], { cwd: web, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
