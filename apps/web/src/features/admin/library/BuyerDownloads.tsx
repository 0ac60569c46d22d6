import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { LibraryBook } from '@folio/shared';
import { Button } from '../../../components/Button';
import { errorMessage } from '../../../http/client';
import { saveDownload } from '../../../http/saveDownload';
import { FORMAT_NAMES } from '../../ebooks/exports/ExportDialog';
import { countDownload } from '../../reader/analytics/downloads';

/**
 * A bought book's files to keep (GET /api/me/library/{id}/downloads/{format}): its latest EPUB and PDF, when its
 * owner allows buyers to download them. Nothing shows for a book without.
 */
export function BuyerDownloads({ book }: { book: LibraryBook }) {
  const { t } = useTranslation('store');
  const [error, setError] = useState<string | null>(null);
  if (book.downloads.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-1">
        {book.downloads.map((format) => (
          <Button
            key={format}
            variant="secondary"
            className="px-2 py-1 text-xs"
            aria-label={t('myLibrary.download', { title: book.title, format: FORMAT_NAMES[format] })}
            onClick={() => {
              setError(null);
              // A download counts in the book's reading analytics once the file is saved.
              saveDownload(`/me/library/${encodeURIComponent(book.id)}/downloads/${format}`, `${book.slug || 'book'}.${format}`).then(
                () => countDownload(book.id, format),
                (failure: unknown) => setError(errorMessage(failure, t('myLibrary.downloadFailed'))),
              );
            }}
          >
            <Download aria-hidden className="size-3.5" />
            {FORMAT_NAMES[format]}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-xs text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
