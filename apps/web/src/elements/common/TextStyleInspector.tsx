import { useTranslation } from 'react-i18next';
import type { BookElement } from '@folio/shared';
import { ColorInput, NumberInput, Row, Section, Select } from './fields';
import { FONT_FAMILIES, FONT_WEIGHTS, TEXT_ALIGNS } from './fonts';
import { safeAlign } from '@folio/shared';
import { safeColor, safeNumber } from './safe';

const matchFamily = (value: unknown) => FONT_FAMILIES.find((f) => f.value === value)?.key ?? '';

/** The text style of a whole text or heading box: font, size, weight, colour, alignment, spacing. */
export function TextStyleInspector({ element, onChange }: { element: BookElement; onChange: (changes: Partial<BookElement>) => void }) {
  const { t } = useTranslation('elements');
  const style = element.style ?? {};
  const set = (changes: Record<string, unknown>) => onChange({ style: { ...style, ...changes } });
  const weight = String(style.fontWeight ?? '400');
  const align = safeAlign(style.textAlign);
  return (
    <Section title={t('textStyle.title')}>
      <Select
        label={t('textStyle.font')}
        value={matchFamily(style.fontFamily)}
        options={[{ value: '', label: t('textStyle.fonts.default') }, ...FONT_FAMILIES.map((f) => ({ value: f.key, label: t(`textStyle.fonts.${f.key}`) }))]}
        onChange={(key) => set({ fontFamily: FONT_FAMILIES.find((f) => f.key === key)?.value })}
      />
      <Row>
        <NumberInput label={t('textStyle.size')} min={4} max={400} value={safeNumber(style.fontSize) ?? 16} onChange={(fontSize) => set({ fontSize })} />
        <Select
          label={t('textStyle.weight')}
          value={(FONT_WEIGHTS as readonly string[]).includes(weight) ? weight : weight === 'bold' ? '700' : '400'}
          options={FONT_WEIGHTS.map((w) => ({ value: w, label: t(`textStyle.weights.${w}`) }))}
          onChange={(fontWeight) => set({ fontWeight: Number(fontWeight) })}
        />
        <NumberInput label={t('textStyle.lineHeight')} min={0.5} max={5} step={0.05} value={safeNumber(style.lineHeight) ?? 1.5} onChange={(lineHeight) => set({ lineHeight })} />
        <NumberInput label={t('textStyle.letterSpacing')} min={-10} max={50} step={0.5} value={safeNumber(style.letterSpacing) ?? 0} onChange={(letterSpacing) => set({ letterSpacing })} />
      </Row>
      <Select
        label={t('textStyle.align')}
        value={align && (TEXT_ALIGNS as readonly string[]).includes(String(align)) ? String(align) : 'start'}
        options={TEXT_ALIGNS.map((a) => ({ value: a, label: t(`textStyle.aligns.${a}`) }))}
        onChange={(textAlign) => set({ textAlign })}
      />
      <ColorInput label={t('textStyle.color')} pickerLabel={t('common.pick', { name: t('textStyle.color') })} value={safeColor(style.color) ?? ''} onChange={(color) => set({ color })} />
    </Section>
  );
}
