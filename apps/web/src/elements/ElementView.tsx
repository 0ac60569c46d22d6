import clsx from 'clsx';
import type { RenderProps } from './types';
import { isKnownType, ELEMENT_RENDERERS } from './renderers';
import { elementBoxStyle } from './common/style';
import './common/elements.css';

/**
 * One element in its box: the common style (rotation, opacity, border, shadow, radius) around its type's
 * Render. Hidden elements are left out when reading; outside reading the content takes no pointer events
 * (the editor's own frame handles selection and dragging) unless it is being edited inline.
 */
export function ElementView(props: RenderProps) {
  const { element, mode, editing, highlighted } = props;
  const box = elementBoxStyle(element, mode);
  // A type this build does not know (a newer book) is left out.
  if (!isKnownType(element.type) || box.display === 'none') return null;
  const Render = ELEMENT_RENDERERS[element.type];
  return (
    <div
      data-element-id={element.id}
      data-element-type={element.type}
      // Words in another language than the book's, as the author marked them (issue 54): screen readers switch voice.
      lang={element.lang}
      className={clsx('relative size-full', mode !== 'read' && !editing && 'pointer-events-none select-none', highlighted && 'outline-4 outline-offset-4 outline-amber-400')}
      style={box}
    >
      <Render {...props} />
    </div>
  );
}
