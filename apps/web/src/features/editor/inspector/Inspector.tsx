import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookElement, BookPage } from '@folio/shared';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { getElementDefinition } from '../../../elements/registry';
import { CommonInspector } from '../../../elements/common/CommonInspector';
import { ActionButton } from '../actions/ActionButton';
import { actionsInGroup } from '../actions/registry';
import { updateElement } from '../state/editorSlice';
import { isOneGroup } from '../state/groupReducers';
import { AlignTargetChoice } from '../topbar/AlignTarget';
import { selectCurrentPage, selectPages, selectSelectedElements } from '../state/selectors';
import { PageSettings } from './PageSettings';
import { SaveToBankButton } from '../question-bank/SaveToBankButton';
import { LANGUAGE_TYPES, LanguageField } from '../../accessibility/LanguageField';

const MEDIA_TYPES = new Set(['image', 'audio', 'video']);

/** The images and media the book already uses, offered by the media inspectors to pick from. */
function mediaOf(pages: readonly BookPage[]): string[] {
  const found = new Set<string>();
  for (const page of pages) for (const e of page.elements) if (MEDIA_TYPES.has(e.type) && typeof e.src === 'string' && e.src) found.add(e.src);
  return [...found];
}

/** The right sidebar: the selected element's properties, the commands for several, or the page's settings. */
export function Inspector() {
  const { t } = useTranslation('editor');
  const selected = useAppSelector(selectSelectedElements);
  const page = useAppSelector(selectCurrentPage);
  const index = useAppSelector((s) => s.editor.currentPage);
  const selectedIds = useAppSelector((s) => s.editor.selectedElements);
  if (!page) return <p className="text-sm text-gray-500">{t('inspector.noPage')}</p>;
  if (selected.length === 1) return <ElementInspector key={selected[0]!.id} element={selected[0]!} />;
  if (selected.length > 1) {
    const grouped = isOneGroup(page, selectedIds);
    return (
      <div className="flex flex-col gap-3">
        <h2 className="text-sm font-semibold text-gray-900">{grouped ? t('inspector.group', { count: selected.length }) : t('inspector.many', { n: selected.length })}</h2>
        <div className="flex flex-wrap gap-1">
          <ActionButton id={grouped ? 'ungroup' : 'group'} showLabel />
        </div>
        <div role="group" aria-label={t('toolbar.align')} className="flex flex-wrap gap-1">
          {actionsInGroup('align').map((a) => (
            <ActionButton key={a.id} id={a.id} />
          ))}
        </div>
        <AlignTargetChoice />
        <div className="flex flex-wrap gap-1">
          <ActionButton id="send-to-back" />
          <ActionButton id="send-to-front" />
          <ActionButton id="duplicate" />
          <ActionButton id="delete" />
        </div>
      </div>
    );
  }
  return <PageSettings page={page} index={index} />;
}

function ElementInspector({ element }: { element: BookElement }) {
  const { t } = useTranslation(['editor', 'elements']);
  const dispatch = useAppDispatch();
  const pages = useAppSelector(selectPages);
  const context = useMemo(() => ({ pages: pages.map((p) => ({ id: p.id, name: p.name })), media: mediaOf(pages) }), [pages]);
  const onChange = useCallback((changes: Partial<BookElement>) => dispatch(updateElement({ id: element.id, changes })), [dispatch, element.id]);
  const definition = getElementDefinition(element.type);
  const TypeInspector = definition?.Inspector;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="truncate text-sm font-semibold text-gray-900">{definition ? t(definition.labelKey, { ns: 'elements' }) : element.type}</h2>
        <div className="flex">
          <ActionButton id="duplicate" />
          <ActionButton id="delete" />
        </div>
      </div>
      {TypeInspector && <TypeInspector element={element} onChange={onChange} context={context} />}
      {element.type === 'quiz' && <SaveToBankButton element={element} />}
      {LANGUAGE_TYPES.has(element.type) && <LanguageField element={element} onChange={onChange} />}
      <CommonInspector element={element} onChange={onChange} />
    </div>
  );
}
