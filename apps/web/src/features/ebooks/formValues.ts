import type { Ebook, EbookForm } from '@folio/shared';
import { translationValues } from '../../components/form/TranslationFields';

/** The form's values: numbers as the inputs hold them (text), the shared schema turns them into numbers. */
export type EbookFormValues = Omit<EbookForm, 'width' | 'height' | 'price' | 'discount'> & {
  width: string;
  height: string;
  price: string;
  discount: string;
};

const EMPTY_EBOOK: EbookFormValues = {
  title: '',
  description: '',
  translations: translationValues(['title', 'description']),
  author_ids: [],
  category_ids: [],
  status: 'draft',
  book_type: 'ebook',
  page_dimension: 'A4',
  width: '',
  height: '',
  orientation: 'portrait',
  pdf_file: '',
  cover_image: '',
  price: '0',
  discount: '0',
  discount_type: 'fixed',
  buyer_downloads: false,
  publisher_id: null,
};

/**
 * A stored book as form values. The API answers the page size after orientation; a custom size goes back as
 * its two sides (short, long), and the orientation decides which is the width, as pageSizeOf does.
 */
export function toFormValues(book: Ebook | null): EbookFormValues {
  if (!book) return EMPTY_EBOOK;
  const custom = book.page_dimension === 'custom';
  return {
    title: book.title,
    description: book.description ?? '',
    translations: translationValues(['title', 'description'], book.translations),
    author_ids: book.authors.map((a) => a.id),
    category_ids: book.categories.map((c) => c.id),
    status: book.status,
    book_type: book.book_type,
    page_dimension: book.page_dimension,
    width: custom ? String(Math.min(book.width, book.height)) : '',
    height: custom ? String(Math.max(book.width, book.height)) : '',
    orientation: book.orientation,
    pdf_file: book.pdf_file ?? '',
    cover_image: book.cover_image ?? '',
    price: String(book.price),
    discount: String(book.discount),
    discount_type: book.discount_type,
    buyer_downloads: book.buyer_downloads,
    publisher_id: book.publisher?.id ?? null,
  };
}
