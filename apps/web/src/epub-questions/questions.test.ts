import { afterEach, describe, expect, it } from 'vitest';
import { htmlTag, ELEMENT_HTML, type BookElement, type StaticHtmlContext } from '@folio/shared';
import { makeTurnable } from './cards';
import { quizWords, cardWords } from './labels';
import { makeAnswerable } from './questions';

/** The static HTML an EPUB page holds (shared document/html, interactive), put in this document. */
function exported(element: BookElement): HTMLElement {
  const ctx: StaticHtmlContext = { richText: (html) => html, fileUrl: () => null, labels: { watchOn: (p) => p, audio: 'Audio', video: 'Video' }, interactive: true };
  const holder = document.createElement('div');
  holder.innerHTML = htmlTag('div', {}, ELEMENT_HTML[element.type](element, ctx));
  document.body.append(holder);
  return holder;
}

const quiz = (fields: Record<string, unknown>): BookElement => ({
  id: 'q1',
  type: 'quiz',
  position: { x: 0, y: 0 },
  size: { width: 400, height: 200 },
  style: {},
  question: 'Which are fruit?',
  options: [],
  multiple: false,
  feedback: { correct: '', incorrect: 'Look again.' },
  points: 4,
  ...fields,
});

/** Makes the exported question answerable, as the script does on an EPUB page; answers its fieldset. */
function answerable(element: BookElement) {
  const fieldset = exported(element).querySelector('fieldset')!;
  makeAnswerable(fieldset, JSON.parse(fieldset.dataset.question!), quizWords());
  return fieldset;
}

const check = (fieldset: HTMLElement) => {
  [...fieldset.querySelectorAll('button')].find((b) => b.textContent === 'Check')!.click();
  return fieldset.querySelector('[role="status"]')!.textContent;
};

describe("an EPUB's questions script", () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.lang = 'en';
  });

  it('should make a choice answerable and score it by the reader\'s rules', () => {
    const fieldset = answerable(quiz({ multiple: true, options: [{ id: 'a', text: 'Apple', correct: true }, { id: 'b', text: 'Brick', correct: false }, { id: 'c', text: 'Cherry', correct: true }] }));
    const box = (name: string) => [...fieldset.querySelectorAll('label')].find((l) => l.textContent === name)!.control as HTMLInputElement;
    expect(box('Apple').type).toBe('checkbox');
    box('Apple').checked = true;
    expect(check(fieldset)).toBe('Look again. Score: 0 / 4');
    box('Cherry').checked = true;
    expect(check(fieldset)).toBe('Well done! Score: 4 / 4');
    expect(fieldset.querySelector('legend')!.textContent).toBe('Which are fruit?');
  });

  it('should give blanks inputs, matching menus and ordering buttons, each part scoring its share', () => {
    const blanks = answerable(quiz({ kind: 'blanks', sentence: 'The sky is [blue/azure] and grass is [green].' }));
    const inputs = [...blanks.querySelectorAll('input')];
    expect(inputs.map((i) => i.getAttribute('aria-label'))).toEqual(['Blank 1', 'Blank 2']);
    inputs[0]!.value = 'Azure';
    expect(check(blanks)).toBe('Look again. Score: 2 / 4');

    const matching = answerable(quiz({ kind: 'matching', pairs: [{ id: 'm1', left: 'Cat', right: 'Meow' }, { id: 'm2', left: 'Dog', right: 'Woof' }] }));
    const menus = [...matching.querySelectorAll('select')];
    expect(menus.map((s) => (s.labels[0]!).textContent)).toEqual(['Cat', 'Dog']);
    menus[0]!.value = 'm1';
    menus[1]!.value = 'm2';
    expect(check(matching)).toBe('Well done! Score: 4 / 4');

    const ordering = answerable(quiz({ kind: 'ordering', items: [{ id: 'o1', text: 'One' }, { id: 'o2', text: 'Two' }] }));
    // Never in its own order to start with: moved once, it is right.
    expect([...ordering.querySelectorAll('li > span')].map((s) => s.textContent)).toEqual(['Two', 'One']);
    (ordering.querySelector('button[aria-label="Move One up"]') as HTMLButtonElement).click();
    expect([...ordering.querySelectorAll('li > span')].map((s) => s.textContent)).toEqual(['One', 'Two']);
    expect(ordering.querySelector('[aria-live]')!.textContent).toBe('One is now number 1.');
    expect(document.activeElement).toBe(ordering.querySelector('button[aria-label="Move One down"]'));
    expect(check(ordering)).toBe('Well done! Score: 4 / 4');
  });

  it('should leave polls and answers a teacher marks as printed, and speak the page\'s language', () => {
    const poll = exported(quiz({ kind: 'poll', options: [{ id: 'p', text: 'Yes', correct: false }] })).querySelector('fieldset')!;
    const printed = poll.outerHTML;
    makeAnswerable(poll, JSON.parse(poll.dataset.question!), quizWords());
    expect(poll.outerHTML).toBe(printed);

    document.documentElement.lang = 'ar';
    const choice = answerable(quiz({ options: [{ id: 'a', text: 'تفاحة', correct: true }] }));
    expect([...choice.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['تحقّق']);
  });

  it('should turn cards, front to back and back', () => {
    const holder = exported({ id: 'c', type: 'flashcards', position: { x: 0, y: 0 }, size: { width: 300, height: 200 }, style: {}, cards: [{ id: 'k', front: 'Sun', back: 'A star' }] });
    makeTurnable(holder.querySelector('dl')!, cardWords());
    const card = holder.querySelector('button')!;
    expect([card.textContent, card.getAttribute('aria-pressed')]).toEqual(['Sun', 'false']);
    card.click();
    expect([card.textContent, card.getAttribute('aria-pressed')]).toEqual(['A star', 'true']);
    card.click();
    expect(card.textContent).toBe('Sun');
  });
});
