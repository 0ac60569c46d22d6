import type { Plugin, Rollup } from 'vite';

/**
 * A set of files a page will need as soon as it runs: the chunks of the named source modules with everything
 * they import statically, and assets by their source file's name (a worker's script, say).
 */
export interface HintGroup {
  modules: string[];
  assets?: string[];
}

/** What the build writes to `preload-hints.json`: per group, the built files' addresses. */
export interface PreloadHints {
  [group: string]: { modules: string[]; assets: string[] };
}

/** The static import closure of `start`, leaving out what `skip` holds (the entry's own, in index.html already). */
function closure(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk, skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (skip.has(fileName) || files.includes(fileName)) return;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    files.push(fileName);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return files;
}

/** Builds the hints from a bundle: exported for its test, which hands it a bundle of its own. */
export function hintsOf(bundle: Rollup.OutputBundle, groups: Record<string, HintGroup>, root: string): PreloadHints {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const inIndex = new Set(entry ? closure(bundle, entry, new Set()) : []);
  const address = (fileName: string) => `/${fileName}`;
  const hints: PreloadHints = {};
  for (const [group, { modules, assets = [] }] of Object.entries(groups)) {
    const files: string[] = [];
    for (const source of modules) {
      const chunk = chunks.find((c) => c.facadeModuleId === `${root}/${source}`);
      if (!chunk) throw new Error(`preload hints: no chunk of ${source} in the build (renamed, or no longer loaded on its own?)`);
      for (const file of closure(bundle, chunk, inIndex)) if (!files.includes(file)) files.push(file);
    }
    const found = assets.map((name) => {
      const asset = Object.values(bundle).find((file) => file.type === 'asset' && file.originalFileNames.some((original) => original.endsWith(`/${name}`)));
      if (!asset) throw new Error(`preload hints: no asset ${name} in the build`);
      return address(asset.fileName);
    });
    hints[group] = { modules: files.map(address), assets: found };
  }
  return hints;
}

/**
 * Writes `preload-hints.json`: which built files each group of source modules needs. The server names them in
 * the entry page of an address that will need them (`<link rel=modulepreload>`), so that they load while the
 * entry script runs instead of one after another once it has (plugins/web.ts on the API).
 */
export function preloadHints(groups: Record<string, HintGroup>): Plugin {
  let root = '';
  return {
    name: 'folio-preload-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'preload-hints.json', source: JSON.stringify(hintsOf(bundle, groups, root)) });
    },
  };
}
