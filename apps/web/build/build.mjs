// `npm run build -w @folio/web [-- --outDir DIR --emptyOutDir]`: the site into DIR (dist by default), then the
// scripts exports carry into DIR/exports, where the API finds them: the offline reader (vite.offline.config.ts)
// with its pdf.js for PDF books (build/offlinePdf.mjs), and the EPUB's questions and reading scripts (vite.epub.config.ts).
// One command for all, so that a build elsewhere (the e2e run's, a benchmark's) has them too.
// Last, the first screens of the landing, sign-in and register pages in each language, as HTML (build/prerenderShell.mjs).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderShell } from './prerenderShell.mjs';
import { buildOfflinePdf } from './offlinePdf.mjs';

const web = fileURLToPath(new URL('..', import.meta.url));
const vite = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));
const args = process.argv.slice(2);
const named = args.indexOf('--outDir');
const outDir = named >= 0 ? args[named + 1] : 'dist';

const exportsDir = join(outDir, 'exports');
for (const step of [args, ['--config', 'vite.offline.config.ts', '--outDir', exportsDir, '--emptyOutDir'], ['--config', 'vite.epub.config.ts', '--outDir', exportsDir], ['--config', 'vite.epub.config.ts', '--mode', 'reading', '--outDir', exportsDir]]) {
  // A production build whatever NODE_ENV the caller has (a test run's would build React's JSX for development).
  const run = spawnSync(process.execPath, [vite, 'build', ...step], { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
// The offline flipbook's pdf.js, for PDF books (build/offlinePdf.mjs), after the offline reader has emptied the folder.
await buildOfflinePdf(resolve(web, exportsDir));
// The public pages' first screens in each language, pre-rendered into the site (build/prerenderShell.mjs).
process.exitCode = await prerenderShell(outDir);
