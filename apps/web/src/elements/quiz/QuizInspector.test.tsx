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
