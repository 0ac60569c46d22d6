import { useTranslation } from 'react-i18next';
import type { InspectorProps } from '../types';
import { TextStyleInspector } from '../common/TextStyleInspector';

/** A text's box-wide style; parts of the text are formatted in the inline editor (double-click). */
export function TextInspector({ element, onChange }: InspectorProps) {
  const { t } = useTranslation('elements');
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-md bg-primary-50 px-3 py-2 text-xs text-primary-800">{t('text.hint')}</p>
      <TextStyleInspector element={element} onChange={onChange} />
    </div>
  );
}
