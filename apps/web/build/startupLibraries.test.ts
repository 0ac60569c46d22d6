import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { startupLibraries } from './startupLibraries.ts';

const require = createRequire(import.meta.url);
const test = startupLibraries.test as (id: string) => boolean;
/** A package's file as the bundler names it: its path on disk. */
const file = (specifier: string) => require.resolve(specifier);
const inPackage = (name: string, path: string) => `${file(`${name}/package.json`).replace(/package\.json$/, '')}${path}`;

describe('the startup libraries chunk', () => {
  it('takes the libraries the app starts with', () => {
    for (const id of [file('react'), file('react-dom/client'), file('scheduler'), file('react-router'), file('@reduxjs/toolkit'), file('@reduxjs/toolkit/query/react'), file('immer'), file('i18next'), file('i18next-http-backend'), file('redux-persist')]) {
      expect(test(id), id).toBe(true);
    }
    expect(test(inPackage('react-i18next', 'dist/es/useTranslation.js'))).toBe(true);
    expect(test(inPackage('react-i18next', 'dist/es/initReactI18next.js'))).toBe(true);
  });

  it('leaves out what only a screen uses: react-i18next\'s Trans, the forms, the icons, pdf.js, and the app\'s own code', () => {
    expect(test(inPackage('react-i18next', 'dist/es/Trans.js'))).toBe(false);
    expect(test(inPackage('react-i18next', 'dist/es/TransWithoutContext.js'))).toBe(false);
    for (const id of [file('react-hook-form'), file('html-parse-stringify'), file('lucide-react'), file('pdfjs-dist'), file('zod'), new URL('../src/main.tsx', import.meta.url).pathname]) {
      expect(test(id), id).toBe(false);
    }
  });

  it('matches a package by its whole name: react-redux is in, a package whose name only starts like one is not', () => {
    expect(test(file('react-redux'))).toBe(true);
    expect(test(inPackage('react-hook-form', 'dist/index.esm.mjs'))).toBe(false);
    expect(test('/app/node_modules/reactive-thing/index.js')).toBe(false);
    expect(test('/app/node_modules/i18next-icu/index.js')).toBe(false);
  });
});
