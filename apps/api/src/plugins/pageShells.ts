import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '@folio/shared';
import { visitorLanguageOf } from './visitorLanguage.ts';

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

/** The web's auth cookie (apps/web/src/features/auth/authCookies.ts). */
const SIGNED_IN = /(?:^|;\s*)token=[^;]/;

/**
 * The language the shell is shown in: the visitor's (visitorLanguage.ts); undefined for a signed-in visitor, whose
 * header the shell would show wrongly (the shell is a visitor's view).
 */
export function shellLanguageOf(request: FastifyRequest): Language | undefined {
  return SIGNED_IN.test(request.headers.cookie ?? '') ? undefined : visitorLanguageOf(request);
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
