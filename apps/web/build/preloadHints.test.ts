import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { appPreloads, hintsOf } from './preloadHints.ts';

const ROOT = '/app';
const chunk = (fileName: string, imports: string[], facade: string | null = null, isEntry = false, css: string[] = []) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId: facade && `${ROOT}/${facade}`, isEntry, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } }) as unknown as Rollup.OutputChunk;
const asset = (fileName: string, original: string) => ({ type: 'asset', fileName, originalFileNames: [original] }) as unknown as Rollup.OutputAsset;

/**
 * An entry with React, a reader that imports React and a page view, and pdf.js with its worker's script. The
 * entry, the reader and the page view have stylesheets; pdf.js shares the page view's.
 */
const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/react-1.js'], 'index.html', true, ['assets/index-1.css']),
    chunk('assets/react-1.js', []),
    chunk('assets/OpenBook-1.js', ['assets/react-1.js', 'assets/PageView-1.js'], 'src/features/reader/OpenBook.tsx', false, ['assets/OpenBook-1.css', 'assets/index-1.css']),
    chunk('assets/PageView-1.js', ['assets/react-1.js'], null, false, ['assets/PageView-1.css']),
    chunk('assets/pdfjs-1.js', ['assets/pdf-1.js', 'assets/PageView-1.js'], 'src/features/reader/pdf/pdfjs.ts'),
    chunk('assets/pdf-1.js', []),
    asset('assets/pdf.worker.min-1.mjs', 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs'),
  ].map((file) => [file.fileName, file]),
) as Rollup.OutputBundle;

describe('the preload hints of a build', () => {
  it("names each group's chunks with what they import, their stylesheets and translation files, leaving out what the entry page loads already", () => {
    const hints = hintsOf(
      bundle,
      {
        app: { modules: [], texts: ['/locales/{{lng}}/common.json'] },
        reader: { modules: ['src/features/reader/OpenBook.tsx'], texts: ['/locales/{{lng}}/reader.json'] },
        pdf: { modules: ['src/features/reader/pdf/pdfjs.ts'], assets: ['pdf.worker.min.mjs'] },
      },
      ROOT,
    );
    expect(hints).toEqual({
      app: { modules: [], assets: [], styles: [], texts: ['/locales/{{lng}}/common.json'] },
      reader: { modules: ['/assets/OpenBook-1.js', '/assets/PageView-1.js'], assets: [], styles: ['/assets/OpenBook-1.css', '/assets/PageView-1.css'], texts: ['/locales/{{lng}}/reader.json'] },
      pdf: { modules: ['/assets/pdfjs-1.js', '/assets/pdf-1.js', '/assets/PageView-1.js'], assets: ['/assets/pdf.worker.min-1.mjs'], styles: ['/assets/PageView-1.css'], texts: [] },
    });
  });

  it('fails the build when a named module or asset is not in it (renamed, or no longer a chunk of its own)', () => {
    expect(() => hintsOf(bundle, { reader: { modules: ['src/features/reader/Gone.tsx'] } }, ROOT)).toThrow(/no chunk of src\/features\/reader\/Gone.tsx/);
    expect(() => hintsOf(bundle, { pdf: { modules: [], assets: ['gone.mjs'] } }, ROOT)).toThrow(/no asset gone.mjs/);
  });

  it('names the chunks of the app the entry starts in the page, and leaves them out of every group', () => {
    // The entry (a boot script) imports the app dynamically; the app and the reader share React.
    const booted = {
      ...bundle,
      'assets/index-1.js': chunk('assets/index-1.js', [], 'index.html', true),
      'assets/main-1.js': chunk('assets/main-1.js', ['assets/react-1.js'], 'src/main.tsx'),
    } as Rollup.OutputBundle;
    expect(appPreloads(booted, 'src/main.tsx', ROOT)).toBe('<link rel="modulepreload" crossorigin href="/assets/main-1.js"><link rel="modulepreload" crossorigin href="/assets/react-1.js">');
    expect(hintsOf(booted, { reader: { modules: ['src/features/reader/OpenBook.tsx'] } }, ROOT, 'src/main.tsx').reader!.modules).toEqual(['/assets/OpenBook-1.js', '/assets/PageView-1.js']);
  });

  it("keeps the app's chunks in a group named alone, by a page that drops the app's preloads", () => {
    const booted = {
      ...bundle,
      'assets/index-1.js': chunk('assets/index-1.js', ['assets/boot-1.js'], 'index.html', true),
      'assets/boot-1.js': chunk('assets/boot-1.js', []),
      'assets/main-1.js': chunk('assets/main-1.js', ['assets/react-1.js'], 'src/main.tsx'),
    } as Rollup.OutputBundle;
    const groups = { 'first-page': { modules: ['src/features/reader/pdf/pdfjs.ts', 'src/features/reader/OpenBook.tsx'], alone: true } };
    // React is the app's, which that page does not name; the entry's own chunks it loads with the entry.
    expect(hintsOf(booted, groups, ROOT, 'src/main.tsx')['first-page']!.modules).toEqual(['/assets/pdfjs-1.js', '/assets/pdf-1.js', '/assets/PageView-1.js', '/assets/react-1.js', '/assets/OpenBook-1.js']);
    expect(hintsOf(booted, { 'first-page': { ...groups['first-page'], alone: false } }, ROOT, 'src/main.tsx')['first-page']!.modules).not.toContain('/assets/react-1.js');
  });
});
