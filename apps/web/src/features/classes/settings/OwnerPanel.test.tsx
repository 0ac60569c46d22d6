import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES, type ClassRecord } from '@folio/shared';
import { api, type SentRequest } from '../../../http/client';
import { renderWithStore } from '../../../test/render';
import { memoryRouter } from '../../../test/router';
import { OwnerPanel } from './OwnerPanel';

const ID = '5f0c0000-0000-4000-8000-000000000002';
const record: ClassRecord = {
  id: ID,
  name: 'Owls 3B',
  grade: null,
  language: 'en',
  join_code: 'ACDEFGHJ',
  join_open: true,
  school_sign_in: false,
  owner: { id: 'me', name: 'Lena' },
  teachers: [
    { id: 'me', name: 'Lena' },
    { id: 'co', name: 'Sam' },
  ],
  student_count: 12,
  created_at: '2026-12-01T00:00:00.000Z',
  abilities: { teach: true, own: true },
};

function renderPanel() {
  const seen: SentRequest[] = [];
  api.transport = async (request) => {
    seen.push(request);
    return { status: 200, data: request.method === 'delete' ? { message: CLASS_MESSAGES.deleted } : { message: CLASS_MESSAGES.saved, data: record } };
  };
  const router = memoryRouter(
    [
      { path: '/classes/:id', element: <OwnerPanel record={record} /> },
      { path: '/classes', element: <p>the classes</p> },
    ],
    { initialEntries: [`/classes/${ID}`] },
  );
  renderWithStore(router.element);
  return { seen, history: router.history };
}

describe('the owner’s actions', () => {
  it('deletes the class only once its name is typed, then goes back to the classes', async () => {
    const { seen, history } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Delete class' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Owls 3B?' });
    expect(dialog.textContent).toContain('12 pupils’ accounts, books and answers are deleted too');
    const confirm = within(dialog).getByRole('button', { name: 'Delete class' });
    await userEvent.type(within(dialog).getByLabelText('Type the class name, Owls 3B, to delete it'), 'Owls');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(confirm);
    expect(seen).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Type the class name, Owls 3B, to delete it'), ' 3B');
    await userEvent.click(confirm);
    expect(await screen.findByText('the classes')).toBeTruthy();
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`delete /classes/${ID}`]);
    expect(history.location.pathname).toBe('/classes');
  });

  it('hands the class to a co-teacher after asking, by their id', async () => {
    const { seen } = renderPanel();
    await userEvent.selectOptions(screen.getByLabelText('New owner'), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hand the class to Sam?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await screen.findByRole('button', { name: 'Hand over' });
    expect(seen.map((r) => [r.method, r.url, r.data])).toEqual([['put', `/classes/${ID}`, JSON.stringify({ owner_id: 'co' })]]);
  });
});
