import { useTranslation } from 'react-i18next';
import type { BookElement } from '@folio/shared';
import { Section, TextInput } from './fields';

/**
 * The address and title of a player (sound, video, embedded video). There is no upload kind for sound or
 * video files, so they are given by address; `valid` says whether the address can be played here.
 */
export function MediaInspector({ field, value, title, valid, hint, onChange }: {
  field: 'src' | 'url';
  value: string;
  title: string;
  valid: boolean;
  hint: string;
  onChange: (changes: Partial<BookElement>) => void;
}) {
  const { t } = useTranslation('elements');
  const invalid = value.trim() !== '' && !valid;
  return (
    <Section title={t('media.title')}>
      <TextInput label={t('media.address')} type="url" value={value} placeholder="https://" onChange={(v) => onChange({ [field]: v.trim() })} invalid={invalid} hint={invalid ? t('media.invalid') : hint} />
      <TextInput label={t('media.name')} value={title} onChange={(v) => onChange({ title: v })} hint={t('media.nameHint')} />
    </Section>
  );
}
