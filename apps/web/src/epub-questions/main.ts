import type { Question } from '@folio/shared';
import { makeTurnable } from './cards';
import { cardWords, quizWords } from './labels';
import { makeAnswerable } from './questions';

/**
 * The questions script of an exported EPUB (docs/decisions/013-exports.md): where the reading system runs
 * scripts, a page's questions become answerable and its cards turn; where it does not, they read as printed.
 * Built with the web app (vite.epub.config.ts) as one classic script, and declared `scripted` by the pages that
 * load it.
 */
/** The controls' looks: only pages where the script runs need them. */
const STYLE = `
.folio-row { display: flex; align-items: center; gap: 0.4em; margin: 0.2em 0; }
.folio-blank { font: inherit; width: 7em; }
.folio-order { margin: 0; padding-inline-start: 1.5em; }
.folio-order li > span { margin-inline-end: 0.4em; }
.folio-check { margin-top: 0.4em; font: inherit; font-weight: 600; padding: 0.2em 0.9em; border-radius: 6px; border: 1px solid #4338ca; background: #4f46e5; color: #fff; }
.folio-status { margin: 0.3em 0 0; font-weight: 600; }
.folio-cards { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; align-content: flex-start; gap: 0.5em; height: 100%; overflow: auto; }
.folio-cards li { flex: 1 1 9em; display: flex; }
.folio-card { flex: 1; font: inherit; min-height: 4em; padding: 0.5em; border-radius: 10px; border: 1px solid #c7d2fe; background: #eef2ff; color: #111827; }
.folio-card[aria-pressed='true'] { background: #fff; }
.folio-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

function enhance() {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  const quiz = quizWords();
  for (const fieldset of document.querySelectorAll<HTMLFieldSetElement>('fieldset[data-question]')) {
    try {
      makeAnswerable(fieldset, JSON.parse(fieldset.dataset.question ?? '') as Question & { id: string }, quiz);
    } catch {
      // A question the script cannot read stays as printed.
    }
  }
  const cards = cardWords();
  for (const list of document.querySelectorAll<HTMLElement>('dl[data-cards]')) makeTurnable(list, cards);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', enhance);
else enhance();
