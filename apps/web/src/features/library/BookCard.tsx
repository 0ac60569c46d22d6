import { Link } from 'react-router';
import clsx from 'clsx';
import type { PublicEbook } from '@folio/shared';
import { BookCover } from './BookCover';
import { PriceTag } from './PriceTag';

type CardBook = Pick<PublicEbook, 'id' | 'title' | 'cover_image' | 'authors' | 'price' | 'final_price'>;

// The room a card's title, authors and price have, in lines of their own text: lines are taller in Bengali and
// Arabic (styles/index.css), so the room is counted in lines (`lh`), not pixels.
/** Two lines of the title. */
const CARD_TITLE_HEIGHT = 'h-[2lh]';
/** One line of small text: the authors, the price. */
const CARD_LINE_HEIGHT = 'h-[1lh] text-sm';

/**
 * A book in a grid: cover, title, authors and price; the whole card opens the book page. Every card is as tall as
 * the next, whatever its book: the title keeps two lines' room and the authors one, even when they need less or
 * are none, so that a row of the grid, and the rows below it, stand where the loading cards stood (the library's
 * pre-rendered first screen is loading cards, which the app's cards take the place of).
 */
export function BookCard({ book, eager = false }: { book: CardBook; eager?: boolean }) {
  const authors = book.authors.map((a) => a.name).join(', ');
  return (
    <article className="group relative flex flex-col gap-2">
      <BookCover src={book.cover_image} eager={eager} className="transition group-hover:-translate-y-0.5 group-hover:shadow-md" />
      {/* The title in its own direction (a translation's, or the original's), whatever the interface's. */}
      <h3 dir="auto" className={clsx('mt-1 line-clamp-2 font-semibold text-gray-900', CARD_TITLE_HEIGHT)}>
        <Link to={`/books/${book.id}`} className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-primary-600">
          {book.title}
        </Link>
      </h3>
      <p className={clsx('line-clamp-1 text-gray-600', CARD_LINE_HEIGHT)}>{authors && <bdi>{authors}</bdi>}</p>
      <PriceTag book={book} />
    </article>
  );
}

/**
 * The shape of a card while its book loads, as tall as every card (BookCard), so the grid does not jump.
 * `cover`: its book's cover, where it is known before the rest (the library's pre-rendered first screen).
 */
export function BookCardSkeleton({ cover }: { cover?: string }) {
  return (
    <div aria-hidden className="flex flex-col gap-2">
      {cover ? <BookCover src={cover} eager /> : <span className="block aspect-[3/4] w-full animate-pulse rounded-lg bg-gray-200" />}
      <span className={clsx('mt-1 block', CARD_TITLE_HEIGHT)}>
        <span className="block h-[1lh] w-4/5 animate-pulse rounded bg-gray-200" />
      </span>
      <span className={clsx('block w-1/2 animate-pulse rounded bg-gray-200', CARD_LINE_HEIGHT)} />
      <span className={clsx('block w-1/4 animate-pulse rounded bg-gray-200', CARD_LINE_HEIGHT)} />
    </div>
  );
}
