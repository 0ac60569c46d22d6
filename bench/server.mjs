// Starts Folio for a benchmark: optionally builds the web app into its own folder, then runs the API on a fresh
// embedded database with the demo seed (or on what `env` names, e.g. DATABASE_URL), in its own process group so
// that stop() also ends what npm started.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** @param {{ port: number, name: string, web?: boolean, webDist?: string, env?: Record<string, string> }} options (`env`: settings on top, e.g. DATABASE_URL) */
export function startServer({ port, name, web = false, webDist: givenDist, env = {} }) {
  const work = mkdtempSync(join(tmpdir(), `folio-bench-${name}-`));
  const webDist = givenDist ?? join(work, 'web');
  if (web && !givenDist) {
    console.log('building the web app…');
    execFileSync('npm', ['run', 'build', '-w', '@folio/web', '--', '--outDir', webDist, '--emptyOutDir'], { cwd: root, stdio: 'ignore' });
  }
  execFileSync(process.execPath, ['scripts/build.mjs', 'api', '--if-changed'], { cwd: root, stdio: 'inherit' });
  const server = spawn('npm', ['run', 'start', '-w', '@folio/api'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(work, 'data'),
      ...(web ? { WEB_DIST: webDist } : {}),
      LOG_LEVEL: 'error',
      DEMO_PASSWORD: 'folio-demo',
      LOGIN_IP_MAX: '1000000',
      ...env,
    },
    stdio: 'inherit',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    work,
    async ready() {
      for (let i = 0; i < 240; i++) {
        try {
          if ((await fetch(`${base}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error('the server did not start');
    },
    stop() {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
