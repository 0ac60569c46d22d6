import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { EXPORT_SCRIPTS } from '../../packages/shared/src/entities/book-export.ts';

/** The EPUB's scripts, by build mode: its questions (the default) and its reading (`--mode reading`). */
const SCRIPTS = {
  questions: { entry: './src/epub-questions/main.ts', name: 'FolioEpubQuestions', file: EXPORT_SCRIPTS.epubQuestions },
  reading: { entry: './src/epub-reading/main.ts', name: 'FolioEpubReading', file: EXPORT_SCRIPTS.epubReading },
} as const;

/**
 * The scripts of exported EPUBs, each one classic script beside the offline reader in dist/exports, where the API's
 * EPUB exports take them from (build/build.mjs builds them after the offline reader): the questions script
 * (src/epub-questions: the shared scoring rules and the quiz and card words of the five languages) and the reading
 * script (src/epub-reading: the reader's own analytics tracker).
 */
export default defineConfig(({ mode }) => {
  const script = mode === 'reading' ? SCRIPTS.reading : SCRIPTS.questions;
  return {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'dist/exports',
      emptyOutDir: false,
      sourcemap: false,
      copyPublicDir: false,
      lib: {
        entry: fileURLToPath(new URL(script.entry, import.meta.url)),
        formats: ['iife'],
        name: script.name,
        fileName: () => script.file,
      },
    },
  };
});
