// Runs the workplace's shared checks (translation coverage, architecture) when they are beside the
// checkout, as they are on every Folio machine and in CI; elsewhere it says so and passes.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const tools = new URL('../../shared/tools/', import.meta.url).pathname;
let failed = false;
for (const check of ['i18n-coverage.mjs', 'architecture-check.mjs']) {
  if (!existsSync(tools + check)) {
    console.log(`${check}: not found beside the checkout, skipped`);
    continue;
  }
  const run = spawnSync(process.execPath, [tools + check], { stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
