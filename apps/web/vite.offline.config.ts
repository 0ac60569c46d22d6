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
 * carries its book's fonts), the text editor (a reader never edits), and pdf.js (PDF books are not exported:
 * they are PDFs already).
 */
function offlineStandIns(): Plugin {
  const replaced = new Map([
    [src('app/fonts.ts'), src('offline/fonts.ts')],
    [src('elements/text/TextEditor.tsx'), src('offline/noTextEditor.tsx')],
  ]);
  const NO_PDF = '\0offline:no-pdf';
  return {
    name: 'offline-stand-ins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith('pdfjs-dist')) return NO_PDF;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && replaced.has(resolved.id) ? replaced.get(resolved.id)! : null;
    },
    load(id) {
      if (id !== NO_PDF) return null;
      const refuse = "() => { throw new Error('PDF books are not read offline'); }";
      return `const refuse = ${refuse};\nexport default '';\nexport const getDocument = refuse;\nexport const GlobalWorkerOptions = {};\nexport class PDFWorker { constructor() { refuse(); } }\nexport class TextLayer { constructor() { refuse(); } }\nexport class AnnotationLayer { constructor() { refuse(); } }\nexport const AnnotationType = {};\n`;
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
