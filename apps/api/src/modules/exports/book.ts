import { asc, eq } from 'drizzle-orm';
import { elementText, pageSizeOf, textLanguage, type BookPage, type BookReading, type Language } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { authors, ebookAuthors, ebooks, publishers } from '../../db/schema.ts';
import { readPages } from '../pages/store.ts';
import { pdfKeyOf } from '../reading/pdf.ts';
import { presentReading } from '../reading/presenter.ts';

/** What an export is made of: the book's facts and its pages, read once. */
export interface ExportBook {
  id: string;
  slug: string;
  title: string;
  description: string;
  authors: string[];
  publisher: string | null;
  size: { width: number; height: number };
  pages: BookPage[];
  /** The site address of its cover picture, if any. */
  cover: string | null;
  language: Language;
  direction: 'ltr' | 'rtl';
  modified: Date;
  /** A PDF book's PDF: its storage key, null when none is stored; absent for an e-book. */
  pdf?: { key: string | null };
}

export async function readExportBook(db: Db, id: string): Promise<ExportBook | null> {
  const [book] = await db.select().from(ebooks).where(eq(ebooks.id, id));
  if (!book) return null;
  const [names, [publisher], pages] = await Promise.all([
    db.select({ name: authors.name }).from(ebookAuthors).innerJoin(authors, eq(authors.id, ebookAuthors.authorId)).where(eq(ebookAuthors.ebookId, id)).orderBy(asc(authors.name)),
    book.publisherId ? db.select({ name: publishers.name }).from(publishers).where(eq(publishers.id, book.publisherId)) : Promise.resolve([]),
    readPages(db, 'ebook', id),
  ]);
  // Only the letters count here: tags and styles of rich text are left out, not read.
  const words = [book.title, ...pages.flatMap((page) => page.elements.map((element) => elementText(element, (html) => html.replace(/<[^>]*>/g, ' '))))].join(' ');
  return {
    id,
    slug: book.slug,
    title: book.title,
    description: book.description ?? '',
    authors: names.map((a) => a.name),
    publisher: publisher?.name ?? null,
    size: pageSizeOf({ page_dimension: book.pageDimension, width: book.width, height: book.height, orientation: book.orientation }),
    pages,
    cover: book.coverImage,
    ...textLanguage(words),
    modified: book.updatedAt,
    ...(book.bookType === 'pdf' && { pdf: { key: pdfKeyOf(book.pdfFile) } }),
  };
}

/** The book as a reader with full access opens it (GET …/read): what an offline flipbook holds; null when it is gone. */
export async function readFullReading(db: Db, id: string): Promise<BookReading | null> {
  const [book] = await db.select().from(ebooks).where(eq(ebooks.id, id));
  return book ? presentReading(db, { book, access: 'full' }) : null;
}
