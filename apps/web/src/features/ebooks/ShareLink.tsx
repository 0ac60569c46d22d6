import { useTranslation } from 'react-i18next';
import type { Ebook } from '@folio/shared';
import { CopyUrlField } from '../../components/CopyUrlField';
import { shareUrl } from './api';

/** The book's public address (spec §2 flipbooks/{id}) with a copy button; says when readers can open it. */
export function ShareLink({ book }: { book: Pick<Ebook, 'id' | 'status' | 'approval_status'> }) {
  const { t } = useTranslation('ebooks');
  const live = book.status === 'published' && book.approval_status === 'approved';
  return (
    <CopyUrlField url={shareUrl(book.id)} label={t('share.label')} copyLabel={t('share.copy')} copiedMessage={t('share.copied')} copyYourselfMessage={t('share.copyYourself')}>
      <p className="text-xs text-gray-600">{live ? t('share.live') : t('share.notLive')}</p>
    </CopyUrlField>
  );
}
