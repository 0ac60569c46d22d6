import { useTranslation } from 'react-i18next';
import { elementFields, SHAPE_KINDS } from '@folio/shared';
import type { InspectorProps } from '../types';
import { ColorInput, NumberInput, Section, Select } from '../common/fields';
import { safeColor, safeNumber } from '../common/safe';

/** Stroke colour and width; shared by shapes and lines. */
export function StrokeFields({ element, onChange }: Pick<InspectorProps, 'element' | 'onChange'>) {
  const { t } = useTranslation('elements');
  const style = element.style ?? {};
  const set = (changes: Record<string, unknown>) => onChange({ style: { ...style, ...changes } });
  return (
    <>
      <ColorInput label={t('shape.stroke')} pickerLabel={t('common.pick', { name: t('shape.stroke') })} value={safeColor(style.stroke) ?? ''} onChange={(stroke) => set({ stroke })} />
      <NumberInput label={t('shape.strokeWidth')} min={0} max={100} value={safeNumber(style.strokeWidth) ?? 0} onChange={(strokeWidth) => set({ strokeWidth })} />
    </>
  );
}

export function ShapeInspector({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('elements');
  const { shape } = elementFields('shape', element);
  const style = element.style ?? {};
  const filled = shape === 'rectangle' || shape === 'ellipse';
  return (
    <Section title={t('shape.title')}>
      <Select label={t('shape.kind')} value={shape} options={SHAPE_KINDS.map((k) => ({ value: k, label: t(`shape.kinds.${k}`) }))} onChange={(next) => onChange({ shape: next })} />
      {filled && <ColorInput label={t('shape.fill')} pickerLabel={t('common.pick', { name: t('shape.fill') })} value={safeColor(style.fill) ?? ''} onChange={(fill) => onChange({ style: { ...style, fill } })} />}
      <StrokeFields element={element} onChange={onChange} />
    </Section>
  );
}
