// The project's own checks, run by `npm test`: translation coverage (every language has every English key,
// translated) and architecture (file sizes, web and api meeting only in packages/shared).
import { spawnSync } from 'node:child_process';

const scripts = new URL('./', import.meta.url).pathname;
let failed = false;
for (const check of ['i18n-coverage.mjs', 'architecture-check.mjs']) {
  const run = spawnSync(process.execPath, [scripts + check], { stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
