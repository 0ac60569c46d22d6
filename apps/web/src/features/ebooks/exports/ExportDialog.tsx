import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileDown } from 'lucide-react';
import { EXPORT_FORMATS, isLmsFormat, LMS_FORMATS, type BookExport, type BUYER_DOWNLOAD_FORMATS, type Ebook, type ExportFormat } from '@folio/shared';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { UploadProgress } from '../../../components/form/UploadProgress';
import { formatBytes } from '../../../app/formatBytes';
import { errorMessage } from '../../../http/client';
import { saveDownload } from '../../../http/saveDownload';
import { formatDate } from '../format';
import { exportsUrl, useBookExportsQuery, useStartExportMutation } from './api';

/** The file formats' own names, the same in every language (the offline flipbook's is translated: formats.offline.name). */
export const FORMAT_NAMES: Record<(typeof BUYER_DOWNLOAD_FORMATS)[number], string> = { epub: 'EPUB 3', pdf: 'PDF' };
/** The LMS packages' standards, by their own names (decision 027). */
const LMS_NAMES: Record<(typeof LMS_FORMATS)[number], string> = { scorm12: 'SCORM 1.2', scorm2004: 'SCORM 2004', cmi5: 'cmi5' };

/** What a PDF book's exports are (decision 021): its own PDF with its links, and its offline flipbook, also for an LMS. */
const PDF_BOOK_FORMATS = ['pdf', 'offline', ...LMS_FORMATS] as const satisfies readonly ExportFormat[];
/** An e-book's formats, the reflowable EPUB beside the fixed-layout one. */
const BOOK_FORMATS: readonly ExportFormat[] = ['epub', 'epub-reflowable', ...EXPORT_FORMATS.filter((f) => f !== 'epub' && f !== 'epub-reflowable')];
const PDF_BOOK_DESCRIPTIONS: Partial<Record<ExportFormat, string>> = { pdf: 'exports.formats.pdfBook.description', offline: 'exports.formats.pdfBookOffline.description' };

/** Saves a finished export. */
const download = (bookId: string, file: BookExport) => saveDownload(`${exportsUrl(bookId)}/${encodeURIComponent(file.id)}/file`, file.file_name);

function FormatCard({ bookId, format, latest, pdfBook }: { bookId: string; format: ExportFormat; latest: BookExport | undefined; pdfBook: boolean }) {
  const { t, i18n } = useTranslation('ebooks');
  const [start, { isLoading: starting }] = useStartExportMutation();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const busy = latest?.status === 'queued' || latest?.status === 'running';
  // EPUB, PDF and the LMS standards go by their own names; the others' names are translated (formats.<format>.name).
  const name = format === 'epub' || format === 'pdf' ? FORMAT_NAMES[format] : isLmsFormat(format) ? LMS_NAMES[format] : t(`exports.formats.${format}.name`);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4">
      <div>
        <h3 className="font-semibold text-gray-900">{name}</h3>
        <p className="text-sm text-gray-600">{t((pdfBook && PDF_BOOK_DESCRIPTIONS[format]) || `exports.formats.${format}.description`)}</p>
      </div>
      <div aria-live="polite" className="flex flex-col gap-2 text-sm">
        {latest?.status === 'queued' && <p className="text-gray-700">{t('exports.queued')}</p>}
        {latest?.status === 'running' && (
          <>
            <p className="text-gray-700">{t('exports.running', { percent: latest.progress })}</p>
            <UploadProgress percent={latest.progress} label={t('exports.progressLabel', { name })} />
          </>
        )}
        {latest?.status === 'done' && (
          <p className="text-gray-700">{t('exports.ready', { size: formatBytes(latest.size ?? 0, i18n.language), date: formatDate(latest.finished_at ?? latest.created_at, i18n.language) })}</p>
        )}
        {latest?.status === 'failed' && (
          <p role="alert" className="text-danger-700">
            {t('exports.failed')}
          </p>
        )}
        {downloadError && (
          <p role="alert" className="text-danger-700">
            {downloadError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {latest?.status === 'done' && (
          <Button
            onClick={() => {
              setDownloadError(null);
              download(bookId, latest).catch((error: unknown) => setDownloadError(errorMessage(error, t('exports.downloadFailed'))));
            }}
          >
            <Download aria-hidden className="size-4" />
            {t('exports.download', { name: latest.file_name })}
          </Button>
        )}
        <Button variant={latest?.status === 'done' ? 'secondary' : 'primary'} disabled={busy || starting} onClick={() => void start({ id: bookId, format })}>
          <FileDown aria-hidden className="size-4" />
          {latest ? t('exports.again', { name }) : t('exports.start', { name })}
        </Button>
      </div>
    </li>
  );
}

/**
 * A book's exports (from its row actions, its page and the editor): each format with its latest export, made
 * in the background (its progress read every second while it runs), and downloaded when done. The dialog may
 * be closed meanwhile: the export goes on, and is here to download next time. A PDF book is exported as its own
 * PDF with the links put on its pages, or as an offline flipbook of its PDF and all put on it (decision 021); an
 * EPUB, made of pages, is not offered for it.
 */
export function ExportDialog({ book, open, onOpenChange }: { book: { id: string; title: string; book_type?: Ebook['book_type'] }; open: boolean; onOpenChange: (open: boolean) => void }) {
  const pdfBook = book.book_type === 'pdf';
  const { t } = useTranslation('ebooks');
  const { data: exports = [] } = useBookExportsQuery(book.id, { skip: !open });
  const running = exports.some((e) => e.status === 'queued' || e.status === 'running');
  // Polled only while an export runs: a separate subscription, so that the interval follows `running`.
  useBookExportsQuery(book.id, { skip: !open || !running, pollingInterval: 1000 });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('exports.title', { title: book.title })} description={t('exports.intro')}>
      <ul className="flex flex-col gap-3">
        {(pdfBook ? PDF_BOOK_FORMATS : BOOK_FORMATS).map((format) => (
          <FormatCard key={format} bookId={book.id} format={format} pdfBook={pdfBook} latest={exports.find((e) => e.format === format)} />
        ))}
      </ul>
    </Modal>
  );
}
