import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileLock, FileText } from 'lucide-react';
import { UPLOAD_KINDS, uploadAccept } from '@folio/shared';
import { FileInput } from './Field';
import { UploadFieldLayout } from './UploadFieldLayout';
import { UploadProgress } from './UploadProgress';
import { useFileUpload } from './useFileUpload';
import { useProtectedFile } from './useProtectedFile';
import { RemoveFileButton } from './RemoveFileButton';

interface Props {
  label: string;
  /** The document's upload address, or nothing yet. */
  value: string | null | undefined;
  /**
   * The API path that sends the stored document to an admin, given while `value` is the stored one: the
   * file is private, so its address cannot be opened as it is.
   */
  savedPath?: string;
  onChange: (url: string | null) => void;
  error?: string;
  /** Called while an upload runs, so that the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
}

/** The file chosen in this form, shown from the computer's copy (its upload is private). */
interface Chosen {
  url: string;
  objectUrl: string;
  type: string;
}

/**
 * A private document (an identity document: a scan, a photo or a PDF), uploaded with a progress bar. The
 * stored one is fetched with the admin's token and shown or downloaded from an object URL; a newly chosen
 * one is shown from the file itself.
 */
export function DocumentField({ label, value, savedPath, onChange, error, onBusyChange }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { progress, error: localError, upload } = useFileUpload('document', t('upload.failed'), onBusyChange);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  useEffect(() => () => { if (chosen) URL.revokeObjectURL(chosen.objectUrl); }, [chosen]);
  const fresh = chosen && chosen.url === value ? chosen : null;
  const saved = useProtectedFile(value && !fresh ? savedPath : null);
  const shown = fresh ? { url: fresh.objectUrl, type: fresh.type } : saved.url ? { url: saved.url, type: saved.type } : null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const result = await upload(file);
    if (input.current) input.current.value = '';
    if (!result) return;
    setChosen({ url: result.url, objectUrl: URL.createObjectURL(file), type: result.mime });
    onChange(result.url);
  };

  const limitMb = UPLOAD_KINDS.document.maxBytes / 1024 / 1024;
  return (
    <UploadFieldLayout
      label={label}
      error={localError ?? error}
      hint={t('upload.documentHint', { mb: limitMb })}
      preview={
        shown?.type.startsWith('image/') ? (
          <img src={shown.url} alt="" className="size-full object-cover" />
        ) : value ? (
          <FileText aria-hidden className="size-8 text-gray-500" />
        ) : (
          <FileLock aria-hidden className="size-6 text-gray-400" />
        )
      }
    >
      {(ids) => (
        <>
          <FileInput ref={input} ids={ids} accept={uploadAccept('document')} busy={progress !== null} onFile={(file) => void choose(file)} />
          <UploadProgress percent={progress} label={t('upload.progress')} />
          {value && saved.loading && (
            <p role="status" className="text-xs text-gray-600">
              {t('upload.documentLoading')}
            </p>
          )}
          {value && saved.failed && <p className="text-xs text-amber-800">{t('upload.documentFailed')}</p>}
          {value && progress === null && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
              {shown && (
                <>
                  <a href={shown.url} target="_blank" rel="noopener noreferrer" className="font-medium text-primary-700 hover:underline">
                    {t('upload.openDocument')}
                  </a>
                  <a href={shown.url} download={value.split('/').pop()} className="font-medium text-primary-700 hover:underline">
                    {t('upload.downloadDocument')}
                  </a>
                </>
              )}
              <RemoveFileButton label={t('upload.removeDocument')} onRemove={() => onChange(null)} />
            </div>
          )}
        </>
      )}
    </UploadFieldLayout>
  );
}
