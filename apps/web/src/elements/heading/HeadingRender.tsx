import { useTranslation } from 'react-i18next';
import { elementFields, headingLevel } from '@folio/shared';
import type { RenderProps } from '../types';
import { textStyle } from '../common/safe';

/** The page's own h1 is the screen's title: a book's level 1 is announced one level below it. */
/** A heading: plain text at a level; edited inline as plain text (one line, wrapping in its box). */
export function HeadingRender({ element, mode, editing, onChange }: RenderProps) {
  const { t } = useTranslation('elements');
  const { text, level } = elementFields('heading', element);
  const style = textStyle(element.style ?? {});
  if (mode === 'edit' && editing && onChange) {
    return (
      <textarea
        aria-label={t('heading.editorLabel')}
        dir="auto"
        autoFocus
        value={text}
        onChange={(e) => onChange({ text: e.target.value.replace(/\s*\n\s*/g, ' ') })}
        onPointerDown={(e) => e.stopPropagation()}
        className="size-full resize-none overflow-hidden bg-transparent font-bold break-words outline-none ring-2 ring-primary-500 ring-offset-2"
        style={style}
      />
    );
  }
  return (
    <div role="heading" aria-level={headingLevel(level)} dir="auto" className="size-full overflow-hidden font-bold break-words" style={style}>
      {text}
    </div>
  );
}
