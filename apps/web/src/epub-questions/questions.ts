import { kindOf, markedByTeacher, mixedOrder, questionPoints, scoreAnswer, sentenceParts, type Question } from '@folio/shared';
import { h } from './dom';
import type { Say } from './labels';

type Asked = Question & { id: string };

/** What a kind's controls give: the answer as the shared rules take it (questions.ts: a list of strings). */
type Controls = { nodes: HTMLElement[]; answer: () => string[] };

let ids = 0;
const nextId = (prefix: string) => `folio-${prefix}-${(ids += 1)}`;

function choiceControls(question: Asked): Controls {
  const name = nextId('choice');
  const options = question.shuffle ? mixedOrder(question.options, question.id) : question.options;
  const inputs = options.map((option) => {
    const id = nextId('option');
    const input = h('input', { type: question.multiple ? 'checkbox' : 'radio', name, id, value: option.id }) as HTMLInputElement;
    return { input, row: h('div', { class: 'folio-row' }, input, h('label', { for: id, dir: 'auto' }, option.text)) };
  });
  return { nodes: inputs.map((i) => i.row), answer: () => inputs.filter((i) => i.input.checked).map((i) => i.input.value) };
}

function blanksControls(question: Asked, say: Say): Controls {
  const { texts, blanks } = sentenceParts(question.sentence ?? '');
  const inputs = blanks.map((_, i) => h('input', { type: 'text', 'aria-label': say('blankN', { n: i + 1 }), size: '10', class: 'folio-blank' }) as HTMLInputElement);
  const sentence = h('p', { dir: 'auto' }, ...texts.flatMap((text, i) => (i < inputs.length ? [text, inputs[i]!] : [text])));
  return { nodes: [sentence], answer: () => inputs.map((input) => input.value) };
}

function matchingControls(question: Asked, say: Say): Controls {
  const pairs = question.pairs ?? [];
  const rights = mixedOrder(pairs, question.id);
  const selects = pairs.map((pair) => {
    const id = nextId('match');
    const select = h('select', { id }, h('option', { value: '' }, say('chooseMatch')), ...rights.map((r) => h('option', { value: r.id }, r.right))) as HTMLSelectElement;
    return { select, row: h('div', { class: 'folio-row' }, h('label', { for: id, dir: 'auto' }, pair.left), select) };
  });
  return { nodes: selects.map((s) => s.row), answer: () => selects.map((s) => s.select.value) };
}

/** Items moved with up and down buttons (no dragging: it works with a keyboard and a screen reader), the move announced. */
function orderingControls(question: Asked, say: Say): Controls {
  const textOf = new Map((question.items ?? []).map((item) => [item.id, item.text]));
  let order = mixedOrder((question.items ?? []).map((item) => item.id), question.id);
  const list = h('ol', { class: 'folio-order' });
  const announce = h('span', { 'aria-live': 'polite', class: 'folio-hidden' });
  const draw = (focus?: { index: number; button: 0 | 1 }) => {
    list.replaceChildren(...order.map((id, i) => {
      const text = textOf.get(id) ?? '';
      const move = (to: number) => () => {
        const next = [...order];
        next.splice(to, 0, ...next.splice(i, 1));
        order = next;
        announce.textContent = say('movedTo', { text, n: to + 1 });
        draw({ index: to, button: to === 0 ? 1 : to === order.length - 1 ? 0 : to < i ? 0 : 1 });
      };
      const up = h('button', { type: 'button', 'aria-label': say('moveUp', { text }), disabled: i === 0 }, '↑');
      const down = h('button', { type: 'button', 'aria-label': say('moveDown', { text }), disabled: i === order.length - 1 }, '↓');
      up.addEventListener('click', move(i - 1));
      down.addEventListener('click', move(i + 1));
      return h('li', { dir: 'auto' }, h('span', {}, text), up, down);
    }));
    if (focus) (list.children[focus.index]?.querySelectorAll('button')[focus.button] as HTMLElement | undefined)?.focus();
  };
  draw();
  return { nodes: [list, announce], answer: () => order };
}

function shortControls(say: Say): Controls {
  const area = h('textarea', { 'aria-label': say('yourAnswer'), rows: '3', dir: 'auto' }) as HTMLTextAreaElement;
  return { nodes: [area], answer: () => [area.value] };
}

/**
 * Makes a question of an exported page answerable: its static body (kept for reading systems without scripts)
 * gives way to controls for its kind, and Check scores the answer with the reader's own rules (scoreAnswer),
 * then says right or wrong, the author's feedback and the score. Polls and answers a teacher marks stay as
 * they are: in a book on its own, nobody counts a vote or marks an answer.
 */
export function makeAnswerable(fieldset: HTMLFieldSetElement, question: Asked, say: Say) {
  const kind = kindOf(question);
  if (kind === 'poll' || markedByTeacher(question)) return;
  const controls =
    kind === 'blanks' ? blanksControls(question, say)
    : kind === 'matching' ? matchingControls(question, say)
    : kind === 'ordering' ? orderingControls(question, say)
    : kind === 'short' ? shortControls(say)
    : choiceControls(question);
  const status = h('p', { role: 'status', dir: 'auto', class: 'folio-status' });
  const check = h('button', { type: 'button', class: 'folio-check' }, say('check'));
  check.addEventListener('click', () => {
    const { correct, score } = scoreAnswer(question, controls.answer());
    const feedback = correct ? question.feedback.correct || say('correct') : question.feedback.incorrect || say('incorrect');
    status.textContent = `${feedback} ${say('score', { score, points: questionPoints(question) })}`;
    fieldset.dataset.answered = correct ? 'right' : 'wrong';
  });
  const legend = fieldset.querySelector('legend');
  fieldset.replaceChildren(...(legend ? [legend] : []), ...controls.nodes, check, status);
  fieldset.style.overflow = 'auto';
}
