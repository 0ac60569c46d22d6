// The first screens of the public pages that come in the HTML (the landing page, sign-in, register), one per
// page and language, into <outDir>/page-shells.json ({ [path]: { [language]: html } }): builds
// src/app/shell/renderShell.tsx for Node (vite.shell.config.ts) and runs it with each language's translations as
// the site ships them (<outDir>/locales). The API puts the visitor's language's shell into the entry page of that
// address (apps/api/src/plugins/pageShells.ts). The Japanese and Korean shells start with the script that adds the
// placeholder face their letters are laid out with until the interface's faces arrive (build/cjkPlaceholderFont.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, parse, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PLACEHOLDER_LANGUAGES, PLACEHOLDER_SCRIPT } from './cjkPlaceholderFont.ts';

const web = fileURLToPath(new URL('..', import.meta.url));
const vite = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));
// Inside the repository, so that Node finds the packages the built module imports.
const built = fileURLToPath(new URL('../../../node_modules/.cache/page-shells', import.meta.url));

export function prerenderShell(outDir) {
  const run = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.shell.config.ts', '--outDir', built, '--logLevel', 'warn'], { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (run.status !== 0) return Promise.resolve(run.status ?? 1);
  return import(pathToFileURL(join(built, 'renderShell.mjs')).href).then(async ({ renderShell, SHELL_PAGES, SHELL_NAMESPACES }) => {
    const locales = resolve(web, outDir, 'locales');
    const placeholder = placeholderScriptOf(resolve(web, outDir));
    const shells = Object.fromEntries(Object.keys(SHELL_PAGES).map((path) => [path, {}]));
    for (const language of readdirSync(locales)) {
      // Each language's files read once, for every page's shell.
      const translations = Object.fromEntries(SHELL_NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(locales, language, `${ns}.json`), 'utf8'))]));
      const before = PLACEHOLDER_LANGUAGES.includes(language) ? `<script src="${placeholder}"></script>` : '';
      for (const path of Object.keys(SHELL_PAGES)) shells[path][language] = before + (await renderShell(path, language, translations));
    }
    writeFileSync(resolve(web, outDir, 'page-shells.json'), JSON.stringify(shells));
    return 0;
  });
}

/** The address of the placeholder face's script in a build (`/assets/cjk-placeholder-<hash>.js`). */
function placeholderScriptOf(dist) {
  const { name, ext } = parse(PLACEHOLDER_SCRIPT);
  const file = readdirSync(join(dist, 'assets')).find((file) => file.startsWith(`${name}-`) && file.endsWith(ext));
  if (!file) throw new Error(`no ${PLACEHOLDER_SCRIPT} in ${dist}/assets: the web build writes it (build/cjkPlaceholderFont.ts)`);
  return `/assets/${file}`;
}
