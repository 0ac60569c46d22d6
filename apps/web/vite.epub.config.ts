import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { EXPORT_SCRIPTS } from '../../packages/shared/src/entities/book-export.ts';

/**
 * The questions script of exported EPUBs (src/epub-questions): one classic script, with the shared scoring rules
 * and the quiz and card words of the five languages, beside the offline reader in dist/exports, where the API's
 * EPUB export takes it from (build/build.mjs builds it after the offline reader).
 */
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/exports',
    emptyOutDir: false,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: fileURLToPath(new URL('./src/epub-questions/main.ts', import.meta.url)),
      formats: ['iife'],
      name: 'FolioEpubQuestions',
      fileName: () => EXPORT_SCRIPTS.epubQuestions,
    },
  },
});
