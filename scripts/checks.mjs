// The project's own checks, run by `npm test`: translation coverage (every language has every English key,
// translated), architecture (file sizes, layering, answer types, citations, the one policy shape, no import
// cycles and no reach into features/admin: docs/architecture.md) and unused code, files and dependencies (knip,
// configured in knip.jsonc for the real entry points).
import { spawnSync } from 'node:child_process';

const scripts = new URL('./', import.meta.url).pathname;
const knip = new URL('../node_modules/knip/bin/knip.js', import.meta.url).pathname;
const checks = [
  [scripts + 'i18n-coverage.mjs'],
  [scripts + 'architecture-check.mjs'],
  [knip, '--no-progress'],
];
let failed = false;
for (const args of checks) {
  const run = spawnSync(process.execPath, args, { stdio: 'inherit' });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
