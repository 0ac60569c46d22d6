import { Link } from 'react-router';
import type { PublicEbook } from '@folio/shared';
import { BookCover } from './BookCover';
import { PriceTag } from './PriceTag';

type CardBook = Pick<PublicEbook, 'id' | 'title' | 'cover_image' | 'authors' | 'price' | 'final_price'>;

/** A book in a grid: cover, title, authors and price; the whole card opens the book page. */
export function BookCard({ book, eager = false }: { book: CardBook; eager?: boolean }) {
  const authors = book.authors.map((a) => a.name).join(', ');
  return (
    <article className="group relative flex flex-col gap-2">
      <BookCover src={book.cover_image} eager={eager} className="transition group-hover:-translate-y-0.5 group-hover:shadow-md" />
      <h3 className="mt-1 line-clamp-2 font-semibold text-gray-900">
        <Link to={`/books/${book.id}`} className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-primary-600">
          <bdi>{book.title}</bdi>
        </Link>
      </h3>
      {authors && (
        <p className="line-clamp-1 text-sm text-gray-600">
          <bdi>{authors}</bdi>
        </p>
      )}
      <PriceTag book={book} />
    </article>
  );
}

/**
 * The shape of a card while its book loads: as tall as a card with a one-line title, so the grid does not jump.
 * `cover`: its book's cover, where it is known before the rest (the library's pre-rendered first screen).
 */
export function BookCardSkeleton({ cover }: { cover?: string }) {
  return (
    <div aria-hidden className="flex flex-col gap-2">
      {cover ? <BookCover src={cover} eager /> : <span className="block aspect-[3/4] w-full animate-pulse rounded-lg bg-gray-200" />}
      <span className="mt-1 block h-6 w-4/5 animate-pulse rounded bg-gray-200" />
      <span className="block h-5 w-1/2 animate-pulse rounded bg-gray-200" />
      <span className="block h-5 w-1/4 animate-pulse rounded bg-gray-200" />
    </div>
  );
}
