import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@folio/shared';

/** The language the web keeps in a cookie beside localStorage (apps/web/src/app/i18n.ts, `caches`). */
const LANGUAGE_COOKIE = /(?:^|;\s*)i18next=([A-Za-z-]+)/;

const languageIn = (value: string | undefined): Language | undefined => {
  const base = value?.trim().split('-')[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === base);
};

/** The language the address asks for (`?lng=`), when the app speaks it: the page's own language for search engines (modules/seo). */
export function addressLanguageOf(request: FastifyRequest): Language | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.lng === 'string' ? languageIn(query.lng) : undefined;
}

/**
 * The language the app will show this visitor, found as the app finds it (architecture.md §7): `?lng=`, then the
 * choice it stored (kept in a cookie too, for this), then the browser's languages. The entry page is written in
 * it: a pre-rendered first screen (pageShells.ts), and the translation files the page names for preloading.
 */
export function visitorLanguageOf(request: FastifyRequest): Language {
  const cookies = request.headers.cookie ?? '';
  const asked = addressLanguageOf(request);
  if (asked) return asked;
  const stored = languageIn(LANGUAGE_COOKIE.exec(cookies)?.[1]);
  if (stored) return stored;
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: languageIn(tag), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return accepted[0]?.language ?? DEFAULT_LANGUAGE;
}
