import { useTranslation } from 'react-i18next';
import type { Ebook } from '@folio/shared';
import { formatMoney } from '../../ebooks/format';

/** The price a buyer pays, with the undiscounted price struck through; 'Free' when nothing is to pay. */
export function PriceTag({ book }: { book: Pick<Ebook, 'price' | 'final_price'> }) {
  const { t, i18n } = useTranslation('ebooks');
  const discounted = book.final_price < book.price;
  return (
    <span className="flex flex-wrap items-baseline gap-x-1.5 whitespace-nowrap tabular-nums">
      {discounted && (
        <del className="text-xs text-gray-500">
          <span className="sr-only">{t('price.was')} </span>
          {formatMoney(book.price, i18n.language)}
        </del>
      )}
      <span className="font-medium text-gray-900">{book.final_price === 0 ? t('price.free') : formatMoney(book.final_price, i18n.language)}</span>
    </span>
  );
}
