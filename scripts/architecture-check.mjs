#!/usr/bin/env node
// Architecture check (from the project root): node scripts/architecture-check.mjs
// Reports what DESIGN.md asks to avoid: source files over 400 lines, web code importing api code (or the
// reverse: they meet only in packages/shared), and packages/shared importing either app. Tests,
// migrations, locales and generated files are not counted. Exit 1 when anything is found.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const MAX_LINES = 400;
const SKIP_DIR = /^(node_modules|dist|build|coverage|\.git|migrations|locales|data|test-results|playwright-report)$/;
const SRC = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const TEST = /(\.test\.|\.spec\.|__tests__|\/e2e\/|\/fixtures\/|\.d\.ts$)/;

const files = [];
const walk = (d) => {
  if (!existsSync(d)) return;
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    const s = statSync(p);
    if (s.isDirectory()) { if (!SKIP_DIR.test(name)) walk(p); }
    else if (SRC.test(name) && !TEST.test(p)) files.push(p);
  }
};
for (const root of ['apps', 'packages']) walk(root);

const problems = [];
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  const lines = text.split('\n').length;
  if (lines > MAX_LINES) problems.push(`long file   ${relative('.', f)}: ${lines} lines (look for a seam to split along)`);
  const imports = [...text.matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
  const inWeb = f.startsWith('apps/web'), inApi = f.startsWith('apps/api'), inShared = f.startsWith('packages/');
  for (const i of imports) {
    if (inWeb && /apps\/api|@folio\/api|\.\.\/\.\.\/api\//.test(i)) problems.push(`layering    ${f} imports ${i} (web must not import api)`);
    if (inApi && /apps\/web|@folio\/web|\.\.\/\.\.\/web\//.test(i)) problems.push(`layering    ${f} imports ${i} (api must not import web)`);
    if (inShared && /apps\/|@folio\/(web|api)/.test(i)) problems.push(`layering    ${f} imports ${i} (shared must not import an app)`);
  }
}
console.log(`architecture: ${files.length} source files read, ${problems.length} findings`);
for (const p of problems) console.log('  ' + p);
process.exit(problems.length ? 1 : 0);
