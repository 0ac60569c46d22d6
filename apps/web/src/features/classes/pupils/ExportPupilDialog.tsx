import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { AccountExport, ClassRecord, ClassStudent } from '@folio/shared';
import { Modal } from '../../../components/Modal';
import { Button } from '../../../components/Button';
import { formatBytes } from '../../../app/formatBytes';
import { saveDownload } from '../../../http/saveDownload';
import { privacyText, refusalOf } from '../../privacy/privacyText';
import { auditWritten, usePupilExportQuery, useStartPupilExportMutation } from '../api';
import { useDates } from '../format';

/** How often the dialog asks after an export under way. */
const POLL_MS = 2000;
const API_PREFIX = '/api';

interface Props {
  record: ClassRecord;
  /** The pupil whose data is exported; null keeps the dialog closed. */
  pupil: ClassStudent | null;
  onClose: () => void;
}

/**
 * "Download data" of a pupil (a pupil has no password to do it themselves): opening the dialog starts the export,
 * a job on the server, which the dialog follows until it is done or failed, then offers the ZIP.
 */
export function ExportPupilDialog({ record, pupil, onClose }: Props) {
  const { t } = useTranslation('classes');
  return (
    <Modal open={pupil !== null} onOpenChange={(open) => !open && onClose()} title={t('export.title', { name: pupil?.name ?? '' })} description={t('export.body')}>
      {pupil && <ExportState key={pupil.id} record={record} pupil={pupil} onClose={onClose} />}
    </Modal>
  );
}

function ExportState({ record, pupil, onClose }: Props & { pupil: ClassStudent }) {
  const { t, i18n } = useTranslation(['classes', 'privacy']);
  const dates = useDates();
  const dispatch = useDispatch();
  const [start] = useStartPupilExportMutation();
  const [started, setStarted] = useState<AccountExport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [polling, setPolling] = useState(true);
  // Until the start is answered the latest export is an older one, which must not show as this one's outcome.
  const latest = usePupilExportQuery({ id: record.id, studentId: pupil.id }, { skip: !started, pollingInterval: polling ? POLL_MS : 0 });
  const current = latest.data ?? started ?? undefined;
  const running = current?.status === 'queued' || current?.status === 'running';
  // Polling stops once the export is done or failed.
  if (current && polling !== running) setPolling(running);

  const begun = useRef(false);
  useEffect(() => {
    // Once per opening, also when React runs the effect twice in development.
    if (begun.current) return;
    begun.current = true;
    start({ id: record.id, studentId: pupil.id })
      .unwrap()
      .then(setStarted)
      .catch((error: unknown) => setProblem(refusalOf(t, error, t('classes:export.startFailed'))));
  }, [start, t, record.id, pupil.id]);

  const onDownload = async () => {
    if (!current?.download_url) return;
    setProblem(null);
    setSaving(true);
    try {
      // The client adds the API's prefix itself.
      await saveDownload(current.download_url.slice(API_PREFIX.length), `folio-${pupil.name.replace(/\s+/g, '-')}-${current.created_at.slice(0, 10)}.zip`);
      dispatch(auditWritten(record.id));
    } catch (error) {
      setProblem(refusalOf(t, error, t('privacy:export.downloadFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="status" aria-live="polite" className="text-sm text-gray-700">
        {current === undefined || running ? (
          !problem && <p>{t('classes:export.preparing')}</p>
        ) : current.status === 'done' ? (
          <p>{t('classes:export.ready', { size: formatBytes(current.size ?? 0, i18n.language), date: dates.moment(current.finished_at ?? current.created_at) })}</p>
        ) : current.status === 'failed' ? (
          <p className="text-danger-700">{privacyText(t, current.error ?? undefined) ?? current.error ?? t('privacy:messages.exportFailed')}</p>
        ) : null}
        {problem && <p className="text-danger-700">{problem}</p>}
      </div>
      <p className="text-sm text-gray-600">{t('classes:export.audited')}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('classes:close')}
        </Button>
        {current?.status === 'done' && (
          <Button disabled={saving} onClick={() => void onDownload()}>
            <Download aria-hidden className="size-4" />
            {t('classes:export.download')}
          </Button>
        )}
      </div>
    </div>
  );
}
