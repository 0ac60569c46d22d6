import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { elementFields, objectFitOf, UPLOAD_KINDS } from '@folio/shared';
import type { InspectorProps } from '../types';
import { fileInputClass } from '../../components/form/Field';
import { UploadProgress } from '../../components/form/UploadProgress';
import { useFileUpload } from '../../components/form/useFileUpload';
import { Checkbox, Section, Select, TextArea } from '../common/fields';
import { safeImageSrc } from '../common/safe';

/** The picture: uploaded (with progress) or picked from the book's pictures; its alt text; how it fills the box. */
export function ImageInspector({ element, onChange, context }: InspectorProps) {
  const { t } = useTranslation('elements');
  const input = useRef<HTMLInputElement>(null);
  const { src, alt, decorative } = elementFields('image', element);
  const { progress, error, upload } = useFileUpload('image', t('image.uploadFailed'));
  const media = [...new Set(context.media)].filter((m) => safeImageSrc(m));
  const missing = !decorative && !alt.trim();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const result = await upload(file);
    if (result) onChange({ src: result.url });
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col gap-3">
      <Section title={t('image.title')}>
        <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
          {t('image.upload')}
          <input ref={input} type="file" accept={UPLOAD_KINDS.image.mime.join(',')} disabled={progress !== null} onChange={(e) => void choose(e.target.files?.[0])} className={fileInputClass} />
        </label>
        <UploadProgress percent={progress} label={t('image.uploading')} />
        {error && <p className="text-xs text-danger-700">{error}</p>}
        {media.length > 0 && (
          <div className="flex flex-col gap-1">
            <p className="text-xs font-medium text-gray-700">{t('image.fromBook')}</p>
            <ul className="grid grid-cols-4 gap-1.5">
              {media.map((m, i) => (
                <li key={m}>
                  <button
                    type="button"
                    aria-label={t('image.useImage', { n: i + 1 })}
                    aria-pressed={m === src}
                    onClick={() => onChange({ src: m })}
                    className={clsx('block aspect-square w-full overflow-hidden rounded border-2', m === src ? 'border-primary-600' : 'border-transparent hover:border-gray-300')}
                  >
                    <img src={m} alt="" loading="lazy" className="size-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <Select
          label={t('image.fit')}
          value={objectFitOf(element.style)}
          options={[{ value: 'cover', label: t('image.fitCover') }, { value: 'contain', label: t('image.fitContain') }]}
          onChange={(objectFit) => onChange({ style: { ...element.style, objectFit } })}
        />
      </Section>
      <Section title={t('image.altTitle')}>
        <TextArea label={t('image.alt')} value={alt} onChange={(v) => onChange({ alt: v })} invalid={missing} hint={missing ? t('image.altRequired') : t('image.altHint')} />
        <Checkbox label={t('image.decorative')} checked={Boolean(decorative)} onChange={(v) => onChange({ decorative: v })} />
      </Section>
    </div>
  );
}
