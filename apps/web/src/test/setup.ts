import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { NAMESPACES } from '../app/i18n';

// Components under test read the English texts directly, without the HTTP backend.
const files = import.meta.glob<Record<string, unknown>>('../../public/locales/en/*.json', { eager: true, import: 'default' });
const en = Object.fromEntries(Object.entries(files).map(([path, json]) => [path.replace(/^.*\/(\w+)\.json$/, '$1'), json]));

await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  resources: { en },
  interpolation: { escapeValue: false },
});
// A file may switch the language; the next file in the same worker starts in English again.
await i18n.changeLanguage('en');

// Two cores run every test file at once: give findBy/waitFor room before calling a slow answer a failure.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// Test files share loaded modules (vitest.config.ts): a file's fake clock or stubbed global must not outlive it.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// jsdom lays nothing out, and its Range has no geometry: the rich-text editor (ProseMirror) measures the
// selection to scroll it into view, which would throw after a test that typed in it had finished.
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
}
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();
