import type { Plugin, Rollup } from 'vite';

/**
 * A set of files a page will need as soon as it runs: the chunks of the named source modules with everything
 * they import statically, and assets by their source file's name (a worker's script, say).
 */
export interface HintGroup {
  modules: string[];
  assets?: string[];
  /** Translation files' addresses with `{{lng}}` for the language, which the server fills in with the visitor's. */
  texts?: string[];
  /**
   * Named by a page without the app's own preloads (the server's first-page page): the group's files include those
   * the entry page names for the app, leaving out only the entry's.
   */
  alone?: boolean;
}

/**
 * What the build writes to `preload-hints.json`: per group, the built files' addresses. `styles`: the stylesheets
 * of those chunks, which the page links in its head, so that a screen's code finds its styles there when it loads
 * instead of adding and waiting for them (one round trip more, after the code has arrived).
 */
export interface PreloadHints {
  [group: string]: { modules: string[]; assets: string[]; styles: string[]; texts: string[] };
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

const chunksOf = (bundle: Rollup.OutputBundle) => Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');

function chunkOf(bundle: Rollup.OutputBundle, source: string, root: string): Rollup.OutputChunk {
  const chunk = chunksOf(bundle).find((c) => c.facadeModuleId === `${root}/${source}`);
  if (!chunk) throw new Error(`preload hints: no chunk of ${source} in the build (renamed, or no longer loaded on its own?)`);
  return chunk;
}

/**
 * What index.html loads: the entry's chunks, and the app the entry starts (`start`, a module it imports
 * dynamically), whose chunks the page names for preloading so that they load beside the entry (appPreloads).
 */
export function indexFiles(bundle: Rollup.OutputBundle, start: string | undefined, root: string) {
  const entry = chunksOf(bundle).find((chunk) => chunk.isEntry);
  const files = new Set(entry ? closure(bundle, entry, new Set()) : []);
  const app = start ? closure(bundle, chunkOf(bundle, start, root), files) : [];
  return { entry: files, app };
}

/** The `<link rel=modulepreload>` tags for the chunks of the app the entry starts: exported for its test. */
export function appPreloads(bundle: Rollup.OutputBundle, start: string, root: string): string {
  return indexFiles(bundle, start, root)
    .app.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** Builds the hints from a bundle: exported for its test, which hands it a bundle of its own. */
export function hintsOf(bundle: Rollup.OutputBundle, groups: Record<string, HintGroup>, root: string, start?: string): PreloadHints {
  const index = indexFiles(bundle, start, root);
  const inIndex = new Set([...index.entry, ...index.app]);
  // The page links these already.
  const indexStyles = new Set([...index.entry].flatMap((file) => [...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]));
  const address = (fileName: string) => `/${fileName}`;
  const hints: PreloadHints = {};
  for (const [group, { modules, assets = [], texts = [], alone = false }] of Object.entries(groups)) {
    const files: string[] = [];
    for (const source of modules) {
      for (const file of closure(bundle, chunkOf(bundle, source, root), alone ? index.entry : inIndex)) if (!files.includes(file)) files.push(file);
    }
    const found = assets.map((name) => {
      const asset = Object.values(bundle).find((file) => file.type === 'asset' && file.originalFileNames.some((original) => original.endsWith(`/${name}`)));
      if (!asset) throw new Error(`preload hints: no asset ${name} in the build`);
      return address(asset.fileName);
    });
    const styles = [...new Set(files.flatMap((file) => [...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]))];
    hints[group] = { modules: files.map(address), assets: found, styles: styles.filter((file) => !indexStyles.has(file)).map(address), texts };
  }
  return hints;
}

/**
 * Writes `preload-hints.json`: which built files each group of source modules needs, and which translation files.
 * The server names them in the entry page of an address that will need them (`<link rel=modulepreload>`,
 * `<link rel=preload as=fetch>`), so that they load while the entry script runs instead of one after another once
 * it has (plugins/web.ts on the API). The group `app` is every page's: the texts the app starts with.
 */
export function preloadHints(groups: Record<string, HintGroup>, { start }: { start?: string } = {}): Plugin {
  let root = '';
  return {
    name: 'folio-preload-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // index.html names the chunks of the app its entry starts, which the entry imports without waiting for them.
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => (start && bundle ? html.replace('</head>', `${appPreloads(bundle, start, root)}</head>`) : html),
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'preload-hints.json', source: JSON.stringify(hintsOf(bundle, groups, root, start)) });
    },
  };
}
