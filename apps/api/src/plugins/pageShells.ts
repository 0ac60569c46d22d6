import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { LANGUAGES, RTL_LANGUAGES, SHELL_COVER_MARK, type Language } from '@folio/shared';
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
  return withLanguage(html.replace(/<link rel="modulepreload"[^>]*>/g, ''), language).replace('<div id="root"></div>', `<div id="page-shell">${shell}</div><div id="root" hidden></div>`);
}

/** The entry page in `language` and its direction, as the app will set them. */
export function withLanguage(html: string, language: Language): string {
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  return html.replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${dir}">`);
}

/** A cover's picture in a shell, by its place: the build marks its address (the web's LibraryShell). */
const COVER_PICTURE = new RegExp(`<img src="${SHELL_COVER_MARK}(\\d+)"[^>]*>`, 'g');

/** How many covers a shell shows (0 for one that shows none): the first books' covers it needs. */
export const coversIn = (shell: string) => shell.match(COVER_PICTURE)?.length ?? 0;

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
/** A value as it may stand between the double quotes of an HTML attribute. */
export const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

/**
 * A shell with the first books' covers at their places: a book without a cover, or a place with no book, keeps
 * the grey box the picture would have filled (the app draws such a book's own placeholder when it takes over).
 */
export function withCovers(html: string, covers: (string | null)[]): string {
  return html.replace(COVER_PICTURE, (picture, place: string) => {
    const cover = covers[Number(place)];
    return cover ? picture.replace(`${SHELL_COVER_MARK}${place}`, escapeAttribute(cover)) : '';
  });
}
