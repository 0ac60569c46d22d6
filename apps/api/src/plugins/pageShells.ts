import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from '@folio/shared';

/**
 * The first screens of some public pages (the landing page's header and hero, the sign-in and register forms),
 * pre-rendered by the web build for each address in each language (apps/web/build/prerenderShell.mjs): the entry
 * page of such an address carries the visitor's, so that a phone paints the page's largest text with the HTML
 * rather than once the app has loaded and rendered; the app replaces it when its own first screen is ready
 * (apps/web/src/app/shell/handOver.ts).
 */
export type PageShells = Map<string, Map<Language, string>>;

/** The build's shells by address and language; none when it wrote none (an older build, a test's). */
export async function readShells(dist: string): Promise<PageShells> {
  const shells: PageShells = new Map();
  const built = await readFile(join(dist, 'page-shells.json'), 'utf8')
    .then((text) => JSON.parse(text) as Record<string, Record<string, string>>)
    .catch(() => ({}));
  for (const [path, byLanguage] of Object.entries(built)) {
    shells.set(path, new Map(LANGUAGES.filter((language) => typeof byLanguage[language] === 'string').map((language) => [language, byLanguage[language]!])));
  }
  return shells;
}

/** The web's auth cookie (apps/web/src/features/auth/authCookies.ts) and the language the web keeps in a cookie. */
const SIGNED_IN = /(?:^|;\s*)token=[^;]/;
const LANGUAGE_COOKIE = /(?:^|;\s*)i18next=([A-Za-z-]+)/;

const languageIn = (value: string | undefined): Language | undefined => {
  const base = value?.trim().split('-')[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === base);
};

/**
 * The language the app will show this visitor, found as the app finds it (DESIGN.md §7): `?lng=`, then the
 * choice it stored (kept in a cookie too, for this), then the browser's languages; undefined for a signed-in
 * visitor, whose header the shell would show wrongly (the shell is a visitor's view).
 */
export function shellLanguageOf(request: FastifyRequest): Language | undefined {
  const cookies = request.headers.cookie ?? '';
  if (SIGNED_IN.test(cookies)) return undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.lng === 'string' ? languageIn(query.lng) : undefined;
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

/**
 * The entry page with the shell in `#page-shell`, the app's `#root` hidden until it takes over, in the shell's
 * language and direction. The page names none of the app's code for preloading: its first screen needs only the
 * page, its styles and fonts, which then have the connection to themselves (on a phone's network the app's code
 * is several times their size); the entry script asks for the app once that screen is painted (src/boot.ts).
 */
export function withShell(html: string, language: Language, shell: string): string {
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${dir}">`)
    .replace('<div id="root"></div>', `<div id="page-shell">${shell}</div><div id="root" hidden></div>`);
}
