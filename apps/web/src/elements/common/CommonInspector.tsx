import { useTranslation } from 'react-i18next';
import type { BookElement } from '@folio/shared';
import { Checkbox, ColorInput, NumberInput, Row, Section, Select } from './fields';
import { BORDER_STYLES, commonStyleOf, SHADOWS, type CommonStyle } from './style';

/**
 * The properties every element has: position, size, rotation, opacity, border, shadow, corner radius, lock
 * and hide. Changes are sent whole (a full position, size or style), so that a merge or an overwrite of the
 * element gives the same result.
 */
/** A line (the line element, or a shape drawn as a line or an arrow) is a stroke: a border or corner radius has nothing to draw on. */
const isStroke = (element: BookElement) => element.type === 'line' || (element.type === 'shape' && (element.shape === 'line' || element.shape === 'arrow'));

export function CommonInspector({ element, onChange }: { element: BookElement; onChange: (changes: Partial<BookElement>) => void }) {
  const { t } = useTranslation('elements');
  const s = commonStyleOf(element);
  const setStyle = (changes: Record<string, unknown>) => onChange({ style: { ...element.style, ...changes } });
  const setBorder = (changes: Partial<CommonStyle['border']>) => setStyle({ border: { ...s.border, ...changes } });

  return (
    <div className="flex flex-col gap-3">
      <Section title={t('common.layout')}>
        <Row>
          <NumberInput label={t('common.x')} value={element.position.x} onChange={(x) => onChange({ position: { ...element.position, x } })} />
          <NumberInput label={t('common.y')} value={element.position.y} onChange={(y) => onChange({ position: { ...element.position, y } })} />
          <NumberInput label={t('common.width')} min={1} value={element.size.width} onChange={(width) => onChange({ size: { ...element.size, width } })} />
          <NumberInput label={t('common.height')} min={1} value={element.size.height} onChange={(height) => onChange({ size: { ...element.size, height } })} />
          <NumberInput label={t('common.rotation')} min={-360} max={360} value={s.rotation} onChange={(rotation) => setStyle({ rotation })} />
          <NumberInput label={t('common.opacity')} min={0} max={100} step={5} value={Math.round(s.opacity * 100)} onChange={(v) => setStyle({ opacity: v / 100 })} />
        </Row>
      </Section>
      {isStroke(element) ? (
        <Section title={t('common.shadow')}>
          <Select label={t('common.shadow')} value={s.shadow} options={SHADOWS.map((v) => ({ value: v, label: t(`common.shadows.${v}`) }))} onChange={(shadow) => setStyle({ shadow })} />
        </Section>
      ) : (
        <Section title={t('common.appearance')}>
          <Row>
            <NumberInput label={t('common.borderWidth')} min={0} max={100} value={s.border.width} onChange={(width) => setBorder({ width })} />
            <Select label={t('common.borderStyle')} value={s.border.style} options={BORDER_STYLES.map((v) => ({ value: v, label: t(`common.borderStyles.${v}`) }))} onChange={(style) => setBorder({ style })} />
          </Row>
          <ColorInput label={t('common.borderColor')} pickerLabel={t('common.pick', { name: t('common.borderColor') })} value={s.border.color} onChange={(color) => setBorder({ color })} />
          <Row>
            <Select label={t('common.shadow')} value={s.shadow} options={SHADOWS.map((v) => ({ value: v, label: t(`common.shadows.${v}`) }))} onChange={(shadow) => setStyle({ shadow })} />
            <NumberInput label={t('common.radius')} min={0} value={s.radius} onChange={(radius) => setStyle({ radius })} />
          </Row>
        </Section>
      )}
      <Section title={t('common.behaviour')}>
        <Checkbox label={t('common.locked')} checked={s.locked} onChange={(locked) => setStyle({ locked })} />
        <Checkbox label={t('common.hidden')} checked={s.hidden} onChange={(hidden) => setStyle({ hidden })} />
      </Section>
    </div>
  );
}
