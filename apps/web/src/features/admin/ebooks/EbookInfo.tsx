import { useTranslation } from 'react-i18next';
import type { Ebook } from '@folio/shared';
import { ApprovalBadge, BookTypeBadge, EbookStatusBadge } from '../../ebooks/Badges';
import { formatDate, formatDiscount, formatMoney, pagesOf } from '../../ebooks/format';
import { PriceTag } from './PriceTag';
import { DetailItem } from '../resource/DetailItem';

/** Every basic-info field of a book, read-only (the view modal of the list and the book's page). */
export function EbookInfo({ book, showDescription = true }: { book: Ebook; showDescription?: boolean }) {
  const { t, i18n } = useTranslation('ebooks');
  // gray-500 on white is 4.8:1 (WCAG 1.4.3); the lighter gray-400 was 2.6:1.
  const none = <span className="text-gray-500">{t('info.none')}</span>;
  const names = (list: { name: string }[]) => (list.length ? list.map((n) => n.name).join(', ') : none);
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {showDescription && (
        <DetailItem label={t('fields.description')} wide>
          <span className="whitespace-pre-line">{book.description || none}</span>
        </DetailItem>
      )}
      <DetailItem label={t('fields.authors')}>{names(book.authors)}</DetailItem>
      <DetailItem label={t('fields.categories')}>{names(book.categories)}</DetailItem>
      <DetailItem label={t('fields.status')}>
        <EbookStatusBadge status={book.status} withdrawn={!!book.withdrawn_at} />
      </DetailItem>
      <DetailItem label={t('fields.approval')}>
        <ApprovalBadge status={book.approval_status} reason={book.rejection_reason} />
      </DetailItem>
      <DetailItem label={t('fields.book_type')}>
        <BookTypeBadge type={book.book_type} />
      </DetailItem>
      <DetailItem label={t('info.pageCount')}>{pagesOf(book)}</DetailItem>
      <DetailItem label={t('info.size')}>
        {t('info.sizeValue', { dimension: t(`dimensions.${book.page_dimension}`), orientation: t(`orientations.${book.orientation}`), width: book.width, height: book.height })}
      </DetailItem>
      <DetailItem label={t('fields.publisher')}>{book.publisher?.name ?? none}</DetailItem>
      <DetailItem label={t('info.price')}>{formatMoney(book.price, i18n.language)}</DetailItem>
      <DetailItem label={t('info.discount')}>{book.discount > 0 ? formatDiscount(book, i18n.language) : none}</DetailItem>
      <DetailItem label={t('fields.final_price')}>
        <PriceTag book={book} />
      </DetailItem>
      <DetailItem label={t('info.owner')}>{book.owner?.name ?? none}</DetailItem>
      <DetailItem label={t('info.created')}>
        <time dateTime={book.created_at}>{formatDate(book.created_at, i18n.language)}</time>
      </DetailItem>
      <DetailItem label={t('info.updated')}>
        <time dateTime={book.updated_at}>{formatDate(book.updated_at, i18n.language)}</time>
      </DetailItem>
    </dl>
  );
}
