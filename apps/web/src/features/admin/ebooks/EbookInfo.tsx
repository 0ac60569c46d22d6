import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ebook } from '@folio/shared';
import { ApprovalBadge, BookTypeBadge, EbookStatusBadge } from './Badges';
import { formatDate, formatDiscount, formatMoney, pagesOf } from './format';
import { PriceTag } from './PriceTag';

/** Every basic-info field of a book, read-only (the view modal of the list and the book's page). */
export function EbookInfo({ book, showDescription = true }: { book: Ebook; showDescription?: boolean }) {
  const { t, i18n } = useTranslation('ebooks');
  const none = <span className="text-gray-400">{t('info.none')}</span>;
  const names = (list: { name: string }[]) => (list.length ? list.map((n) => n.name).join(', ') : none);
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {showDescription && (
        <Item label={t('fields.description')} wide>
          <span className="whitespace-pre-line">{book.description || none}</span>
        </Item>
      )}
      <Item label={t('fields.authors')}>{names(book.authors)}</Item>
      <Item label={t('fields.categories')}>{names(book.categories)}</Item>
      <Item label={t('fields.status')}>
        <EbookStatusBadge status={book.status} />
      </Item>
      <Item label={t('fields.approval')}>
        <ApprovalBadge status={book.approval_status} reason={book.rejection_reason} />
      </Item>
      <Item label={t('fields.book_type')}>
        <BookTypeBadge type={book.book_type} />
      </Item>
      <Item label={t('info.pageCount')}>{pagesOf(book)}</Item>
      <Item label={t('info.size')}>
        {t('info.sizeValue', { dimension: t(`dimensions.${book.page_dimension}`), orientation: t(`orientations.${book.orientation}`), width: book.width, height: book.height })}
      </Item>
      <Item label={t('fields.publisher')}>{book.publisher?.name ?? none}</Item>
      <Item label={t('info.price')}>{formatMoney(book.price, i18n.language)}</Item>
      <Item label={t('info.discount')}>{book.discount > 0 ? formatDiscount(book, i18n.language) : none}</Item>
      <Item label={t('fields.final_price')}>
        <PriceTag book={book} />
      </Item>
      <Item label={t('info.owner')}>{book.owner?.name ?? none}</Item>
      <Item label={t('info.created')}>
        <time dateTime={book.created_at}>{formatDate(book.created_at, i18n.language)}</time>
      </Item>
      <Item label={t('info.updated')}>
        <time dateTime={book.updated_at}>{formatDate(book.updated_at, i18n.language)}</time>
      </Item>
    </dl>
  );
}

function Item({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm text-gray-900">{children}</dd>
    </div>
  );
}
