#!/usr/bin/env node
// Architecture check (from the project root): node scripts/architecture-check.mjs
// Reports what docs/architecture.md asks to avoid:
// - source files over 400 lines (§9.8);
// - web code importing api code or the reverse (they meet only in packages/shared), packages/shared
//   importing either app, and the web's http layer importing the app or a feature (§2);
// - an import cycle, type imports included, and a web module besides the router importing the dashboard's screens
//   in features/admin (§2, import-graph.mjs);
// - a web endpoint whose answer is typed by hand instead of by the shared contract (§9.2, api-answer-types.mjs);
// - authorization outside its one shape: a module's policy.ts that builds no table with lib/policy.ts, or a role
//   refused with 403 outside the policies (§4, policy-shape.mjs);
// - two web features injecting an API endpoint of the same name (endpoint-names.mjs);
// - a citation of a section of docs/architecture.md, or of a decision record, that does not exist (citations.mjs).
// Tests, migrations, locales and generated files are not counted as source. Exit 1 when anything is found.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { answerTypeFindings } from './api-answer-types.mjs';
import { citationFindings, decisionFilesIn, sectionsOf } from './citations.mjs';
import { importGraphFindings } from './import-graph.mjs';
import { policyShapeFindings } from './policy-shape.mjs';
import { endpointNameFindings } from './endpoint-names.mjs';

const MAX_LINES = 400;
const SKIP_DIR = /^(node_modules|dist|build|coverage|\.git|migrations|locales|data|test-results|playwright-report)$/;
const SRC = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const TEST = /(\.test\.|\.spec\.|__tests__|\/e2e\/|\/fixtures\/|\.d\.ts$)/;

const walk = (d, files = [], pattern = SRC) => {
  if (!existsSync(d)) return files;
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) { if (!SKIP_DIR.test(name)) walk(p, files, pattern); }
    else if (pattern.test(name)) files.push(p);
  }
  return files;
};
const files = ['apps', 'packages'].flatMap((root) => walk(root)).filter((f) => !TEST.test(f));

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
    // The http layer is the one way to the server, below every screen: the app wires it up (app/wireApiClient.ts).
    if (f.startsWith('apps/web/src/http/') && /^\.\.\/(app|features)\//.test(i)) problems.push(`layering    ${f} imports ${i} (http must not import the app or a feature)`);
  }
  if (f.startsWith('apps/web/src/') && /\.tsx?$/.test(f)) for (const finding of answerTypeFindings(f, text)) problems.push(`answer type ${finding}`);
  for (const finding of policyShapeFindings(f, text)) problems.push(`policy      ${finding}`);
}

// The import graph of the apps' and the shared package's source, tests included: a test helper is imported too.
const graphFiles = ['apps', 'packages'].flatMap((root) => walk(root, [], /\.tsx?$/)).filter((f) => /^(apps|packages)\/[^/]+\/src\//.test(f) && !f.endsWith('.d.ts'));
for (const finding of importGraphFindings(graphFiles, (f) => readFileSync(f, 'utf8'))) problems.push(`imports     ${finding}`);
for (const finding of endpointNameFindings(files.filter((f) => f.startsWith('apps/web/src/')), (f) => readFileSync(f, 'utf8'))) problems.push(`endpoints   ${finding}`);

// Citations, in everything the project writes: its source and tests, scripts, end-to-end tests and documents.
const architecture = existsSync('docs/architecture.md') ? readFileSync('docs/architecture.md', 'utf8') : '';
const sections = sectionsOf(architecture);
const decisions = decisionFilesIn('docs/decisions');
const cited = [
  ...['apps', 'packages', 'scripts', 'e2e', 'bench'].flatMap((root) => walk(root, [], /\.(ts|tsx|js|mjs|cjs|md)$/)),
  ...walk('docs', [], /\.md$/),
  'README.md',
].filter((f) => existsSync(f) && !f.endsWith('scripts/citations.mjs') && !f.endsWith('scripts/checks.test.ts'));
for (const f of cited) for (const finding of citationFindings(f, readFileSync(f, 'utf8'), sections, decisions)) problems.push(`citation    ${finding}`);

console.log(`architecture: ${files.length} source files and ${cited.length} files' citations read, ${problems.length} findings`);
for (const p of problems) console.log('  ' + p);
process.exit(problems.length ? 1 : 0);
