import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button } from '../../components/Button';
import { errorMessage } from '../../http/client';
import { saveDownload } from '../../http/saveDownload';
import { bookAnalyticsUrl } from './api';
import { periodQuery, type Period } from './period';

/** The book's daily figures of the period as CSV (GET …/analytics/csv), fetched with the user's token and saved. */
export function DownloadCsv({ bookId, slug, period }: { bookId: string; slug: string; period: Period }) {
  const { t } = useTranslation('analytics');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const query = periodQuery(period);
  const download = () => {
    setFailure(null);
    setBusy(true);
    saveDownload(`${bookAnalyticsUrl(bookId)}/csv${query ? `?${query}` : ''}`, `${slug || 'book'}-analytics${period.from ? `-from-${period.from}` : ''}${period.to ? `-to-${period.to}` : ''}.csv`)
      .catch((error: unknown) => setFailure(errorMessage(error, t('csvFailed'))))
      .finally(() => setBusy(false));
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" onClick={download} disabled={busy}>
        <Download aria-hidden className="size-4" />
        {t('csv')}
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-danger-700">
          {failure}
        </p>
      )}
    </div>
  );
}
