import { lazy, Suspense } from 'react';
import { elementFields } from '@folio/shared';
import type { RenderProps } from '../types';
import { RichText } from '../common/RichText';
import { textStyle } from '../common/safe';

// The rich-text editor is loaded only when a text is edited: readers never download it.
const TextEditor = lazy(() => import('./TextEditor'));

/** A text box: its sanitised rich text, or the rich-text editor while it is edited inline. */
export function TextRender({ element, mode, editing, onChange }: RenderProps) {
  const { html } = elementFields('text', element);
  const style = textStyle(element.style ?? {});
  const view = (
    <div dir="auto" className="size-full overflow-hidden break-words" style={style}>
      <RichText html={html} links={mode === 'read'} />
    </div>
  );
  if (mode !== 'edit' || !editing || !onChange) return view;
  return (
    <Suspense fallback={view}>
      <TextEditor html={html} style={style} onChange={(next) => onChange({ html: next })} />
    </Suspense>
  );
}
