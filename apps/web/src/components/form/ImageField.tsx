import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';
import { UPLOAD_KINDS } from '@folio/shared';
import { FileInput } from './Field';
import { UploadFieldLayout } from './UploadFieldLayout';
import { UploadProgress } from './UploadProgress';
import { useFileUpload } from './useFileUpload';
import { RemoveFileButton } from './RemoveFileButton';

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
    <UploadFieldLayout label={label} error={localError ?? error} hint={t('upload.imageHint', { mb: limitMb })} preview={value ? <img src={value} alt="" className="size-full object-cover" /> : <ImagePlus aria-hidden className="size-6 text-gray-400" />}>
      {(ids) => (
        <>
          <FileInput ref={input} ids={ids} accept={UPLOAD_KINDS.image.mime.join(',')} busy={progress !== null} onFile={(file) => void choose(file)} />
          <UploadProgress percent={progress} label={t('upload.progress')} />
          {value && progress === null && (
            <RemoveFileButton label={t('upload.remove')} onRemove={() => onChange(null)} className="w-fit text-xs" />
          )}
        </>
      )}
    </UploadFieldLayout>
  );
}
