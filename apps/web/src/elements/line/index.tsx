import { useTranslation } from 'react-i18next';
import { Minus } from 'lucide-react';
import type { InspectorProps } from '../types';
import { defineElement } from '../defineElement';
import { Section } from '../common/fields';
import { StrokeFields } from '../shape/ShapeInspector';
import { LineRender } from './LineRender';

function LineInspector({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('elements');
  return (
    <Section title={t('line.title')}>
      <StrokeFields element={element} onChange={onChange} />
    </Section>
  );
}

/** A straight horizontal stroke across its box (kept for pages that have one; new lines are shapes). */
export const lineElement = defineElement({
  type: 'line',
  icon: Minus,
  tab: 'Shapes',
  create: () => ({ size: { width: 300, height: 12 }, style: { stroke: '#111827', strokeWidth: 3 } }),
  Render: LineRender,
  Inspector: LineInspector,
});
