import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { indexFiles } from './preloadHints.ts';

/**
 * V8's explicit compile hint (Chrome 136 and later): the functions of a file that carries it are compiled while the
 * file streams in, on a background thread, instead of on the main thread the first time each one is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Puts the hint on a written chunk's first line, and moves its source map (if any) down a line to match. */
async function hintChunk(path: string) {
  await writeFile(path, `${COMPILE_HINT}\n${await readFile(path, 'utf8')}`);
  if (!existsSync(`${path}.map`)) return;
  const map = JSON.parse(await readFile(`${path}.map`, 'utf8')) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  await writeFile(`${path}.map`, JSON.stringify(map));
}

/**
 * Puts the compile hint on the page's entry chunks and on the chunks of the app the entry starts (`start`, with what
 * it imports statically: the store, React, the router, i18next). Nearly all of their functions run while the app
 * starts, and evaluating them was a visit's longest task, much of it compiling those functions one by one on the
 * main thread: the task a phone's first tap waits for (Lighthouse's TBT). Chunks loaded later stay lazily compiled,
 * since most of a screen's or a library's functions run only when used.
 *
 * It edits the files once written: the minifier drops comments, and the bundle's source maps are written as they
 * were rendered. The compressed copies are made after it (precompress).
 */
export function compileHints({ start }: { start: string }): Plugin {
  let root = '';
  return {
    name: 'folio-compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async writeBundle(options, bundle) {
      const { entry, app } = indexFiles(bundle, start, root);
      await Promise.all([...entry, ...app].map((file) => hintChunk(join(options.dir!, file))));
    },
  };
}
