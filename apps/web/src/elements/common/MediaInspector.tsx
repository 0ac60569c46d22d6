import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey, UPLOAD_KINDS, uploadAccept, type BookElement, type MediaUploadKind } from '@folio/shared';
import { fileInputClass } from '../../components/form/Field';
import { UploadProgress } from '../../components/form/UploadProgress';
import { useFileUpload } from '../../components/form/useFileUpload';
import { Section, TextInput } from './fields';

/**
 * The source and title of a player (sound, video, embedded video): a file uploaded from the computer when the
 * type has an upload kind, or an address; `valid` says whether the address can be played here.
 */
export function MediaInspector({ field, value, title, valid, hint, upload, onChange }: {
  field: 'src' | 'url';
  value: string;
  title: string;
  valid: boolean;
  hint: string;
  /** The upload kind of the player's files; none for players of other sites only. */
  upload?: MediaUploadKind;
  onChange: (changes: Partial<BookElement>) => void;
}) {
  const { t } = useTranslation('elements');
  const invalid = value.trim() !== '' && !valid;
  return (
    <Section title={t('media.title')}>
      {upload && <MediaUpload kind={upload} title={title} onChange={onChange} />}
      <TextInput label={t('media.address')} type="url" value={value} placeholder="https://" onChange={(v) => onChange({ [field]: v.trim() })} invalid={invalid} hint={invalid ? t('media.invalid') : hint} />
      <TextInput label={t('media.name')} value={title} onChange={(v) => onChange({ title: v })} hint={t('media.nameHint')} />
    </Section>
  );
}

/** A file's name without its extension: "birdsong.mp3" → "birdsong". */
const baseName = (name: string) => name.replace(/\.[^.]+$/, '').trim();

/**
 * A sound or video file from the computer: checked before sending (spec §5 file messages), uploaded with a
 * progress bar (a video may take minutes), then it becomes the player's source. A player without a title is
 * named after the file, so that screen readers say more than "Audio". The spec's file messages are shown in
 * the reader's language; other reasons from the server as it gives them.
 */
function MediaUpload({ kind, title, onChange }: { kind: MediaUploadKind; title: string; onChange: (changes: Partial<BookElement>) => void }) {
  const { t, i18n } = useTranslation(['elements', 'validation']);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { progress, error, upload } = useFileUpload(kind, t(`${kind}.uploadFailed`));
  const errorKey = error && messageKey(error);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const result = await upload(file);
    if (result) onChange({ src: result.url, ...(title.trim() ? {} : { title: baseName(file.name) }) });
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col gap-1">
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
        {t(`${kind}.upload`)}
        <input ref={input} type="file" accept={uploadAccept(kind)} disabled={progress !== null} aria-describedby={hintId} onChange={(e) => void choose(e.target.files?.[0])} className={fileInputClass} />
      </label>
      <p id={hintId} className="text-xs text-gray-500">
        {t(`${kind}.uploadHint`, { mb: UPLOAD_KINDS[kind].maxBytes / 1024 / 1024 })}
      </p>
      {progress !== null && (
        <div className="flex items-center gap-2">
          <div className="flex-1">
            <UploadProgress percent={progress} label={t(`${kind}.uploading`)} />
          </div>
          <span aria-hidden className="text-xs text-gray-600 tabular-nums">
            {new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(progress / 100)}
          </span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-xs text-danger-700">
          {errorKey ? t(errorKey, { ns: 'validation' }) : error}
        </p>
      )}
    </div>
  );
}
