// `npm start` (server), `npm run worker`, `npm run db:migrate`: builds whatever is missing or out of date
// (scripts/build.mjs), then runs the compiled entry in this same process, so that signals reach it directly.
import { enableCompileCache } from 'node:module';
import { pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build.mjs';

// V8 keeps the compiled code of the API and its packages on disk (in the system's temporary folder, or in
// NODE_COMPILE_CACHE): a later start skips compiling them again.
enableCompileCache();

const entry = process.argv[2] ?? 'server';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
try {
  await buildStale();
} catch (error) {
  console.error(`Folio cannot start: ${error.message}`);
  process.exit(1);
}
await import(pathToFileURL(join(root, 'apps/api/dist', `${entry}.js`)).href);
