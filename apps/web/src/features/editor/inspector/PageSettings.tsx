import { useTranslation } from 'react-i18next';
import type { BookPage } from '@folio/shared';
import { useAppDispatch } from '../../../app/hooks';
import { ColorInput, NumberInput, Row, Section, TextInput } from '../../../elements/common/fields';
import { safeColor } from '../../../elements/common/safe';
import { ActionButton } from '../actions/ActionButton';
import { updatePage } from '../state/editorSlice';
import { NarrationSection } from '../narration/NarrationSection';
import { ReadingOrderEditor } from '../../accessibility/ReadingOrderEditor';

/** With nothing selected, the inspector shows the current page: its name, background and layout grid. */
export function PageSettings({ page, index }: { page: BookPage; index: number }) {
  const { t } = useTranslation('editor');
  const dispatch = useAppDispatch();
  const change = (changes: Parameters<typeof updatePage>[0]['changes']) => dispatch(updatePage({ index, changes }));
  return (
    <div className="flex flex-col gap-3">
      {/* The first page is the book's cover (the reader and the catalogue show it as such). */}
      <h2 className="text-sm font-semibold text-gray-900">{index === 0 ? t('inspector.cover') : t('inspector.page', { n: index + 1 })}</h2>
      <Section title={t('inspector.pageSection')}>
        <TextInput label={t('inspector.pageName')} value={page.name} onChange={(name) => change({ name })} />
        <ColorInput
          label={t('inspector.background')}
          pickerLabel={t('inspector.pickBackground')}
          value={safeColor(page.style?.background) ?? '#ffffff'}
          onChange={(background) => change({ style: { background } })}
        />
      </Section>
      <Section title={t('inspector.layout')}>
        <Row>
          <NumberInput label={t('inspector.columns')} min={1} max={12} value={page.layout.columns} onChange={(columns) => change({ layout: { columns: Math.round(columns) } })} />
          <NumberInput label={t('inspector.gutter')} min={0} max={500} value={page.layout.gutter} onChange={(gutter) => change({ layout: { gutter } })} />
        </Row>
      </Section>
      <ReadingOrderEditor page={page} onChange={(readingOrder) => change({ readingOrder })} />
      <NarrationSection page={page} index={index} />
      <Section title={t('inspector.pageActions')}>
        <div className="flex flex-wrap gap-1">
          <ActionButton id="duplicate-page" showLabel />
          <ActionButton id="delete-page" showLabel />
        </div>
      </Section>
      <p className="text-xs text-gray-500">{t('inspector.nothingSelected')}</p>
    </div>
  );
}
