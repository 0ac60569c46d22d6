import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeElement } from '../testing';
import { QuizInspector } from './QuizInspector';

describe('the quiz inspector', () => {
  it('counts the last try by default, and lets the author count the best one', async () => {
    const onChange = vi.fn();
    const element = makeElement('quiz', { question: 'Which is blue?', options: [{ id: 'a', text: 'Sky', correct: true }], multiple: false, feedback: { correct: '', incorrect: '' }, points: 1 });
    render(<QuizInspector element={element} onChange={onChange} context={{} as never} />);
    const counts = screen.getByRole('combobox', { name: 'A reader’s score counts' }) as HTMLSelectElement;
    expect(counts.value).toBe('last');
    await userEvent.selectOptions(counts, 'Their best try');
    expect(onChange).toHaveBeenCalledWith({ counts: 'best' });
  });
});

describe('the kinds of question in the inspector', () => {
  const choice = () => makeElement('quiz', { question: 'Q', options: [{ id: 'a', text: 'Sky', correct: true }], multiple: false, feedback: { correct: '', incorrect: '' }, points: 1 });

  it('should switch a choice to a poll keeping its options, none of them right', async () => {
    const onChange = vi.fn();
    render(<QuizInspector element={choice()} onChange={onChange} context={{} as never} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Question type' }), 'Poll');
    expect(onChange).toHaveBeenCalledWith({ kind: 'poll', points: 0, options: [{ id: 'a', text: 'Sky', correct: false }] });
  });

  it('should fill a new kind with a start the author can edit', async () => {
    const onChange = vi.fn();
    render(<QuizInspector element={choice()} onChange={onChange} context={{} as never} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Question type' }), 'Ordering');
    const [changes] = onChange.mock.calls[0]!;
    expect(changes.kind).toBe('ordering');
    expect(changes.items.map((i: { text: string }) => i.text)).toEqual(['Step 1', 'Step 2', 'Step 3', 'Step 4']);
  });

  it('should count the blanks of a sentence and warn when there are none, or one is empty', () => {
    const blanks = (sentence: string) => makeElement('quiz', { kind: 'blanks', question: 'Q', sentence, options: [], multiple: false, feedback: { correct: '', incorrect: '' }, points: 1 });
    const { rerender } = render(<QuizInspector element={blanks('A [b] and [c/d].')} onChange={vi.fn()} context={{} as never} />);
    expect(screen.getByText('Blanks: 2')).toBeTruthy();
    rerender(<QuizInspector element={blanks('No blanks.')} onChange={vi.fn()} context={{} as never} />);
    expect(screen.getByText('There are no blanks yet: put an answer in square brackets.')).toBeTruthy();
    rerender(<QuizInspector element={blanks('An [] blank.')} onChange={vi.fn()} context={{} as never} />);
    expect(screen.getByText('A blank has no answer: write one between its brackets.')).toBeTruthy();
  });

  it("should hide the points and feedback of a poll, which has no right answer, and ask a short answer's marking", async () => {
    const poll = makeElement('quiz', { kind: 'poll', question: 'Q', options: [], multiple: false, feedback: { correct: '', incorrect: '' }, points: 0 });
    const { unmount } = render(<QuizInspector element={poll} onChange={vi.fn()} context={{} as never} />);
    expect(screen.queryByRole('spinbutton', { name: 'Points' })).toBeNull();
    unmount();
    const onChange = vi.fn();
    const short = makeElement('quiz', { kind: 'short', marking: 'keywords', keywords: [], question: 'Q', options: [], multiple: false, feedback: { correct: '', incorrect: '' }, points: 2 });
    render(<QuizInspector element={short} onChange={onChange} context={{} as never} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Keywords' }), 'x');
    expect(onChange).toHaveBeenLastCalledWith({ keywords: ['x'] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Answers are marked' }), 'By you, from the book’s results');
    expect(onChange).toHaveBeenLastCalledWith({ marking: 'teacher' });
  });
});
