import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; fonts (woff2 is compressed already) and images are left as they are. */
const COMPRESSIBLE = /\.(m?js|css|json|svg|html|txt)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every built text file, at the highest levels: the server sends
 * them as they are (@fastify/static `preCompressed`), so a visitor downloads about a third of the bytes and
 * no request pays for compression. Compression runs on libuv's thread pool, all files at once.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'folio-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const files = (await readdir(outDir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const body = await readFile(path);
          if (body.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzipped(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
