import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { hintsOf } from './preloadHints.ts';

const ROOT = '/app';
const chunk = (fileName: string, imports: string[], facade: string | null = null, isEntry = false) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId: facade && `${ROOT}/${facade}`, isEntry }) as unknown as Rollup.OutputChunk;
const asset = (fileName: string, original: string) => ({ type: 'asset', fileName, originalFileNames: [original] }) as unknown as Rollup.OutputAsset;

/** An entry with React, a reader that imports React and a page view, and pdf.js with its worker's script. */
const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/react-1.js'], 'index.html', true),
    chunk('assets/react-1.js', []),
    chunk('assets/OpenBook-1.js', ['assets/react-1.js', 'assets/PageView-1.js'], 'src/features/reader/OpenBook.tsx'),
    chunk('assets/PageView-1.js', ['assets/react-1.js']),
    chunk('assets/pdfjs-1.js', ['assets/pdf-1.js', 'assets/PageView-1.js'], 'src/features/reader/pdf/pdfjs.ts'),
    chunk('assets/pdf-1.js', []),
    asset('assets/pdf.worker.min-1.mjs', 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs'),
  ].map((file) => [file.fileName, file]),
) as Rollup.OutputBundle;

describe('the preload hints of a build', () => {
  it("names each group's chunks with what they import, leaving out what the entry page loads already", () => {
    const hints = hintsOf(bundle, { reader: { modules: ['src/features/reader/OpenBook.tsx'] }, pdf: { modules: ['src/features/reader/pdf/pdfjs.ts'], assets: ['pdf.worker.min.mjs'] } }, ROOT);
    expect(hints).toEqual({
      reader: { modules: ['/assets/OpenBook-1.js', '/assets/PageView-1.js'], assets: [] },
      pdf: { modules: ['/assets/pdfjs-1.js', '/assets/pdf-1.js', '/assets/PageView-1.js'], assets: ['/assets/pdf.worker.min-1.mjs'] },
    });
  });

  it('fails the build when a named module or asset is not in it (renamed, or no longer a chunk of its own)', () => {
    expect(() => hintsOf(bundle, { reader: { modules: ['src/features/reader/Gone.tsx'] } }, ROOT)).toThrow(/no chunk of src\/features\/reader\/Gone.tsx/);
    expect(() => hintsOf(bundle, { pdf: { modules: [], assets: ['gone.mjs'] } }, ROOT)).toThrow(/no asset gone.mjs/);
  });
});
