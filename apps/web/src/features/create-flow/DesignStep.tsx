import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileText, Palette } from 'lucide-react';
import type { Ebook } from '@folio/shared';
import { buttonClass } from '../../components/Button';
import { stepPath } from './Stepper';

/**
 * Step 2: designing the pages. The page editor is a coming release: until then the card says so and links to
 * the editor's address. A PDF book's pages are its PDF, so there is nothing to design.
 */
export function DesignStep({ book }: { book: Ebook }) {
  const { t } = useTranslation('ebooks');
  const pdf = book.book_type === 'pdf';
  const Icon = pdf ? FileText : Palette;
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center">
      <Icon aria-hidden className="size-12 text-primary-600" />
      <h2 className="text-xl font-bold text-gray-900">{pdf ? t('flow.pdfTitle') : t('flow.designTitle')}</h2>
      <p className="max-w-prose text-gray-600">{pdf ? t('flow.pdfText') : t('flow.designText')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={stepPath(1, book.id)} className={buttonClass('secondary')}>
          {t('flow.back')}
        </Link>
        {!pdf && (
          <Link to={`/ebooks/edit/${book.id}`} className={buttonClass('secondary')}>
            {t('flow.openEditor')}
          </Link>
        )}
        <Link to={stepPath(3, book.id)} className={buttonClass('primary')}>
          {t('flow.next')}
        </Link>
      </div>
    </div>
  );
}
