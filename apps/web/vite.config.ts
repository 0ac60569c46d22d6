import { execSync } from 'node:child_process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { cjkPlaceholder } from './build/cjkPlaceholderFont.ts';
import { compileHints } from './build/compileHints.ts';
import { precompress } from './build/precompress.ts';
import { preloadHints } from './build/preloadHints.ts';
import { productionRouter } from './build/productionRouter.ts';
import { startupLibraries } from './build/startupLibraries.ts';
import { uiFonts } from './build/uiFonts.ts';
import { HINTED_SCREEN_NAMESPACES, STARTUP_NAMESPACES, TRANSLATIONS_PATH } from './src/app/namespaces.ts';

/** The addresses of namespaces' translation files, the language left for the server to fill in. */
const translations = (namespaces: string[]) => namespaces.map((ns) => TRANSLATIONS_PATH.replace('{{ns}}', ns));

// Identifies this build: cached translations (kept 7 days in localStorage) are dropped when it changes.
const buildId = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() + '-' + Date.now().toString(36);
  } catch {
    return Date.now().toString(36);
  }
})();

/** The module the entry starts the app with: its chunks are preloaded beside the entry and compiled as they load. */
const APP_START = 'src/main.tsx';

export default defineConfig(({ command }) => ({
  resolve: { alias: productionRouter(command) },
  plugins: [
    react(),
    tailwindcss(),
    uiFonts(),
    cjkPlaceholder(),
    // What a reader's address needs first, named by the server in that page's head (plugins/web.ts on the API):
    // the reader's code for every book, pdf.js with its worker for a PDF book, and the editor's code. In the order
    // the browser should ask for them: the reader's prefetch first, which sends the requests for the book.
    // With the translations each screen shows (app/namespaces.ts). The library (/ebooks) names its texts only: its
    // code, named too, came later on a phone's network, competing with the app's own (median of six openings each).
    preloadHints({
      app: { modules: [], texts: translations(STARTUP_NAMESPACES) },
      reader: { modules: ['src/features/reader/prefetch.ts', 'src/features/reader/FlipbookPage.tsx', 'src/features/reader/ScrollBookPage.tsx'], texts: translations(HINTED_SCREEN_NAMESPACES.reader) },
      pdf: { modules: ['src/features/reader/pdf/pdfjs.ts', 'src/features/reader/pdf/PdfPageView.tsx'], assets: ['pdf.worker.min.mjs'] },
      // What the entry needs to draw a PDF book's first page before the app starts (the server's first-page hint).
      'first-page': { modules: ['src/features/reader/pdf/firstPage.ts', 'src/features/reader/pdf/pdfjs.ts'], alone: true },
      editor: { modules: ['src/features/editor/EditorPage.tsx'], texts: translations(HINTED_SCREEN_NAMESPACES.editor) },
      library: { modules: [], texts: translations(HINTED_SCREEN_NAMESPACES.library) },
    }, { start: APP_START }),
    compileHints({ start: APP_START }),
    precompress(),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: {
    port: 5173,
    // Uploaded files are served by the API too.
    // `ws`: the live editing channel (/api/live) is a WebSocket.
    proxy: Object.fromEntries(['/api', '/uploads'].map((path) => [path, { target: `http://localhost:${process.env.API_PORT ?? 3000}`, ws: path === '/api' }])),
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: { codeSplitting: { groups: [startupLibraries] } },
    },
  },
}));
