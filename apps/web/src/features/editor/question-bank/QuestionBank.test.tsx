import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANK_MESSAGES, type BankedQuestion } from '@folio/shared';
import { createStore } from '../../../app/store';
import { page } from '../actions/testing';
import { setPages } from '../state/editorSlice';
import QuestionBank from './QuestionBank';
import { bankPage, banked, serveBank } from './testing';

const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: { error: vi.fn(), success: toastSuccess, info: vi.fn() } }));

const BANK = '/admin/question-bank';
const swims = banked('5b0c0000-0000-4000-8000-000000000001', { question: 'Which one swims?' });
const boils = banked('5b0c0000-0000-4000-8000-000000000002', { kind: 'blanks', question: 'Fill in the blanks', sentence: 'Water boils at [100] degrees.', options: [] }, { style: undefined, size: undefined });

/** Serves a bank of `questions`, filtered by the search asked for, and the removal of any of them. */
function serve(questions: BankedQuestion[]) {
  let kept = [...questions];
  return serveBank((key, config) => {
    if (key === `GET ${BANK}`) {
      const search = ((config.params as { search?: string }).search ?? '').toLowerCase();
      return [200, bankPage(kept.filter((q) => !search || JSON.stringify(q.question).toLowerCase().includes(search)))];
    }
    const removed = kept.find((q) => key === `DELETE ${BANK}/${q.id}`);
    if (!removed) return undefined;
    kept = kept.filter((q) => q !== removed);
    return [200, { message: BANK_MESSAGES.deleted }];
  });
}

function open() {
  const store = createStore();
  store.dispatch(setPages([page('p1', [])]));
  render(
    <Provider store={store}>
      <QuestionBank />
    </Provider>,
  );
  return store;
}

let restore = () => {};
afterEach(() => {
  restore();
  toastSuccess.mockReset();
});

describe("the editor's question bank", () => {
  it('lists the questions with their kind, and inserts a copy of one with its fields, look and size under a new id', async () => {
    const served = serve([swims, boils]);
    restore = served.restore;
    const store = open();
    const list = await screen.findByRole('list', { name: 'Saved questions' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')!.textContent)).toEqual(['Which one swims?', 'Fill in the blanks']);
    expect(within(items[0]!).getByText('Multiple choice')).toBeTruthy();
    expect(within(items[1]!).getByText('Fill in the blanks', { selector: 'span' })).toBeTruthy();
    expect(items[0]!.querySelector('p')!.getAttribute('dir')).toBe('auto');

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Insert a copy: \u2068Which one swims?\u2069' }));
    await userEvent.click(within(items[1]!).getByRole('button', { name: /^Insert a copy/ }));
    const [first, second] = store.getState().editor.pages[0]!.elements;
    expect(first).toMatchObject({ type: 'quiz', ...swims.question, style: swims.style, size: swims.size });
    expect(first!.id).not.toBe(swims.id);
    expect(second).toMatchObject({ type: 'quiz', kind: 'blanks', sentence: 'Water boils at [100] degrees.', options: [] });
    expect(second!.id).not.toBe(first!.id);
    expect(store.getState().editor.selectedElements).toEqual([second!.id]);
  });

  it('searches the bank by words once typing pauses', async () => {
    const served = serve([swims, boils]);
    restore = served.restore;
    open();
    await screen.findByRole('list', { name: 'Saved questions' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your questions' }), 'boils');
    await waitFor(() => expect(screen.queryByText('Which one swims?')).toBeNull());
    expect(served.seen.at(-1)!.params).toEqual({ search: 'boils', page: 1 });
    expect(screen.getByText('Fill in the blanks', { selector: 'p' })).toBeTruthy();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search your questions' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search your questions' }), 'river');
    expect(await screen.findByText('No saved question has the words “\u2068river\u2069”.')).toBeTruthy();
  });

  it('asks before removing a question, then removes it from the bank', async () => {
    const served = serve([swims, boils]);
    restore = served.restore;
    open();
    const list = await screen.findByRole('list', { name: 'Saved questions' });
    await userEvent.click(within(list).getByRole('button', { name: 'Remove: \u2068Which one swims?\u2069' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this question from your bank?' });
    expect(served.seen.some((c) => c.method === 'delete')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(served.seen.some((c) => c.method === 'delete')).toBe(false);

    await userEvent.click(within(list).getByRole('button', { name: 'Remove: \u2068Which one swims?\u2069' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Which one swims?')).toBeNull());
    expect(served.seen.filter((c) => c.method === 'delete').map((c) => c.url)).toEqual([`${BANK}/${swims.id}`]);
    expect(toastSuccess).toHaveBeenCalledWith('Question removed from your question bank.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says how to fill an empty bank, and offers to try again when the bank cannot be loaded', async () => {
    let down = true;
    const served = serveBank((key) => (key === `GET ${BANK}` ? (down ? [503, { message: 'Down' }] : [200, bankPage([])]) : undefined));
    restore = served.restore;
    open();
    expect(await screen.findByText('Your question bank could not be loaded.')).toBeTruthy();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No saved questions yet. Select a question on a page and choose Save to question bank.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Saved questions' })).toBeNull();
  });

  it('pages through a bank of more than twenty questions', async () => {
    const served = serveBank((key, config) => {
      if (key !== `GET ${BANK}`) return undefined;
      const { page: at } = config.params as { page: number };
      return [200, bankPage([banked(`5b0c0000-0000-4000-8000-00000000010${at}`, { question: `On page ${at}` })], { page: at, total: 25 })];
    });
    restore = served.restore;
    open();
    expect(await screen.findByText('On page 1')).toBeTruthy();
    expect(screen.getByText('1 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('On page 2')).toBeTruthy();
    expect(served.seen.at(-1)!.params).toEqual({ page: 2 });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
