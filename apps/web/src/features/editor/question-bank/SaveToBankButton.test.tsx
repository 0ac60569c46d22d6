import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANK_MESSAGES, type BookElement } from '@folio/shared';
import { createStore } from '../../../app/store';
import { element, page } from '../actions/testing';
import { Inspector } from '../inspector/Inspector';
import { selectElements, setPages } from '../state/editorSlice';
import { banked, serveBank } from './testing';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', async (importOriginal) => ({ ...(await importOriginal<object>()), toast }));

const question = element('q1', 40, {
  type: 'quiz',
  size: { width: 440, height: 240 },
  style: { accent: '#4f46e5' },
  kind: 'ordering',
  question: 'Put the life of a butterfly in order',
  options: [],
  multiple: false,
  feedback: { correct: 'Right!', incorrect: 'Not quite.' },
  points: 3,
  items: [
    { id: 'i1', text: 'Egg' },
    { id: 'i2', text: 'Caterpillar' },
  ],
  // Not a field of a question: left out of what the bank keeps.
  stray: 'x',
} as Partial<BookElement>);

/** The inspector of the selected element `id` on a page with a question and a shape. */
function inspect(id: string) {
  const store = createStore();
  store.dispatch(setPages([page('p1', [question, element('s1', 300)])]));
  store.dispatch(selectElements([id]));
  render(
    <Provider store={store}>
      <Inspector />
    </Provider>,
  );
}

let restore = () => {};
afterEach(() => {
  restore();
  toast.success.mockReset();
  toast.error.mockReset();
});

// The question's inspector loads its kinds' editors: slow on a busy machine.
describe('Save to question bank', { timeout: 20_000 }, () => {
  it("posts the selected question's fields, look and size, and says it is saved", async () => {
    const served = serveBank((key) => (key === 'POST /admin/question-bank' ? [201, { message: BANK_MESSAGES.saved, data: banked('5b0c0000-0000-4000-8000-000000000001') }] : undefined));
    restore = served.restore;
    inspect('q1');
    await userEvent.click(await screen.findByRole('button', { name: 'Save to question bank' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Question saved to your question bank.'));
    const post = served.seen.find((c) => c.method === 'post')!;
    expect(JSON.parse(post.data as string)).toEqual({
      question: {
        kind: 'ordering',
        question: 'Put the life of a butterfly in order',
        options: [],
        multiple: false,
        feedback: { correct: 'Right!', incorrect: 'Not quite.' },
        points: 3,
        items: [
          { id: 'i1', text: 'Egg' },
          { id: 'i2', text: 'Caterpillar' },
        ],
      },
      style: { accent: '#4f46e5' },
      size: { width: 440, height: 240 },
    });
  });

  it('says in the interface language that a full bank cannot take more', async () => {
    const served = serveBank((key) => (key === 'POST /admin/question-bank' ? [422, { message: BANK_MESSAGES.full, errors: { question: [BANK_MESSAGES.full] } }] : undefined));
    restore = served.restore;
    inspect('q1');
    await userEvent.click(await screen.findByRole('button', { name: 'Save to question bank' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your question bank is full (500 questions). Remove some to save more.'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('is offered for a question only', () => {
    inspect('s1');
    expect(screen.queryByRole('button', { name: 'Save to question bank' })).toBeNull();
  });
});
