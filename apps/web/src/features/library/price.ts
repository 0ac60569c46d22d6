import type { PublicEbook } from '@folio/shared';

/** Book prices and order amounts are US dollars, written the reader's way. */
export const formatMoney = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

interface PriceView {
  /** Nothing to pay: the card says 'Free'. */
  free: boolean;
  /** What the buyer pays, formatted. */
  current: string;
  /** The price before the discount, to strike through; null when there is no discount. */
  original: string | null;
}

/** How a price is shown on a card and on the book page: the final price, the struck-through one, or Free. */
export function priceView(book: Pick<PublicEbook, 'price' | 'final_price'>, locale: string): PriceView {
  const free = book.final_price <= 0;
  return {
    free,
    current: formatMoney(Math.max(0, book.final_price), locale),
    original: book.final_price < book.price ? formatMoney(book.price, locale) : null,
  };
}
