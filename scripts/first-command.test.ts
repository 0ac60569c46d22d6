import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The commands of the README's "Two commands" block, as a newcomer types them (`a && b` is two). */
function readmeCommands() {
  const block = /## Two commands\s+```bash\n([\s\S]*?)```/.exec(read('README.md'))?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .flatMap((line) => line.split('&&').map((command) => command.trim()));
}

describe("the README's first command on a fresh machine", () => {
  const cache = mkdtempSync(join(tmpdir(), 'folio-puppeteer-cache-'));
  afterAll(() => rmSync(cache, { recursive: true, force: true }));

  it('should install without downloading a browser, with no environment variable set for it', () => {
    // puppeteer's own install script, as `npm ci` runs it, in an environment without any PUPPETEER_ setting.
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PUPPETEER_')));
    const install = spawnSync(process.execPath, [join(root, 'node_modules/puppeteer/install.mjs')], {
      cwd: root,
      env: { ...env, PUPPETEER_CACHE_DIR: cache },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(install.status, install.stderr).toBe(0);
    expect(install.stdout).toContain('Skipping downloading browsers');
    expect(readdirSync(cache)).toEqual([]);
  });

  it('should be run by CI exactly as the README writes it, with nothing exported around it', () => {
    const ci = read('.ci/run');
    const ciLines = ci.split('\n').map((line) => line.trim().replace(/^step /, ''));
    const commands = readmeCommands();
    expect(commands).toEqual(['npm ci', 'npm start', 'npm test']);
    // `npm start` serves until stopped; CI starts the built server in its production check instead.
    for (const command of commands.filter((c) => c !== 'npm start')) expect(ciLines).toContain(command);
    expect(ci).not.toMatch(/PUPPETEER_/);
  });
});
