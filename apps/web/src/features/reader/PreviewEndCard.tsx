import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { useReaderBook } from './ReaderContext';

/** After the last page of a preview: what the reader is missing and where to buy the book. */
export function PreviewEndCard({ scale, thumbnail = false }: { scale: number; thumbnail?: boolean }) {
  const { t } = useTranslation('reader');
  const book = useReaderBook();
  const { width, height } = book.size;
  return (
    <div className="relative overflow-hidden bg-white" style={{ width: width * scale, height: height * scale }}>
      <div
        className="absolute top-0 left-0 flex origin-top-left flex-col items-center justify-center gap-8 bg-linear-to-b from-primary-50 via-white to-white px-16 text-center"
        style={{ width, height, transform: `scale(${scale})` }}
      >
        <span className="grid size-24 place-items-center rounded-full bg-primary-100 text-primary-700">
          <Lock aria-hidden className="size-12" />
        </span>
        <p className="max-w-md text-4xl/tight font-bold text-gray-900">{t('preview.end')}</p>
        {book.previewPrice && <p className="text-2xl text-gray-700">{t('preview.price', { price: book.previewPrice })}</p>}
        {!thumbnail && (
          <Link
            to={`/books/${encodeURIComponent(book.ebookId)}`}
            className="rounded-xl bg-primary-600 px-10 py-4 text-2xl font-semibold text-white shadow-lg hover:bg-primary-700 focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
            {...(book.embed && { target: '_blank', rel: 'noopener' })}
          >
            {t('preview.buy')}
          </Link>
        )}
      </div>
    </div>
  );
}
