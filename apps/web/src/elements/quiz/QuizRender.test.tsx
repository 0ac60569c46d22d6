import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeElement } from '../testing';
import { elementFields, questionVersion, type BookElement } from '@folio/shared';
import { QuizAnswersProvider, type KeptAnswer, type QuizAnswerStore } from '../common/quizAnswers';
import { QuizRender } from './QuizRender';

const quiz = (fields: Record<string, unknown>) =>
  makeElement('quiz', {
    question: 'Which are halves?',
    options: [{ id: 'a', text: '1/2', correct: true }, { id: 'b', text: '2/8', correct: false }, { id: 'c', text: '2/4', correct: true }],
    multiple: false,
    feedback: { correct: 'Well done!', incorrect: 'Not quite.' },
    points: 2,
    ...fields,
  });

describe('a quiz being read', () => {
  it('should let the reader pick one answer with the keyboard, check it, see the feedback and score, and retry', async () => {
    const user = userEvent.setup();
    render(<QuizRender element={quiz({ options: [{ id: 'a', text: '1/2', correct: true }, { id: 'b', text: '2/8', correct: false }] })} mode="read" />);
    const group = screen.getByRole('group', { name: 'Which are halves?' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check' })).toHaveProperty('disabled', true);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1/2' }));
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: '1/2' })).toHaveProperty('checked', true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Check' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status').textContent).toBe('Well done! Score: 2 / 2');
    expect(screen.getByRole('radio', { name: /1\/2/ }).matches(':disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(screen.getByRole('radio', { name: '2/8' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status').textContent).toBe('Not quite. Score: 0 / 2');
  });

  it('should score several right answers only when all of them, and nothing else, are chosen', async () => {
    const user = userEvent.setup();
    render(<QuizRender element={quiz({ multiple: true })} mode="read" />);
    expect(screen.getByText('Choose all that apply.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: '1/2' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status').textContent).toBe('Not quite. Score: 0 / 2');
    // The right answers are shown after checking.
    expect(screen.getAllByLabelText('Right answer')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('checkbox', { name: '1/2' }));
    await user.click(screen.getByRole('checkbox', { name: '2/4' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status').textContent).toBe('Well done! Score: 2 / 2');
  });

  it('should be drawn without controls while the page is edited', () => {
    const { container } = render(<QuizRender element={quiz({})} mode="edit" />);
    expect(container.querySelector('input, button')).toBeNull();
    expect(screen.getByText('2/8')).toBeTruthy();
  });
});

describe('a quiz whose answers the reader keeps', () => {
  const storeWith = (answers: Record<string, KeptAnswer>) => ({ answerOf: (id: string) => answers[id], keep: vi.fn<QuizAnswerStore['keep']>() });

  const versionOf = (element: BookElement) => questionVersion(elementFields('quiz', element));

  it('should show the kept answer checked, with its feedback and score, as the reader left it', () => {
    const element = quiz({ multiple: true });
    const store = storeWith({ [element.id]: { chosen: ['a', 'c'], version: versionOf(element) } });
    render(<QuizAnswersProvider store={store}><QuizRender element={element} mode="read" /></QuizAnswersProvider>);
    expect(screen.getByRole('checkbox', { name: /^1\/2/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: /^2\/4/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toContain('Well done!');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('should keep each answer checked, and not show kept answers outside the reader', async () => {
    const element = quiz({});
    const store = storeWith({});
    const { unmount } = render(<QuizAnswersProvider store={store}><QuizRender element={element} mode="read" /></QuizAnswersProvider>);
    await userEvent.click(screen.getByRole('radio', { name: '2/8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(store.keep).toHaveBeenCalledWith(element.id, { chosen: ['b'], version: versionOf(element) });
    unmount();
    render(<QuizAnswersProvider store={storeWith({ [element.id]: { chosen: ['a'], version: versionOf(element) } })}><QuizRender element={element} mode="thumbnail" /></QuizAnswersProvider>);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('should not show an answer to an earlier version of the question against the new one, and say so', () => {
    const before = quiz({});
    const after = { ...before, options: [...(before as unknown as { options: object[] }).options, { id: 'd', text: '4/8', correct: true }] } as BookElement;
    expect(versionOf(after)).not.toBe(versionOf(before));
    render(<QuizAnswersProvider store={storeWith({ [before.id]: { chosen: ['a'], version: versionOf(before) } })}><QuizRender element={after} mode="read" /></QuizAnswersProvider>);
    expect(screen.getByRole('radio', { name: '1/2' })).toHaveProperty('checked', false);
    expect(screen.getByText('You answered an earlier version of this question: answer it again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check' })).toBeTruthy();
  });
});
