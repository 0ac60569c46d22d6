import { screen, waitFor, within } from '@testing-library/react';
import { renderWithStore } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { memoryRouter } from '../../../test/router';
import { describe, expect, it } from 'vitest';
import PendingEbooksPage from './PendingEbooksPage';
import { book, listOf, serve } from '../../ebooks/testing';

const waiting = book({ approval_status: 'pending', status: 'draft', owner: { id: 'u2', name: 'Ayesha Khan' } });

const renderPage = () =>
  renderWithStore(memoryRouter([{ path: '/admin/pending-ebooks', element: <PendingEbooksPage /> }], { initialEntries: ['/admin/pending-ebooks'] }).element);

describe('the pending eBooks screen', () => {
  it('says so when no book waits for approval', async () => {
    serve((key) => (key === 'GET /admin/ebooks' ? [200, listOf([])] : undefined));
    renderPage();
    expect(await screen.findByText('No books are waiting for approval.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pending eBooks' })).toBeTruthy();
  });

  it('lists the pending books only, approves one in its row and rejects another with a reason', async () => {
    let decided = false;
    const seen = serve((key, config) => {
      if (key === 'GET /admin/ebooks') return [200, listOf(decided ? [] : [waiting])];
      if (key === `POST /admin/ebooks/${waiting.id}/approval`) {
        decided = true;
        return [200, { message: 'eBook approved.', data: { ...waiting, ...(JSON.parse(String(config.data)) as object) } }];
      }
      return undefined;
    });
    renderPage();
    const row = (await screen.findByText('Sea Animals')).closest('tr')!;
    expect(within(row).getByText('Ayesha Khan')).toBeTruthy();
    expect(seen[0]!.params).toMatchObject({ approval_status: 'pending' });
    await userEvent.click(within(row).getByRole('button', { name: 'Approve Sea Animals' }));
    await waitFor(() => expect(seen.find((c) => c.method === 'post')?.data).toBe(JSON.stringify({ approval_status: 'approved' })));
    expect(await screen.findByText('No books are waiting for approval.')).toBeTruthy();
  });

  it('asks for a reason before rejecting', async () => {
    const seen = serve((key) => {
      if (key === 'GET /admin/ebooks') return [200, listOf([waiting])];
      if (key === `POST /admin/ebooks/${waiting.id}/approval`) return [200, { message: 'eBook rejected.', data: { ...waiting, approval_status: 'rejected' } }];
      return undefined;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Sea Animals' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(seen.some((c) => c.method === 'post')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The cover is blurry.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(seen.find((c) => c.method === 'post')?.data).toBe(JSON.stringify({ approval_status: 'rejected', reason: 'The cover is blurry.' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
