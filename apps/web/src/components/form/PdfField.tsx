import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText } from 'lucide-react';
import { UPLOAD_KINDS } from '@folio/shared';
import { usePdfProcessing } from '../../http/pdfProcessing';
import { uploadFile } from '../../http/upload';
import { FileInput } from './Field';
import { UploadFieldLayout } from './UploadFieldLayout';
import { UploadProgress } from './UploadProgress';
import { useFileUpload } from './useFileUpload';
import { workerUrl } from '../../features/reader/pdf/workerUrl';
import { RemoveFileButton } from './RemoveFileButton';

interface Props {
  label: string;
  /** The uploaded PDF's URL, or nothing yet. */
  value: string | null | undefined;
  /** Pages of the PDF already stored, when known (until another file is chosen); otherwise the field asks its processing. */
  pageCount?: number | null;
  /**
   * Where the stored PDF opens, given while `value` is the stored one (the book's reader): a PDF is never
   * served at its upload address, only through the reading-access rule.
   */
  savedHref?: string;
  onChange: (url: string | null) => void;
  /** Given when the book has no cover: the PDF's first page becomes one (a PNG uploaded as an image). */
  onCover?: (url: string) => void;
  error?: string;
  /** Called while an upload runs, so that the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
}

/** Width of a cover rendered from the PDF: sharp in the library's cards without a heavy upload. */
const COVER_WIDTH = 600;

/**
 * The first page of a PDF as a PNG, rendered in the browser. pdf.js is loaded here, on demand, so that the
 * screens that never render a PDF do not carry it. Eval stays off: the site's CSP forbids it.
 */
async function renderFirstPage(file: File): Promise<File> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()), isEvalSupported: false }).promise;
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: COVER_WIDTH / page.getViewport({ scale: 1 }).width });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    await page.render({ canvas, viewport }).promise;
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The first page could not be drawn.');
    return new File([blob], `${file.name.replace(/\.pdf$/i, '')}-cover.png`, { type: 'image/png' });
  } finally {
    await doc.destroy();
  }
}

/**
 * A PDF chosen from the computer: checked before sending (type and size), uploaded with a progress bar, and
 * makes a cover from the first page when the book has none. The server processes the file in the background:
 * until its page count is known the field asks how that goes, and shows "processing", then the page count,
 * or why the file could not be used (under the field, as its error). Saving need not wait for it.
 */
export function PdfField({ label, value, pageCount, savedHref, onChange, onCover, error, onBusyChange }: Props) {
  const { t } = useTranslation('ebooks');
  const input = useRef<HTMLInputElement>(null);
  const { progress, error: localError, upload } = useFileUpload('pdf', t('pdf.failed'), onBusyChange);
  const [makingCover, setMakingCover] = useState(false);
  const [coverNote, setCoverNote] = useState<string>();
  // The stored PDF's count is known; a new file's (or one saved before its processing ended) is asked for.
  const followed = value && (pageCount ?? null) === null && progress === null ? value : null;
  const processing = usePdfProcessing(followed);
  const pages = pageCount ?? (processing?.status === 'done' ? processing.page_count : null);
  const inProgress = processing?.status === 'pending' || processing?.status === 'processing';
  const failure = processing?.status === 'failed' ? (processing.error ?? undefined) : undefined;
  // The file chosen here opens from the computer's copy.
  const [chosen, setChosen] = useState<{ url: string; objectUrl: string } | null>(null);
  useEffect(() => () => { if (chosen) URL.revokeObjectURL(chosen.objectUrl); }, [chosen]);
  const openHref = chosen && chosen.url === value ? chosen.objectUrl : savedHref;

  const makeCover = async (file: File) => {
    if (!onCover) return;
    setMakingCover(true);
    // The form waits for the cover as it waits for the upload, so that saving does not drop it.
    onBusyChange?.(true);
    try {
      const cover = await uploadFile(await renderFirstPage(file), 'image', () => {});
      onCover(cover.url);
    } catch {
      // The book is fine without it: say so, and let the user choose a cover image instead.
      setCoverNote(t('pdf.coverFailed'));
    } finally {
      setMakingCover(false);
      onBusyChange?.(false);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setCoverNote(undefined);
    const result = await upload(file);
    if (input.current) input.current.value = '';
    if (!result) return;
    setChosen({ url: result.url, objectUrl: URL.createObjectURL(file) });
    onChange(result.url);
    await makeCover(file);
  };

  const limitMb = UPLOAD_KINDS.pdf.maxBytes / 1024 / 1024;
  return (
    <UploadFieldLayout label={label} error={localError ?? error ?? failure} hint={t('pdf.hint', { mb: limitMb })} preview={<FileText aria-hidden className={value ? 'size-8 text-danger-600' : 'size-6 text-gray-400'} />}>
      {(ids) => (
        <>
          <FileInput ref={input} ids={ids} accept={UPLOAD_KINDS.pdf.mime.join(',')} busy={progress !== null || makingCover} onFile={(file) => void choose(file)} />
          <UploadProgress percent={progress} label={t('pdf.progress')} />
          {makingCover && (
            <p role="status" className="text-xs text-gray-600">
              {t('pdf.makingCover')}
            </p>
          )}
          {coverNote && <p className="text-xs text-amber-800">{coverNote}</p>}
          {value && progress === null && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
              {openHref && (
                <a href={openHref} target="_blank" rel="noopener noreferrer" className="font-medium text-primary-700 hover:underline">
                  {t('pdf.open')}
                </a>
              )}
              {pages !== null && <span className="text-gray-700">{t('pdf.pages', { count: pages })}</span>}
              {inProgress && (
                <span role="status" className="text-gray-600">
                  {t('pdf.processing')}
                </span>
              )}
              <RemoveFileButton label={t('pdf.remove')} onRemove={() => onChange(null)} />
            </div>
          )}
        </>
      )}
    </UploadFieldLayout>
  );
}
