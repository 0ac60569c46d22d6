import { execSync } from 'node:child_process';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';

// Identifies this build: cached translations (kept 7 days in localStorage) are dropped when it changes.
const buildId = (() => {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim() + '-' + Date.now().toString(36);
  } catch {
    return Date.now().toString(36);
  }
})();

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  server: {
    port: 5173,
    // Uploaded files are served by the API too.
    proxy: Object.fromEntries(['/api', '/uploads'].map((path) => [path, `http://localhost:${process.env.API_PORT ?? 3000}`])),
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
});
