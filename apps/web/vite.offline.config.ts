import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { OFFLINE_PACKAGE } from '../../packages/shared/src/entities/book-export.ts';
import { uiLetters } from './build/ui-letters.ts';
import { productionRouter } from './build/productionRouter.ts';

/**
 * The offline reader (src/offline): the site's reader for one book, which an export packs beside the book's files
 * (docs/decisions/013-exports.md). It is opened from file://, where a module script, a fetch and a second script
 * loaded on demand are all refused, so it is built as ONE classic script (IIFE, every dynamic import inlined) and
 * one stylesheet, into dist/exports, after the site (`npm run build` builds both).
 */

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * What the offline reader never uses is built out of it: the site's script fonts loaded on demand (the package
 * carries its book's fonts) and the text editor (a reader never edits). pdf.js is not in it either: a PDF book's
 * package carries it beside the reader (pdf-reader.js, build/offlinePdf.mjs, loaded before it), and the reader's
 * imports of pdf.js read it from there (`window.FolioPdfjs`); an e-book's package, which never opens a PDF, does
 * without its 1.5 MB. pdf.js's worker is not started from file:// (runtime.ts runs its code on the page's thread).
 */
function offlineStandIns(): Plugin {
  const replaced = new Map([
    [src('app/fonts.ts'), src('offline/fonts.ts')],
    [src('elements/text/TextEditor.tsx'), src('offline/noTextEditor.tsx')],
  ]);
  const PDFJS = '\0offline:pdfjs';
  const NO_WORKER = '\0offline:no-pdf-worker';
  return {
    name: 'offline-stand-ins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'pdfjs-dist') return PDFJS;
      if (source.startsWith('pdfjs-dist/build/pdf.worker')) return NO_WORKER;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && replaced.has(resolved.id) ? replaced.get(resolved.id)! : null;
    },
    load(id) {
      if (id === NO_WORKER) return "export default '';\n";
      if (id !== PDFJS) return null;
      // Read when the reader's script runs, after pdf-reader.js; an e-book's package has none, and opens no PDF.
      return `const pdfjs = globalThis.FolioPdfjs ?? {};\nexport const { getDocument, PDFWorker, TextLayer, AnnotationLayer } = pdfjs;\nexport const GlobalWorkerOptions = pdfjs.GlobalWorkerOptions ?? {};\nexport const AnnotationType = pdfjs.AnnotationType ?? {};\n`;
    },
  };
}

/** Each interface language's letters, beside the reader: the export gives the package the fonts they need. */
function lettersFile(): Plugin {
  return {
    name: 'offline-letters',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: OFFLINE_PACKAGE.letters, source: JSON.stringify(uiLetters(fileURLToPath(new URL('./public/locales', import.meta.url)))) });
    },
  };
}

export default defineConfig(({ command }) => ({
  resolve: { alias: productionRouter(command) },
  plugins: [offlineStandIns(), react(), tailwindcss(), lettersFile()],
  define: { __BUILD_ID__: JSON.stringify('offline'), 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/exports',
    emptyOutDir: true,
    sourcemap: false,
    // Only the package's own files: nothing is copied from public/ (its translations are bundled).
    copyPublicDir: false,
    lib: {
      entry: src('offline/main.tsx'),
      formats: ['iife'],
      name: 'FolioOfflineReader',
      fileName: () => OFFLINE_PACKAGE.script,
      cssFileName: OFFLINE_PACKAGE.style.replace(/\.css$/, ''),
    },
  },
}));
