import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@folio/shared';
import { addressLanguageOf, visitorLanguageOf } from '../../plugins/visitorLanguage.ts';
import { findPublicEbook } from '../ebooks/query.ts';
import { pageFigures } from '../static-pages/figures.ts';
import { staticPageService } from '../static-pages/service.ts';
import { bookPage } from './book-page.ts';
import { headTags, NOT_INDEXED, SITE_NAME, type PageMeta } from './head.ts';
import { publicOriginOf } from './origin.ts';
import { shortDescription, textOfHtml } from './plain-text.ts';
import { siteTextsOf } from './site-texts.ts';

const BOOK_PAGE = /^\/books\/([^/]+)$/;
const STATIC_PAGE = /^\/pages\/([^/]+)$/;

/** "<name> · Folio", as the app titles its screens; the site's name alone without one. */
const titled = (name: string | undefined) => (name ? `${name} · ${SITE_NAME}` : SITE_NAME);

/**
 * The head of the public pages' entry pages (plugins/web.ts), written by the server so that crawlers and link
 * previews, which do not run the app, read them: the landing page, the library, a public book's page and a static
 * page. A book is public exactly when the public API shows it (findPublicEbook: approved and published); any other
 * book's address, like a static page that does not exist, is marked not to be indexed and says nothing of the book.
 * Other addresses (the admin area, the reader, the cart…) get nothing: undefined.
 */
export function pageHeadOf(app: FastifyInstance, dist: string) {
  const textsOf = siteTextsOf(dist);
  const staticPages = staticPageService(app.db);

  /** The page's meta; null for an address whose page is not public. */
  const metaOf = async (path: string, language: Language): Promise<PageMeta | null | undefined> => {
    if (path === '/') {
      const texts = await textsOf(language);
      return {
        // As the web's LandingPage titles it: the site's name first.
        documentTitle: texts.landingTitle ? `${SITE_NAME} · ${texts.landingTitle}` : SITE_NAME,
        title: texts.landingTitle ?? SITE_NAME,
        description: texts.landingDescription,
        path,
        type: 'website',
        // The library's search (`?q=`) as the site's: search engines may offer it beside the site's result.
        jsonLd: ({ origin }) => ({
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: `${origin}/`,
          potentialAction: { '@type': 'SearchAction', target: `${origin}/ebooks?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
        }),
      };
    }
    if (path === '/ebooks') {
      const texts = await textsOf(language);
      // One canonical library: a search, a genre, an order or a page of it is the same page to an index.
      return { documentTitle: titled(texts.libraryTitle), title: texts.libraryTitle ?? SITE_NAME, description: texts.libraryDescription, path, type: 'website' };
    }
    const bookKey = BOOK_PAGE.exec(path)?.[1];
    if (bookKey) {
      // In the visitor's language where the book is translated into it, as its page shows it.
      const book = await findPublicEbook(app.db, decodeURIComponent(bookKey), language);
      return book ? bookPage(book) : null;
    }
    const slug = STATIC_PAGE.exec(path)?.[1];
    if (slug) {
      // In the visitor's language when it is written in it, in English otherwise, as the page shows it.
      const page = await staticPages.bySlug(decodeURIComponent(slug), language, pageFigures(app.config));
      if (!page) return null;
      return { documentTitle: titled(page.title), title: page.title, description: shortDescription(textOfHtml(page.content)), path: `/pages/${encodeURIComponent(page.slug)}`, type: 'website' };
    }
    return undefined;
  };

  return async (request: FastifyRequest, path: string): Promise<string | undefined> => {
    const language = visitorLanguageOf(request);
    const meta = await metaOf(path, language);
    if (meta === undefined) return undefined;
    if (meta === null) return NOT_INDEXED;
    return headTags(meta, { origin: publicOriginOf(app.config.publicUrl, request), language, addressLanguage: addressLanguageOf(request) });
  };
}
