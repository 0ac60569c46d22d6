import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database per run, so that tests meet exactly the demo seed. Set in the runner's environment,
// which its workers inherit, so that a test finds the run's folders (e.g. the web build, `${DATA_DIR}-web`).
process.env.E2E_DATA_DIR ??= `/tmp/folio-e2e-${process.pid}`;
const DATA_DIR = process.env.E2E_DATA_DIR;
// The web build of a run goes beside its database, so that runs on different ports never share files.
const WEB_DIST = `${DATA_DIR}-web`;
// E2E_WEB_BUILD names a web app already built from this tree (CI builds once, before the browser tests): the run
// takes a copy of it, since a test moves files of the build it serves (redeploy.spec.ts), instead of building again.
const buildWeb = process.env.E2E_WEB_BUILD
  ? `cp -r ${process.env.E2E_WEB_BUILD} ${WEB_DIST}`
  : `npm run build -w @folio/web -- --outDir ${WEB_DIST} --emptyOutDir`;

export default defineConfig({
  testDir: 'e2e',
  // Traces and failure screenshots of a run stay beside its database (runs on other ports keep theirs).
  outputDir: `${DATA_DIR}-results`,
  // Several tests walk many screens with an axe audit on each: on a busy 2-core machine they need more than 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: test tools may not download browsers on these machines.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${DATA_DIR} ${WEB_DIST} && ${buildWeb} && node scripts/build.mjs api --if-changed && npm run start -w @folio/api`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Every test signs in from the one address of this machine, about as many times a minute as a whole school
    // would: the per-address sign-in limit (20 a minute) is a real user's, not the suite's. The per-account
    // lock on failed passwords is unchanged.
    env: { PORT: String(PORT), DATA_DIR, WEB_DIST, DEMO_PASSWORD: 'folio-demo', LOG_LEVEL: 'warn', LOGIN_IP_MAX: '1000' },
  },
});
