import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '@folio/shared';
import { api, type SentRequest } from '../../../http/client';
import { renderWithStore } from '../../../test/render';
import { memoryRouter } from '../../../test/router';
import { owls, OWLS_ID } from '../fixtures';
import { AddPupils } from './AddPupils';

const ID = OWLS_ID;
const record = owls;

/** Where the cards page would be: what the navigation handed over. */
function CardsStandIn() {
  const state = useLocation().state as { cards: { name: string }[]; className: string; joinCode: string };
  return <p>{`cards of ${state.className} (${state.joinCode}): ${state.cards.map((c) => c.name).join(', ')}`}</p>;
}

function renderAdd(answer: { status: number; data: unknown }) {
  const seen: SentRequest[] = [];
  api.transport = async (request) => {
    seen.push(request);
    return answer;
  };
  const router = memoryRouter(
    [
      { path: '/classes/:id', element: <AddPupils record={record} /> },
      { path: '/classes/:id/cards', element: <CardsStandIn /> },
    ],
    { initialEntries: [`/classes/${ID}`] },
  );
  renderWithStore(router.element);
  return { seen, history: router.history };
}

describe('adding pupils', () => {
  it('sends the pasted names and opens the cards page with the cards the server answered', async () => {
    const cards = [
      { id: 'a', name: 'Ana', secret: ['cat', 'dog', 'sun', 'moon'] },
      { id: 'b', name: 'Bo', secret: ['car', 'boat', 'ball', 'star'] },
    ];
    const { seen, history } = renderAdd({ status: 201, data: { message: CLASS_MESSAGES.studentsAdded, data: cards } });
    await userEvent.type(screen.getByLabelText('Names, one a line'), ' Ana {enter}{enter}Bo');
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 pupils' }));
    expect(await screen.findByText('cards of Owls (ACDEFGHJ): Ana, Bo')).toBeTruthy();
    expect(history.location.pathname).toBe(`/classes/${ID}/cards`);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(`/classes/${ID}/students`);
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ names: ['Ana', 'Bo'] });
  });

  it('refuses a name twice in the list on its line, before sending anything', async () => {
    const { seen } = renderAdd({ status: 500, data: null });
    await userEvent.type(screen.getByLabelText('Names, one a line'), 'Ana{enter}ANA');
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 pupils' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Line 2 (\u2068ANA\u2069): Two pupils in the class would have this name. Add a letter to tell them apart.');
    expect(seen).toHaveLength(0);
  });

  it('puts the server’s 422 on the line of the name it refuses, and stays', async () => {
    const { history } = renderAdd({ status: 422, data: { message: 'The given data was invalid.', errors: { 'names.1': [CLASS_MESSAGES.duplicateName] } } });
    await userEvent.type(screen.getByLabelText('Names, one a line'), 'Cleo{enter}Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 pupils' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Line 2 (\u2068Ana\u2069): Two pupils'));
    expect(history.location.pathname).toBe(`/classes/${ID}`);
    expect((screen.getByLabelText('Names, one a line') as HTMLTextAreaElement).value).toBe('Cleo\nAna');
  });

  it('reads a CSV file’s first column into the list to look over, its header skipped', async () => {
    renderAdd({ status: 500, data: null });
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const file = new File(['Name,Birthday\nAna,2017\n"Lima, Bo",2018\n'], 'class.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file'), file);
    const list = (await screen.findByLabelText('Names, one a line')) as HTMLTextAreaElement;
    expect(list.value).toBe('Ana\nLima, Bo');
    expect(screen.getByText(/2 names read from/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add 2 pupils' })).toBeTruthy();
  });
});
