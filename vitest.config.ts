import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { uiFonts } from './apps/web/build/uiFonts.ts';

// API tests run on the embedded PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set.
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/**/*.test.ts'],
    environment: 'node' as const,
    env: { FOLIO_TEST_DB: db },
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every API test file builds its own app on its own database and mocks no module, so the files of a worker
    // can share loaded modules: loading the whole app afresh per file took more than half of the run.
    isolate: false,
  },
});

/**
 * The web tests that need a module graph of their own: those that replace modules (vi.mock, vi.resetModules), and
 * those that test module-level state: the lazily injected slices, the entry's early answers, the notes kept per book,
 * the toasts waiting for their container.
 */
const WEB_TESTS = 'apps/web/src/**/*.test.{ts,tsx}';
const webTestsOwningTheirModules = [
  ...readdirSync(new URL('apps/web/src/', import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path) && /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(new URL(`apps/web/src/${path}`, import.meta.url), 'utf8')))
    .map((path) => `apps/web/src/${path}`),
  'apps/web/src/app/rootReducer.test.ts',
  'apps/web/src/features/library/prefetch.test.tsx',
  'apps/web/src/features/notes/*.test.tsx',
  // react-toastify keeps the toasts asked for while no container is shown: other files' toasts would show here.
  'apps/web/src/components/Toasts.test.tsx',
  // The pointers pressed and the drawings waiting belong to the module, and to the window it listens on.
  'apps/web/src/features/editor/sidebars/idleDrawing.test.ts',
];

const webProject = (name: string, isolate: boolean) => ({
  // app/fonts.ts imports the interface's faces of a language (build/uiFonts.ts).
  plugins: [react(), uiFonts()],
  test: {
    name,
    include: isolate ? webTestsOwningTheirModules : [WEB_TESTS],
    exclude: isolate ? [] : webTestsOwningTheirModules,
    environment: 'jsdom' as const,
    // Secure cookies (spec §9) are only kept on an https origin.
    environmentOptions: { jsdom: { url: 'https://localhost/' } },
    setupFiles: ['apps/web/src/test/setup.ts'],
    // A screen test's first render loads its chunk, texts and user-event: on a busy 2-core machine that
    // alone can take Vitest's default 5 s.
    testTimeout: 15_000,
    // Outside that list, a worker's files share loaded modules (React, the store, the screens), each with a fresh
    // document: loading them afresh per file was four fifths of the web tests' time (302 s against 58 s).
    isolate,
  },
});

export default defineConfig({
  test: {
    // Vitest's default keeps one core for itself; the tests wait on databases often enough to use every core.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node' } },
      // The web app's build plugins, which run in Node.
      { test: { name: 'web-build', include: ['apps/web/build/**/*.test.ts'], environment: 'node' } },
      // The project's own checks and its first command (scripts/).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      webProject('web', false),
      webProject('web-isolated', true),
    ],
  },
});
