import { textLanguage, type PublicEbook } from '@folio/shared';
import { SITE_NAME, type PageMeta } from './head.ts';
import { shortDescription } from './plain-text.ts';

/** Orders are in US dollars: an order's currency is its column's default, and checkout never sets another. */
const STORE_CURRENCY = 'USD';

/** A book's pages as its page shows them (the web's BookPage): a PDF's are counted when it is processed. */
const pagesOf = (book: PublicEbook) => (book.book_type === 'pdf' ? (book.pdf_page_count ?? 0) : book.page_count);

/**
 * A public book's page (`/books/<slug>`, the address its share box gives) for search engines and link previews:
 * its cover as the card's picture, and schema.org `Book` and `Product` data. The offer's price is the book's final
 * price, which the server computes from its price and discount on every write and checkout charges; a book is a
 * download, so it is always in stock. A book records no language: the one its title and description are mostly
 * written in stands for it, as its exports declare (shared textLanguage).
 */
export function bookPage(book: PublicEbook): PageMeta {
  const description = shortDescription(book.description);
  const pages = pagesOf(book);
  return {
    documentTitle: `${book.title} · ${SITE_NAME}`,
    title: book.title,
    description,
    path: `/books/${encodeURIComponent(book.slug)}`,
    image: book.cover_image ? { src: book.cover_image, alt: book.title } : undefined,
    type: 'book',
    jsonLd: ({ url, image }) => ({
      '@context': 'https://schema.org',
      '@type': ['Book', 'Product'],
      '@id': url,
      url,
      name: book.title,
      description,
      image,
      author: book.authors.length ? book.authors.map((author) => ({ '@type': 'Person', name: author.name })) : undefined,
      publisher: book.publisher ? { '@type': 'Organization', name: book.publisher.name } : undefined,
      genre: book.categories.length ? book.categories.map((category) => category.name) : undefined,
      inLanguage: textLanguage(`${book.title} ${book.description ?? ''}`).language,
      bookFormat: 'https://schema.org/EBook',
      numberOfPages: pages || undefined,
      offers: {
        '@type': 'Offer',
        url,
        price: book.final_price.toFixed(2),
        priceCurrency: STORE_CURRENCY,
        availability: 'https://schema.org/InStock',
      },
    }),
  };
}
