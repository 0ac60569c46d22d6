import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { uiFonts } from './build/uiFonts.ts';

/**
 * The public pages' pre-rendered first screens (src/app/shell/renderShell.tsx), built for Node:
 * build/build.mjs builds it into a temporary folder, runs it for each language and writes the HTML into
 * dist/page-shells.json, where the API's entry page takes it from. The packages stay outside the bundle (Node loads
 * them from node_modules); the workspace's own shared package is bundled, being TypeScript.
 */
export default defineConfig({
  // uiFonts: the header's language switch reaches app/fonts.ts, which names the interface's faces.
  plugins: [react(), uiFonts()],
  define: { __BUILD_ID__: JSON.stringify('shell'), 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: ['@folio/shared'] },
  build: {
    ssr: fileURLToPath(new URL('./src/app/shell/renderShell.tsx', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'renderShell.mjs' } },
  },
});
