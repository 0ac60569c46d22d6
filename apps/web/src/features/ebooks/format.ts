import type { Ebook } from '@folio/shared';

/** Prices are in US dollars (as coupons), shown in the reader's locale. */
export const formatMoney = (value: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value);

/** The created or updated date of a book, as a calendar day in the reader's locale. */
export const formatDate = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/** The discount as the form words it: '10%' or '$2.00'. */
export const formatDiscount = (book: Pick<Ebook, 'discount' | 'discount_type'>, locale: string) =>
  book.discount_type === 'percentage' ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(book.discount / 100) : formatMoney(book.discount, locale);

/** Pages of the book as a reader gets them: the PDF's own pages for a PDF book. */
export const pagesOf = (book: Pick<Ebook, 'book_type' | 'page_count' | 'pdf_page_count'>) => (book.book_type === 'pdf' ? (book.pdf_page_count ?? 0) : book.page_count);
