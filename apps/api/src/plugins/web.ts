import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { FIRST_PAGE_DRAWING_ID, TRANSLATIONS_KEPT_COOKIE, type Language } from '@folio/shared';
import { coversIn, escapeAttribute, readShells, shellLanguageOf, withCovers, withLanguage, withShell, type PageShells } from './pageShells.ts';
import { visitorLanguageOf } from './visitorLanguage.ts';

interface EntryPage {
  html: string;
  etag: string;
  /** Written in the visitor's language (its translation files, or a first screen): a page per language. */
  byLanguage?: boolean;
  /** The first books' covers its first screen shows (the library's), filled in per request. */
  covers?: number;
}

/**
 * The web build's `preload-hints.json` (apps/web/build/preloadHints.ts): built files per group of source modules,
 * and translation files (`{{lng}}` for the language); the group `app` is every page's. An older build's have no
 * `styles` or `texts`.
 */
type PreloadHints = Record<string, { modules: string[]; assets: string[]; styles?: string[]; texts?: string[] }>;

/** The entry page as built, its hints, the pages' shells, and its variants (one per set of groups and shell), made once each. */
interface EntryBuild {
  stamp: string;
  plain: EntryPage;
  hints: PreloadHints;
  shells: PageShells;
  variants: Map<string, EntryPage>;
}

const etagOf = (html: string) => `"${createHash('sha256').update(html).digest('base64url')}"`;

/** The hints of a build, or none when it wrote none (an older build, a test's) or they cannot be read. */
async function readHints(dist: string): Promise<PreloadHints> {
  try {
    return JSON.parse(await readFile(join(dist, 'preload-hints.json'), 'utf8')) as PreloadHints;
  } catch {
    return {};
  }
}

/**
 * The hint of a PDF book's flipbook opened at its start: the page's entry draws the book's first page itself
 * (the web's features/reader/pdf/firstPage.ts) before the app starts, so the page names that drawing's files
 * alone, and is written in the visitor's language and direction (which side of the spread the page is on).
 */
const FIRST_PAGE = 'first-page';

/**
 * The entry page with the files of these hint groups named in its head: the browser fetches and parses them
 * beside the entry script, instead of one after another as the app's code asks for them. A worker's script
 * (an asset) is prefetched into the HTTP cache, since a module preload belongs to the page, not the worker. The
 * groups' stylesheets are linked: the app's loader finds them there and does not wait for them a second time.
 * The translation files the app starts with, and the groups', are named too, in the visitor's language: i18next
 * asks for them once the app has loaded and started, a round trip on a phone's network that now overlaps the
 * code's. Not for a browser that keeps its texts (TRANSLATIONS_KEPT_COOKIE, `textsLanguage` undefined). With a shell, the page's first screen in the visitor's language is in its body instead (pageShells.ts),
 * and nothing but the page itself is named, so that it paints first. With FIRST_PAGE, only the files of that first
 * page are named (the `first-page` group's: its drawing, pdf.js), in `language`: the app's code, styles and texts
 * would share the server, the connections and the main thread with them, and are asked for once the page is drawn.
 */
function variantOf(build: EntryBuild, groups: string[], textsLanguage: Language | undefined, shellOf?: { path: string; language: Language }, language?: Language): EntryPage {
  const shell = shellOf && build.shells.get(shellOf.path)?.get(shellOf.language);
  const firstPage = groups.includes(FIRST_PAGE) ? language : undefined;
  // The first page's own files alone: the app's files, styles and texts came before the entry script, which
  // starts pdf.js's worker (the first page's longest step), and the worker's own script (prefetched, so fetched late).
  const named = firstPage ? [FIRST_PAGE] : groups;
  const texts = shell || !textsLanguage || firstPage ? [] : ['app', ...groups].flatMap((group) => build.hints[group]?.texts ?? []).map((path) => path.replace('{{lng}}', textsLanguage));
  if (!groups.length && !shell && !texts.length) return build.plain;
  const key = `${groups.join('+')}|${shell ? `${shellOf.path} ${shellOf.language}` : ''}|${texts.length ? textsLanguage : ''}|${firstPage ?? ''}`;
  let page = build.variants.get(key);
  if (!page) {
    const modules = new Set(named.flatMap((group) => build.hints[group]?.modules ?? []));
    const assets = new Set(named.flatMap((group) => build.hints[group]?.assets ?? []));
    const styles = new Set(named.flatMap((group) => build.hints[group]?.styles ?? []));
    const links = [
      ...[...styles].map((href) => `<link rel="stylesheet" href="${href}">`),
      ...[...modules].map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ...[...assets].map((href) => `<link rel="prefetch" href="${href}">`),
      // As i18next's fetch asks for them (same origin, mode cors), so that it finds the preloaded answers.
      ...texts.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
    ];
    // The groups by name, for the app: a PDF book's reader starts pdf.js's worker before the book answers.
    // First in the head: the entry script, when it runs before the page is parsed (FIRST_PAGE), reads them.
    const hintsMeta = groups.length ? `<meta name="folio-hints" content="${groups.join(' ')}">` : '';
    let html = build.plain.html.replace('<head>', `<head>${hintsMeta}`);
    // The entry runs as soon as it has loaded (async), not after the stylesheets: it asks for the book and starts
    // pdf.js's worker, the first page's longest steps; the page it draws comes long after the styles.
    if (firstPage) html = withLanguage(html.replace(/<link rel="modulepreload"[^>]*>/g, '').replace('<script type="module" ', '<script type="module" async '), firstPage);
    html = html.replace('</head>', `${links.join('')}</head>`);
    if (shell) html = withShell(html, shellOf.language, shell);
    page = { html, etag: etagOf(html), byLanguage: Boolean(shell) || texts.length > 0 || Boolean(firstPage), covers: shell ? coversIn(shell) : 0 };
    build.variants.set(key, page);
  }
  return page;
}

/**
 * The built app's index.html, read again as soon as the file on disk is another one (a rebuild or a deploy
 * while the server runs, or the first build after a start without one): undefined while there is none. While
 * a build is writing the folder (index.html briefly gone), the last one read is kept. One stat per page load
 * is cheap next to serving a page that names assets which no longer exist.
 */
function entryPageOf(dist: string) {
  const file = join(dist, 'index.html');
  let cached: EntryBuild | undefined;
  return async (): Promise<EntryBuild | undefined> => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return cached;
    const stamp = `${info.ino}:${info.size}:${info.mtimeMs}`;
    if (cached?.stamp !== stamp) {
      const html = await readFile(file, 'utf8').catch(() => undefined);
      if (html === undefined) return cached;
      cached = { stamp, plain: { html, etag: etagOf(html) }, hints: await readHints(dist), shells: await readShells(dist), variants: new Map() };
    }
    return cached;
  };
}

/** The web's mark that this browser keeps its translations (TRANSLATIONS_KEPT_COOKIE). */
const TEXTS_KEPT = new RegExp(`(?:^|;\\s*)${TRANSLATIONS_KEPT_COOKIE}=`);

/** Paths the web router never owns: the API, uploaded files, built assets, and anything named like a file. */
const NOT_AN_APP_PAGE = /^\/(api|uploads|assets)(\/|$)|\.[A-Za-z0-9]+$/;
/** A built asset's file name (Vite's `name-hash.ext`): no folder, no '..'. */
const ASSET_NAME = /^[\w-]+(\.[\w-]+)+$/;
/** The flipbook is the one page other sites may frame: its embed code is an iframe (the reader's share dialog). */
const EMBEDDABLE = /^\/flipbooks\/[^/]+$/;
/** The reader's addresses (flipbook and scrolling view), with the book's id or slug. */
const READER_PAGE = /^\/(?:flipbooks|ebooks)\/([^/]+)$/;
/** The editor's addresses, for a book or a template. */
const EDITOR_PAGE = /^\/(?:ebooks|templates)\/edit\/[^/]+$/;
/** The public library's address (its search, genre, order and page are in the query). */
const LIBRARY_PAGE = '/ebooks';
/**
 * The library's search, genre, order and page in its address (the web's features/library/libraryQuery.ts): its
 * first screen in the HTML is the first page of every book, so an address with any of them has none.
 */
const LIBRARY_CHOICES = ['q', 'category', 'sort', 'page'];
const choosesBooks = (path: string, query: unknown) => path === LIBRARY_PAGE && LIBRARY_CHOICES.some((name) => Object.hasOwn(query as object, name));

/** A flipbook's address that opens at its start: not at a page (`?page=`) nor embedded (`?embed=`, no toolbar). */
const opensAtStart = (path: string, query: unknown) => EMBEDDABLE.test(path) && !['page', 'embed'].some((name) => Object.hasOwn(query as object, name));

/** The hint groups of an address, and the drawing of a PDF book's first page that its flipbook shows first. */
interface AddressHints {
  groups: string[];
  firstPage?: FirstPageDrawing | null;
}

/** The drawing of a PDF book's first page (its address and size), with the book's title, which says on which side it goes. */
interface FirstPageDrawing {
  url: string;
  width: number;
  height: number;
  title: string;
}

/**
 * What the entry page of an address should name for early loading: the editor's code, the library's, or the
 * reader's with pdf.js for a PDF book, whose flipbook's first page the entry draws when it opens at its start.
 */
async function hintsOf(path: string, query: unknown, readerBookOf: WebOptions['readerBookOf']): Promise<AddressHints> {
  if (EDITOR_PAGE.test(path)) return { groups: ['editor'] };
  if (path === LIBRARY_PAGE) return { groups: ['library'] };
  const key = READER_PAGE.exec(path)?.[1];
  if (!key) return { groups: [] };
  // A failed lookup names no book: the page is served all the same, without pdf.js. (Fastify refuses an address
  // that is not valid percent-encoding with a 400 before this runs.)
  const book = await readerBookOf?.(decodeURIComponent(key)).catch(() => undefined);
  if (book?.type !== 'pdf') return { groups: ['reader'] };
  return opensAtStart(path, query) ? { groups: ['reader', 'pdf', FIRST_PAGE], firstPage: book.firstPage } : { groups: ['reader', 'pdf'] };
}

/**
 * The page with the server's drawing of the book's first page named for preloading, at the first page's priority,
 * with what the entry needs to show it at once in its place (its size, the book's title): the entry shows it as
 * soon as it has arrived (features/reader/pdf/firstPage.ts), without waiting for the book's answer.
 */
function withFirstPage(page: EntryPage, drawing: FirstPageDrawing): EntryPage {
  const link = `<link rel="preload" as="image" fetchpriority="high" id="${FIRST_PAGE_DRAWING_ID}" href="${escapeAttribute(drawing.url)}" data-width="${drawing.width}" data-height="${drawing.height}" data-title="${escapeAttribute(drawing.title)}">`;
  const html = page.html.replace('</head>', `${link}</head>`);
  return { ...page, html, etag: etagOf(html) };
}

/**
 * The page with its own head for search engines and link previews (modules/seo: title, description, canonical and
 * language links, cards, JSON-LD) in place of the build's site-wide title and description. It is in the visitor's
 * language, so the page varies with it.
 */
function withHead(page: EntryPage, head: string): EntryPage {
  const built = page.html.replace(/<meta name="description"[^>]*>/, '');
  const html = /<title>[^<]*<\/title>/.test(built) ? built.replace(/<title>[^<]*<\/title>/, () => head) : built.replace('</head>', () => `${head}</head>`);
  return { ...page, html, etag: etagOf(html), byLanguage: true };
}

export interface WebOptions {
  dist: string;
  /**
   * A public book by id or slug, undefined when there is none: its type (a PDF book's reader is hinted pdf.js), and
   * for a PDF book the address of its first page drawn (null before it is made).
   */
  readerBookOf?: (key: string) => Promise<{ type: 'ebook' | 'pdf'; firstPage: FirstPageDrawing | null } | undefined>;
  /** The covers of the library's first books, newest first (null for a book without one): its first screen's. */
  firstCoversOf?: (count: number) => Promise<(string | null)[]>;
  /** The tags of a public page's head (modules/seo), undefined for an address that has none. */
  pageHeadOf?: (request: FastifyRequest, path: string) => Promise<string | undefined>;
}

/**
 * Serves the built web app, with an SPA fallback: a GET of a page path answers index.html, and the web
 * router decides (including its own not-found page). A missing file (an asset of an older build that an
 * open tab still asks for) answers 404, so that the app's error screen offers a reload instead of running
 * HTML as a script.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const entryPage = entryPageOf(opts.dist);
  const assetsDir = join(opts.dist, 'assets');
  await app.register(fastifyStatic, {
    root: opts.dist,
    index: false,
    wildcard: true,
    // The folder may appear later: files are looked up per request.
    suppressWarning: true,
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts): sent as they are to a
    // browser that accepts them, with Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, path) => {
      // Vite names built assets by content hash, so they never change; translations may.
      if (path.startsWith(assetsDir)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  /**
   * The built assets: one flat folder of content-hashed files, the busiest path of all (a reader's address asks
   * for some 50 at once). @fastify/static's wildcard route checks each path's spelling against its folder's
   * listing, reading the folder on every request: with the ~600 files of a build (each with its .br and .gz),
   * about 4 ms of CPU a file, so a reader's modules queued for a second on two cores. That check keeps a
   * case-insensitive filesystem from serving a file under a second name a route might not guard; here every file
   * is public and a name is only letters, digits, '-', '_' and '.', so the file is sent without it.
   */
  app.get<{ Params: { file: string } }>('/assets/:file', { schema: { hide: true } }, (request, reply) =>
    ASSET_NAME.test(request.params.file) ? reply.sendFile(`assets/${request.params.file}`) : reply.callNotFound(),
  );

  /**
   * index.html goes out with `no-cache` and an ETag: the browser asks every time (a 304 while it is unchanged),
   * so it never starts an older build; unlike `no-store`, the page stays eligible for the back/forward cache.
   */
  const sendEntry = async (request: FastifyRequest, reply: FastifyReply) => {
    const build = await entryPage();
    if (!build) return reply.code(404).send({ message: 'The web app is not built yet (npm run build -w @folio/web).' });
    const path = request.url.split('?')[0] ?? '/';
    // Looked up beside the hints and covers. A failed lookup leaves the build's head: the page is served all the same.
    const head = opts.pageHeadOf?.(request, path).catch(() => undefined);
    // A build without hints (an older one, a test's) needs no lookup of the book.
    const { groups, firstPage } = Object.keys(build.hints).length ? await hintsOf(path, request.query, opts.readerBookOf) : { groups: [] };
    const shellLanguage = build.shells.has(path) && !choosesBooks(path, request.query) ? shellLanguageOf(request) : undefined;
    const textsLanguage = TEXTS_KEPT.test(request.headers.cookie ?? '') ? undefined : visitorLanguageOf(request);
    let page = variantOf(build, groups, textsLanguage, shellLanguage && { path, language: shellLanguage }, visitorLanguageOf(request));
    if (page.covers) {
      // A failed lookup leaves the grey boxes: the page is served all the same, and the app shows the books.
      const html = withCovers(page.html, (await opts.firstCoversOf?.(page.covers).catch(() => [])) ?? []);
      page = { ...page, html, etag: etagOf(html) };
    }
    if (firstPage) page = withFirstPage(page, firstPage);
    const tags = await head;
    if (tags) page = withHead(page, tags);
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    // The page names the visitor's language's texts, or holds a first screen in it (a visitor's only).
    if (page.byLanguage) reply.header('vary', 'Accept-Language, Cookie');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(page.html);
  };
  const sendEmbeddable = (request: FastifyRequest, reply: FastifyReply) => {
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
    reply.removeHeader('x-frame-options');
    return sendEntry(request, reply);
  };

  // The static handler refuses directories, the root included; and index.html is never served as a plain file.
  app.get('/', { schema: { hide: true } }, sendEntry);
  app.get('/index.html', { schema: { hide: true } }, sendEntry);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_AN_APP_PAGE.test(path);
    if (!isPage) return reply.code(404).send({ message: `No route for ${request.method} ${path}.` });
    return EMBEDDABLE.test(path) ? sendEmbeddable(request, reply) : sendEntry(request, reply);
  });
});
