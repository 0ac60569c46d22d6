import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHints } from './compileHints.ts';

const ROOT = '/app';
const chunk = (fileName: string, imports: string[], facade: string | null = null, isEntry = false) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId: facade && `${ROOT}/${facade}`, isEntry }) as unknown as Rollup.OutputChunk;

/** A boot entry that starts the app (main) dynamically; the app imports React; a screen loaded later imports both. */
const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/boot-1.js'], 'index.html', true),
    chunk('assets/boot-1.js', []),
    chunk('assets/main-1.js', ['assets/react-1.js'], 'src/main.tsx'),
    chunk('assets/react-1.js', []),
    chunk('assets/Screen-1.js', ['assets/react-1.js', 'assets/main-1.js'], 'src/Screen.tsx'),
  ].map((file) => [file.fileName, file]),
) as Rollup.OutputBundle;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the compile hints of a build', () => {
  it("marks the entry's chunks and the started app's for compiling as they load, and leaves later chunks lazy", async () => {
    dir = mkdtempSync(join(tmpdir(), 'folio-hints-'));
    mkdirSync(join(dir, 'assets'));
    for (const file of Object.keys(bundle)) writeFileSync(join(dir, file), `export const f = () => "${file}";\n`);
    // The source map of main: its first line maps to its source's first line.
    writeFileSync(join(dir, 'assets/main-1.js.map'), JSON.stringify({ version: 3, sources: ['src/main.tsx'], names: [], mappings: 'AAAA' }));
    const plugin = compileHints({ start: 'src/main.tsx' });
    (plugin.configResolved as (config: { root: string }) => void)({ root: ROOT });
    await (plugin.writeBundle as (options: { dir: string }, bundle: Rollup.OutputBundle) => Promise<void>)({ dir }, bundle);

    const read = (file: string) => readFileSync(join(dir, 'assets', file), 'utf8');
    for (const file of ['index-1.js', 'boot-1.js', 'main-1.js', 'react-1.js']) {
      expect(read(file)).toBe(`${COMPILE_HINT}\nexport const f = () => "assets/${file}";\n`);
    }
    expect(read('Screen-1.js')).toBe('export const f = () => "assets/Screen-1.js";\n');
    // The code moved down a line, and so did its mappings.
    expect(JSON.parse(read('main-1.js.map')).mappings).toBe(';AAAA');
  });
});
