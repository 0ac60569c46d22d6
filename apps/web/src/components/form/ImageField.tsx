import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus, Trash2 } from 'lucide-react';
import { UPLOAD_KINDS } from '@folio/shared';
import { Field, FileInput } from './Field';
import { UploadProgress } from './UploadProgress';
import { useFileUpload } from './useFileUpload';

interface Props {
  label: string;
  value: string | null | undefined;
  onChange: (url: string | null) => void;
  error?: string;
  /** Called while an upload runs, so that the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * An image chosen from the computer: checked before sending (spec §5 file messages), uploaded with a
 * progress bar, previewed; the field's value is the uploaded image's URL.
 */
export function ImageField({ label, value, onChange, error, onBusyChange }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { progress, error: localError, upload } = useFileUpload('image', t('upload.failed'), onBusyChange);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const result = await upload(file);
    if (result) onChange(result.url);
    if (input.current) input.current.value = '';
  };

  const limitMb = UPLOAD_KINDS.image.maxBytes / 1024 / 1024;
  return (
    <Field label={label} error={localError ?? error} hint={t('upload.imageHint', { mb: limitMb })}>
      {(ids) => (
        <div className="flex items-center gap-3">
          <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-lg border border-dashed border-gray-300 bg-gray-50">
            {value ? <img src={value} alt="" className="size-full object-cover" /> : <ImagePlus aria-hidden className="size-6 text-gray-400" />}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <FileInput ref={input} ids={ids} accept={UPLOAD_KINDS.image.mime.join(',')} busy={progress !== null} onFile={(file) => void choose(file)} />
            <UploadProgress percent={progress} label={t('upload.progress')} />
            {value && progress === null && (
              <button type="button" onClick={() => onChange(null)} className="inline-flex w-fit items-center gap-1 text-xs font-medium text-danger-700 hover:underline">
                <Trash2 aria-hidden className="size-3.5" />
                {t('upload.remove')}
              </button>
            )}
          </div>
        </div>
      )}
    </Field>
  );
}
