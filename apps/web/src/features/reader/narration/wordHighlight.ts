import type { SpokenWord } from '../read-aloud/controller';
import { textRange } from './sentenceText';
import './narration.css';

/** The name the word being spoken is lit under (narration.css), over the lit sentence or element. */
const WORD_HIGHLIGHT = 'folio-narration-word';

/** Whether the browser has the CSS Custom Highlight API (lighting without changing the page's DOM). */
export const customHighlights = () => typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';

/**
 * Lights one word of a shown element (or none), found under `scope` by its element and its letters' offsets. Only
 * with the Custom Highlight API: where it is missing, the outline of the element being read stands for it.
 */
export function lightWord(scope: ParentNode | null, word: SpokenWord | null) {
  if (!customHighlights()) return;
  CSS.highlights.delete(WORD_HIGHLIGHT);
  if (!scope || !word) return;
  const box = scope.querySelector(`[data-page-index] [data-element-id="${CSS.escape(word.id)}"]`);
  const range = box && textRange(box, word);
  if (!range) return;
  const highlight = new Highlight(range);
  // Drawn over the sentence's highlight.
  highlight.priority = 1;
  CSS.highlights.set(WORD_HIGHLIGHT, highlight);
}
