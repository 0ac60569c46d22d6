import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_MESSAGES, type AccountExport, type ClassStudent, type RetentionPupil } from '@folio/shared';
import { api, type SentRequest } from '../../../http/client';
import { renderWithStore } from '../../../test/render';
import { memoryRouter } from '../../../test/router';
import { owls, OWLS_ID } from '../fixtures';
import { PupilsTab } from './PupilsTab';

const ID = OWLS_ID;
const record = owls;
const ANA = '5f0c0000-0000-4000-8000-0000000000a1';
const BO = '5f0c0000-0000-4000-8000-0000000000b2';
const pupils: ClassStudent[] = [
  { id: ANA, name: 'Ana', last_sign_in_at: null, added_at: '2025-09-01T00:00:00.000Z' },
  { id: BO, name: 'Bo', last_sign_in_at: '2025-11-02T09:00:00.000Z', added_at: '2025-09-01T00:00:00.000Z' },
];
const exportBase = `/classes/${ID}/students/${ANA}/export`;
const exportOf = (status: AccountExport['status'], more: Partial<AccountExport> = {}): AccountExport => ({
  id: '5b1c2b64-4a1f-4bb1-9e0e-3b1f9a1d2c3e',
  status,
  size: null,
  error: null,
  created_at: '2026-12-06T10:00:00.000Z',
  finished_at: null,
  download_url: null,
  ...more,
});
const due = (name: string, id: string, deletion_at: string): RetentionPupil => ({ id, name, last_sign_in_at: null, notice_at: '2026-12-01T00:00:00.000Z', deletion_at });

/** The server as the tab meets it: each request's answer by method and address, a function for one that changes. */
function serve(answers: Record<string, { status: number; data: unknown } | (() => { status: number; data: unknown })>) {
  const seen: SentRequest[] = [];
  api.transport = async (request) => {
    seen.push(request);
    const answer = answers[`${request.method} ${request.url}`];
    return (typeof answer === 'function' ? answer() : answer) ?? { status: 404, data: { message: 'Not found.' } };
  };
  return seen;
}

const renderTab = () => renderWithStore(memoryRouter([{ path: '*', element: <PupilsTab record={record} /> }], { initialEntries: [`/classes/${ID}`] }).element);

const openExport = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Ana' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Download data' }));
  return screen.findByRole('dialog', { name: 'Download Ana’s data' });
};

afterEach(() => vi.restoreAllMocks());

describe('a pupil’s data', () => {
  it('starts the export from the pupil’s menu, follows it until it is done, then downloads the ZIP', async () => {
    let polls = 0;
    const done = exportOf('done', { size: 4096, finished_at: '2026-12-06T10:00:03.000Z', download_url: `/api${exportBase}/download` });
    const seen = serve({
      [`get /classes/${ID}/students`]: { status: 200, data: { data: pupils } },
      [`get /classes/${ID}/retention`]: { status: 200, data: { data: [] } },
      [`post ${exportBase}`]: { status: 202, data: { message: PRIVACY_MESSAGES.exportStarted, data: exportOf('queued') } },
      [`get ${exportBase}`]: () => ({ status: 200, data: { data: ++polls === 1 ? exportOf('running') : done } }),
      [`get ${exportBase}/download`]: { status: 200, data: new Blob(['PK']) },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    renderTab();
    const dialog = await openExport();
    expect(dialog.textContent).toContain('The download is recorded in the class’s audit');
    expect(await within(dialog).findByText('Preparing the data…')).toBeTruthy();
    // Two polls two seconds apart: running, then done.
    expect(await within(dialog).findByText(/^Ready: 4 kB, made /, undefined, { timeout: 7000 })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download ZIP' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('folio-Ana-2026-12-06.zip');
    expect(seen.filter((request) => request.method === 'post').map((request) => request.url)).toEqual([exportBase]);
    // Done: the dialog asks no more.
    const asked = seen.filter((request) => request.url === exportBase && request.method === 'get').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(seen.filter((request) => request.url === exportBase && request.method === 'get').length).toBe(asked);
  }, 15000);

  it('says a refused start in the reader’s words, and Escape closes the dialog', async () => {
    serve({
      [`get /classes/${ID}/students`]: { status: 200, data: { data: pupils } },
      [`get /classes/${ID}/retention`]: { status: 200, data: { data: [] } },
      [`post ${exportBase}`]: { status: 404, data: { message: PRIVACY_MESSAGES.studentNotInClass } },
    });
    renderTab();
    const dialog = await openExport();
    expect(await within(dialog).findByText('This pupil is not in this class.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Download ZIP' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failed export’s message', async () => {
    serve({
      [`get /classes/${ID}/students`]: { status: 200, data: { data: pupils } },
      [`get /classes/${ID}/retention`]: { status: 200, data: { data: [] } },
      [`post ${exportBase}`]: { status: 202, data: { message: PRIVACY_MESSAGES.exportStarted, data: exportOf('failed', { error: PRIVACY_MESSAGES.exportFailed }) } },
    });
    renderTab();
    const dialog = await openExport();
    expect(await within(dialog).findByText('The data export could not be made. Please try again.')).toBeTruthy();
  });
});

describe('pupils due for deletion', () => {
  it('warns of the pupils who have not signed in, with the day of their deletion in the reader’s format', async () => {
    serve({
      [`get /classes/${ID}/students`]: { status: 200, data: { data: pupils } },
      [`get /classes/${ID}/retention`]: { status: 200, data: { data: [due('Ana', ANA, '2027-01-05T12:00:00.000Z'), due('Bo', BO, '2027-01-05T12:00:00.000Z')] } },
    });
    renderTab();
    const panel = await screen.findByRole('region', { name: '2 pupils’ accounts will be deleted' });
    expect(panel.textContent).toContain('These pupils have not signed in for a year; their accounts will be deleted on Jan 5, 2027 unless they sign in.');
    const lines = within(panel).getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toEqual(['Anadeleted on Jan 5, 2027Last signed in: Never', 'Bodeleted on Jan 5, 2027Last signed in: Never']);
  });

  it('gives each pupil their own day when the days differ', async () => {
    serve({
      [`get /classes/${ID}/students`]: { status: 200, data: { data: pupils } },
      [`get /classes/${ID}/retention`]: { status: 200, data: { data: [due('Ana', ANA, '2027-01-05T12:00:00.000Z'), due('Bo', BO, '2027-02-07T12:00:00.000Z')] } },
    });
    renderTab();
    const panel = await screen.findByRole('region', { name: '2 pupils’ accounts will be deleted' });
    expect(panel.textContent).toContain('deleted on the dates below');
    expect(panel.textContent).toContain('deleted on Feb 7, 2027');
  });

  it('shows no warning while no pupil is due', async () => {
    const seen = serve({
      [`get /classes/${ID}/students`]: { status: 200, data: { data: pupils } },
      [`get /classes/${ID}/retention`]: { status: 200, data: { data: [] } },
    });
    renderTab();
    expect(await screen.findByRole('rowheader', { name: /^Ana/ })).toBeTruthy();
    await waitFor(() => expect(seen.some((request) => request.url === `/classes/${ID}/retention`)).toBe(true));
    expect(screen.queryByRole('region', { name: /will be deleted/ })).toBeNull();
  });
});
