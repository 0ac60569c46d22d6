// The offline flipbook's pdf.js for PDF books (docs/decisions/021), into the exports folder beside the offline
// reader: pdf-reader.js (src/offline/pdf/runtime.ts: pdf.js and its worker's code, one classic script, since a
// page opened from file:// may start no worker and load no module), and pdf.js's CMaps, standard fonts and
// decoders, one script each (pdfjs/<kind>/<file>.js), which the reader loads when a PDF asks for one.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const web = fileURLToPath(new URL('..', import.meta.url));
const pdfjsDir = fileURLToPath(new URL('../../../node_modules/pdfjs-dist', import.meta.url));
// As OFFLINE_PACKAGE (packages/shared/src/entities/book-export.ts) names them.
const PDF_READER = 'pdf-reader.js';
const ASSETS = 'pdfjs';
const ASSETS_GLOBAL = 'FOLIO_PDF_ASSETS';

/** pdf.js's files a PDF may ask for: its CMaps (packed), standard fonts and decoders; not their licences' texts. */
const ASSET_FILES = { cmaps: /\.bcmap$/, standard_fonts: /\.(pfb|ttf)$/, wasm: /\.wasm$/ };

export async function buildOfflinePdf(exportsDir) {
  await build({
    entryPoints: [join(web, 'src/offline/pdf/runtime.ts')],
    outfile: join(exportsDir, PDF_READER),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    // pdf.js's own minified build (its package's main is the readable one).
    plugins: [{ name: 'pdfjs-min', setup: (b) => b.onResolve({ filter: /^pdfjs-dist$/ }, () => ({ path: join(pdfjsDir, 'build/pdf.min.mjs') })) }],
    legalComments: 'none',
    logLevel: 'warning',
    // pdf.js reads import.meta.url only under Node and for its decoders' default address, which the reader gives.
    logOverride: { 'empty-import-meta': 'silent' },
  });
  for (const [kind, wanted] of Object.entries(ASSET_FILES)) {
    const out = join(exportsDir, ASSETS, kind);
    mkdirSync(out, { recursive: true });
    for (const name of readdirSync(join(pdfjsDir, kind)).filter((n) => wanted.test(n))) {
      const base64 = readFileSync(join(pdfjsDir, kind, name)).toString('base64');
      writeFileSync(join(out, `${name}.js`), `(window.${ASSETS_GLOBAL} = window.${ASSETS_GLOBAL} || {})[${JSON.stringify(`${kind}/${name}`)}] = "${base64}";\n`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildOfflinePdf(process.argv[2] ?? join(web, 'dist/exports'));
