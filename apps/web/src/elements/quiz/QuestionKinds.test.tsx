import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { elementFields, questionVersion, type BookElement } from '@folio/shared';
import { makeElement } from '../testing';
import { QuizAnswersProvider, type KeptAnswer, type QuizAnswerStore } from '../common/quizAnswers';
import { QuizRender } from './QuizRender';

const question = (fields: Record<string, unknown>) => makeElement('quiz', { question: 'Question', options: [], multiple: false, feedback: { correct: 'Well done!', incorrect: 'Not quite.' }, points: 2, ...fields });
const storeWith = (answers: Record<string, KeptAnswer> = {}) => ({ answerOf: (id: string) => answers[id], keep: vi.fn<QuizAnswerStore['keep']>() });
const versionOf = (element: BookElement) => questionVersion(elementFields('quiz', element));
const read = (element: BookElement, store = storeWith()) => {
  render(
    <QuizAnswersProvider store={store}>
      <QuizRender element={element} mode="read" />
    </QuizAnswersProvider>,
  );
  return store;
};

describe('fill in the blanks', () => {
  const element = question({ kind: 'blanks', points: 2, sentence: 'The sun rises in the [east] and sets in the [west].' });

  it('should take a word in each blank, check them and show the right word beside a wrong one', async () => {
    const user = userEvent.setup();
    const store = read(element);
    const check = screen.getByRole('button', { name: 'Check' });
    await user.type(screen.getByRole('textbox', { name: 'Blank 1' }), 'East');
    expect(check).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Blank 2' }), 'north');
    await user.click(check);
    expect(screen.getByRole('status').textContent).toBe('Not quite. Score: 1 / 2');
    expect(screen.getByText('west')).toBeTruthy();
    expect(store.keep).toHaveBeenCalledWith(element.id, { chosen: ['East', 'north'], version: versionOf(element) });
    // Trying again keeps the words, to be put right.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('textbox', { name: 'Blank 2' })).toHaveProperty('value', 'north');
  });

  it('should be drawn with lines for the blanks, and no inputs, while the page is edited', () => {
    const { container } = render(<QuizRender element={element} mode="edit" />);
    expect(container.querySelector('input, button')).toBeNull();
    expect(container.textContent).toContain('The sun rises in the');
    expect(container.textContent).not.toContain('east');
  });
});

describe('matching and ordering, without dragging', () => {
  it('should match each left side from a menu of the mixed right sides', async () => {
    const user = userEvent.setup();
    const element = question({ kind: 'matching', points: 2, pairs: [{ id: 'p1', left: 'Cat', right: 'Kitten' }, { id: 'p2', left: 'Dog', right: 'Puppy' }] });
    read(element);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match for Cat' }), 'Puppy');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Match for Dog' }), 'Kitten');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status').textContent).toBe('Not quite. Score: 0 / 2');
    expect(screen.getAllByLabelText('Wrong answer')).toHaveLength(2);
  });

  it('should start mixed, move an item with its buttons and the keyboard, announce the move and score the order', async () => {
    const user = userEvent.setup();
    const items = [{ id: 'i1', text: 'Egg' }, { id: 'i2', text: 'Caterpillar' }, { id: 'i3', text: 'Butterfly' }];
    const element = question({ kind: 'ordering', points: 3, items });
    const store = read(element);
    const order = () => within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent?.replace(/^\d/, '').trim());
    expect(order()).not.toEqual(['Egg', 'Caterpillar', 'Butterfly']);
    // Put it right with the buttons alone: bring each item up to its place.
    for (const [place, text] of ['Egg', 'Caterpillar'].entries()) {
      while (order().indexOf(text) > place) {
        // A move hands the focus on in the next frame: focusing before it would lose the focus to it.
        await new Promise((done) => requestAnimationFrame(done));
        screen.getByRole('button', { name: `Move ${text} up` }).focus();
        await user.keyboard('{Enter}');
      }
    }
    expect(order()).toEqual(['Egg', 'Caterpillar', 'Butterfly']);
    expect(document.body.textContent).toMatch(/is now number \d\./);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status').textContent).toBe('Well done! Score: 3 / 3');
    expect(store.keep).toHaveBeenCalledWith(element.id, { chosen: ['i1', 'i2', 'i3'], version: versionOf(element) });
  });
});

describe('a short answer, a poll and a hint', () => {
  it("should send a short answer to the teacher, then show the teacher's mark", async () => {
    const user = userEvent.setup();
    const element = question({ kind: 'short', marking: 'teacher', points: 5 });
    read(element);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Leaves catch the light.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status').textContent).toBe('Your answer is saved. Your teacher will mark it.');
  });

  it('should show a kept short answer with its mark', () => {
    const element = question({ kind: 'short', marking: 'teacher', points: 5 });
    read(element, storeWith({ [element.id]: { chosen: ['Leaves.'], version: versionOf(element), mark: 4 } }));
    expect(screen.getByRole('status').textContent).toBe('Your teacher’s mark: 4 / 5');
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveProperty('value', 'Leaves.');
  });

  it('should take a vote without marking anything right or wrong', async () => {
    const user = userEvent.setup();
    read(question({ kind: 'poll', points: 0, options: [{ id: 'y', text: 'Yes', correct: false }, { id: 'n', text: 'No', correct: false }] }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(screen.getByRole('status').textContent).toBe('Thank you: your answer is counted.');
    expect(screen.queryByLabelText('Right answer')).toBeNull();
    expect(screen.queryByLabelText('Wrong answer')).toBeNull();
  });

  it('should show the hint only when the reader asks for it', async () => {
    const user = userEvent.setup();
    read(question({ options: [{ id: 'a', text: 'A', correct: true }], hint: 'Think of the sky.' }));
    expect(screen.queryByText('Think of the sky.')).toBeNull();
    const button = screen.getByRole('button', { name: 'Show a hint' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(screen.getByText('Think of the sky.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide the hint' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('should show a shuffled choice in the same mixed order each time, with every option', () => {
    const options = 'abcdef'.split('').map((id) => ({ id, text: id.toUpperCase(), correct: id === 'a' }));
    const element = question({ options, shuffle: true });
    const { unmount } = render(<QuizRender element={element} mode="read" />);
    const first = screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value);
    unmount();
    render(<QuizRender element={element} mode="read" />);
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(first);
    expect([...first].sort()).toEqual('abcdef'.split(''));
    expect(first).not.toEqual('abcdef'.split(''));
  });
});
