import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { PublicEbook } from '@folio/shared';
import { priceView } from './price';

/** The price a buyer pays, the undiscounted one struck through, or 'Free'. */
export function PriceTag({ book, large = false }: { book: Pick<PublicEbook, 'price' | 'final_price'>; large?: boolean }) {
  const { t, i18n } = useTranslation('store');
  const view = priceView(book, i18n.language);
  return (
    <span className={clsx('flex flex-wrap items-baseline gap-x-2 tabular-nums', large ? 'text-2xl' : 'text-sm')}>
      <span className={clsx('font-bold', view.free ? 'text-success-700' : 'text-gray-900')}>{view.free ? t('price.free') : view.current}</span>
      {view.original && (
        <del className={clsx('text-gray-500', large ? 'text-base' : 'text-xs')}>
          <span className="sr-only">{t('price.was')} </span>
          {view.original}
        </del>
      )}
    </span>
  );
}
