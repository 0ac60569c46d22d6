import { useTranslation } from 'react-i18next';
import { elementFields } from '@folio/shared';
import type { InspectorProps } from '../types';
import { Section, Select, TextArea } from '../common/fields';
import { TextStyleInspector } from '../common/TextStyleInspector';

const LEVELS = ['1', '2', '3', '4', '5', '6'] as const;

export function HeadingInspector({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('elements');
  const { text, level } = elementFields('heading', element);
  return (
    <div className="flex flex-col gap-3">
      <Section title={t('heading.title')}>
        <TextArea label={t('heading.text')} rows={2} value={text} onChange={(v) => onChange({ text: v.replace(/\s*\n\s*/g, ' ') })} />
        <Select label={t('heading.level')} value={String(level) as (typeof LEVELS)[number]} options={LEVELS.map((l) => ({ value: l, label: t('heading.levelN', { n: l }) }))} onChange={(l) => onChange({ level: Number(l) })} />
      </Section>
      <TextStyleInspector element={element} onChange={onChange} />
    </div>
  );
}
