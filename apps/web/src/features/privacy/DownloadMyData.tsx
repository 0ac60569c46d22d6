import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { Button } from '../../components/Button';
import { formatBytes } from '../../app/formatBytes';
import { saveDownload } from '../../http/saveDownload';
import { useMyExportQuery, useStartMyExportMutation } from './api';
import { refusalOf } from './privacyText';

const API_PREFIX = '/api';
const formatDate = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * "Download my data": starts the export (a job on the server), follows it every second while it is made, then
 * offers the ZIP. The state is said in a live region, so that a screen reader hears it change.
 */
export function DownloadMyData() {
  const { t, i18n } = useTranslation('privacy');
  const [polling, setPolling] = useState(false);
  const { data: latest, isLoading } = useMyExportQuery(undefined, { pollingInterval: polling ? 1000 : 0 });
  const [start, { isLoading: starting }] = useStartMyExportMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const running = latest?.status === 'queued' || latest?.status === 'running';
  if (polling !== running) setPolling(running);

  const onStart = async () => {
    setProblem(null);
    try {
      await start().unwrap();
    } catch (error) {
      setProblem(refusalOf(t, error, t('export.failed')));
    }
  };
  const onDownload = async () => {
    setProblem(null);
    try {
      // The client adds the API's prefix itself.
      await saveDownload(latest!.download_url!.slice(API_PREFIX.length), `folio-data-${latest!.created_at.slice(0, 10)}.zip`);
    } catch (error) {
      setProblem(refusalOf(t, error, t('export.downloadFailed')));
    }
  };

  return (
    <section aria-labelledby="download-my-data" className="rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
      <h2 id="download-my-data" className="font-semibold text-gray-900">{t('export.title')}</h2>
      <p className="mt-1 text-sm text-gray-600">{t('export.text')}</p>
      <div role="status" aria-live="polite" className="mt-4 text-sm text-gray-700">
        {isLoading ? null : running ? (
          <p>{t('export.running')}</p>
        ) : latest?.status === 'done' ? (
          <p>{t('export.ready', { size: formatBytes(latest.size ?? 0, i18n.language), date: formatDate(latest.finished_at ?? latest.created_at, i18n.language) })}</p>
        ) : latest?.status === 'failed' ? (
          <p className="text-danger-700">{t('messages.exportFailed')}</p>
        ) : null}
        {problem && <p className="text-danger-700">{problem}</p>}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {latest?.status === 'done' && (
          <Button onClick={() => void onDownload()}>
            <Download aria-hidden className="size-4" />
            {t('export.download')}
          </Button>
        )}
        <Button variant={latest?.status === 'done' ? 'secondary' : 'primary'} disabled={starting || running} onClick={() => void onStart()}>
          {running ? t('export.preparing') : latest?.status === 'done' ? t('export.again') : t('export.start')}
        </Button>
      </div>
    </section>
  );
}
