import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { elementFields, HOTSPOT_OPENS, uploadAccept, type BookElement, type HotspotElement } from '@folio/shared';
import type { InspectorProps } from '../types';
import { fileInputClass } from '../../components/form/Field';
import { UploadProgress } from '../../components/form/UploadProgress';
import { useFileUpload } from '../../components/form/useFileUpload';
import { Checkbox, Section, Select, TextArea, TextInput } from '../common/fields';
import { safeImageSrc, safeMediaSrc } from '../common/safe';

/** A picture or a sound for the hotspot: uploaded from the computer (with progress), or given by its address. */
function FileField({ kind, src, onChange }: { kind: 'image' | 'audio'; src: string; onChange: (src: string) => void }) {
  const { t } = useTranslation('elements');
  const input = useRef<HTMLInputElement>(null);
  const { progress, error, upload } = useFileUpload(kind, t(`${kind}.uploadFailed`));
  const valid = kind === 'image' ? Boolean(safeImageSrc(src)) : Boolean(safeMediaSrc(src));
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const result = await upload(file);
    if (result) onChange(result.url);
    if (input.current) input.current.value = '';
  };
  return (
    <>
      <label className="flex flex-col gap-1 text-xs font-medium text-gray-700">
        {t(`${kind}.upload`)}
        <input ref={input} type="file" accept={uploadAccept(kind)} disabled={progress !== null} onChange={(e) => void choose(e.target.files?.[0])} className={fileInputClass} />
      </label>
      <UploadProgress percent={progress} label={t(`${kind}.uploading`)} />
      {error && (
        <p role="alert" className="text-xs text-danger-700">
          {error}
        </p>
      )}
      <TextInput label={t('media.address')} type="url" value={src} placeholder="https://" onChange={(v) => onChange(v.trim())} invalid={src.trim() !== '' && !valid} hint={src.trim() !== '' && !valid ? t('media.invalid') : undefined} />
    </>
  );
}

/** The hotspot's name, what it opens (a picture and its description, a text, a sound and its transcript) and its look. */
export function HotspotInspector({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('elements');
  const { label, opens, src = '', alt = '', text = '', transcript = '', hidden = false } = elementFields('hotspot', element as HotspotElement);
  const change = (changes: Partial<HotspotElement>) => onChange(changes as Partial<BookElement>);
  return (
    <div className="flex flex-col gap-3">
      <Section title={t('hotspot.title')}>
        <TextInput label={t('hotspot.label')} value={label} onChange={(v) => change({ label: v })} hint={t('hotspot.labelHint')} invalid={!label.trim()} />
        <Select label={t('hotspot.opensLabel')} value={opens} options={HOTSPOT_OPENS.map((o) => ({ value: o, label: t(`hotspot.opens.${o}`) }))} onChange={(v) => change({ opens: v })} />
        {opens === 'picture' && (
          <>
            <FileField kind="image" src={src} onChange={(v) => change({ src: v })} />
            <TextArea label={t('hotspot.alt')} value={alt} onChange={(v) => change({ alt: v })} hint={t('image.altHint')} invalid={!alt.trim()} />
          </>
        )}
        {opens === 'text' && <TextArea label={t('hotspot.text')} rows={5} value={text} onChange={(v) => change({ text: v })} />}
        {opens === 'sound' && (
          <>
            <FileField kind="audio" src={src} onChange={(v) => change({ src: v })} />
            <TextArea label={t('hotspot.transcript')} rows={4} value={transcript} onChange={(v) => change({ transcript: v })} />
          </>
        )}
        <Checkbox label={t('hotspot.hidden')} checked={hidden} onChange={(v) => change({ hidden: v })} />
      </Section>
    </div>
  );
}
