import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The modules a reader loads as a book opens (the format's constants, the element fields every element is read
 * through, a visitor's stored notes and shapes) use zod's functional build: one import of the full build here
 * brings all of it (about 30 kB compressed) onto the reader's first path.
 */
const READER_PATH = [
  '../../../packages/shared/src/document/model.ts',
  '../../../packages/shared/src/document/elements.ts',
  '../../../packages/shared/src/entities/annotation-model.ts',
  '../../../packages/shared/src/messages.ts',
  '../src/features/drawing/annotationStorage.ts',
];

describe("the modules a book's opening loads", () => {
  it.each(READER_PATH)('%s imports zod only as zod/mini, or as types', (path) => {
    const source = readFileSync(new URL(path, import.meta.url), 'utf8');
    const valueImports = [...source.matchAll(/^import (?!type )[^;]*from '(zod[^']*)'/gm)].map((m) => m[1]);
    expect(valueImports.filter((module) => module !== 'zod/mini')).toEqual([]);
  });
});
