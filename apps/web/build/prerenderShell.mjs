// The landing page's first screen as HTML, one file per language, into <outDir>/landing-shell/<language>.html:
// builds src/features/landing/shell/renderShell.tsx for Node (vite.shell.config.ts) and runs it with each language's
// translations as the site ships them (<outDir>/locales). The API puts the visitor's language's file into the entry
// page of `/` (apps/api/src/plugins/web.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const vite = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));
// Inside the repository, so that Node finds the packages the built module imports.
const built = fileURLToPath(new URL('../../../node_modules/.cache/landing-shell', import.meta.url));

export function prerenderShell(outDir) {
  const run = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.shell.config.ts', '--outDir', built, '--logLevel', 'warn'], { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (run.status !== 0) return Promise.resolve(run.status ?? 1);
  return import(pathToFileURL(join(built, 'renderShell.mjs')).href).then(async ({ renderShell, SHELL_NAMESPACES }) => {
    const locales = resolve(web, outDir, 'locales');
    const target = resolve(web, outDir, 'landing-shell');
    mkdirSync(target, { recursive: true });
    for (const language of readdirSync(locales)) {
      const translations = Object.fromEntries(SHELL_NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(locales, language, `${ns}.json`), 'utf8'))]));
      writeFileSync(join(target, `${language}.html`), await renderShell(language, translations));
    }
    return 0;
  });
}
