// A school's seat licences: a teacher gives a seat to a pupil of their class and frees one; an admin may sell one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEAT_LICENCE_MESSAGES, type SeatLicence } from '@folio/shared';
import { renderWithStore } from '../../../test/render';
import { memoryRouter } from '../../../test/router';
import { serve } from '../../ebooks/testing';
import SeatLicencesPage from './SeatLicencesPage';

const LICENCE_ID = '5f0c0000-0000-4000-8000-0000000000f1';
const CLASS_ID = '5f0c0000-0000-4000-8000-0000000000c1';
const licence: SeatLicence = {
  id: LICENCE_ID,
  organisation: 'Oak School',
  seats: 30,
  seats_used: 1,
  valid_until: '2099-07-31T23:59:59.999Z',
  valid: true,
  books: [{ id: 'e1', title: 'The Owl Who Read' }],
  teachers: [{ id: 't1', name: 'Lena Park', email: 'lena@example.com' }],
  holders: [{ user: { id: 'p1', name: 'Ada Byron' }, assigned_at: '2026-11-25T09:30:00.000Z', assigned_by: { id: 't1', name: 'Lena Park' } }],
  created_at: '2026-11-24T10:00:00.000Z',
};

function showLicences(maySell: boolean, onEdit?: (body: Record<string, unknown>) => [number, unknown]) {
  const seen = serve((key, config) => {
    if (key === 'GET /admin/seat-licences') return [200, { data: [licence], may_sell: maySell, may_edit: maySell }];
    if (key === `PATCH /admin/seat-licences/${LICENCE_ID}`) return onEdit?.(JSON.parse(config.data as string));
    if (key === 'GET /classes') return [200, { data: [{ id: CLASS_ID, name: 'Year 5' }], current_page: 1, last_page: 1, per_page: 100, total: 1 }];
    if (key === `GET /classes/${CLASS_ID}/students`) return [200, { data: [{ id: 'p1', name: 'Ada Byron', last_sign_in_at: null, added_at: '' }, { id: 'p2', name: 'Ben Okafor', last_sign_in_at: null, added_at: '' }] }];
    if (key === `POST /admin/seat-licences/${LICENCE_ID}/seats`) {
      const body = JSON.parse(config.data as string) as { email?: string };
      if (body.email === 'nobody@example.com') return [422, { message: 'The given data was invalid.', errors: { email: [SEAT_LICENCE_MESSAGES.unknownAccount] } }];
      return [200, { message: SEAT_LICENCE_MESSAGES.assigned, data: licence }];
    }
    if (key === `DELETE /admin/seat-licences/${LICENCE_ID}/seats/p1`) return [200, { message: SEAT_LICENCE_MESSAGES.released, data: licence }];
    return undefined;
  });
  renderWithStore(memoryRouter([{ path: '/classes/licences', element: <SeatLicencesPage /> }], { initialEntries: ['/classes/licences'] }).element);
  return seen;
}

describe('the school licences screen', () => {
  it("gives a seat to a pupil of the teacher's class, listing only pupils without one, and frees a seat after confirming", async () => {
    const user = userEvent.setup();
    const seen = showLicences(false);
    const card = await screen.findByRole('region', { name: 'Oak School' });
    expect(within(card).getByText('1 of 30 seats given')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sell a licence' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(within(card).getByRole('list', { name: 'Pupils with a seat' })).getByText('Ada Byron')).toBeTruthy();

    // The teacher's classes come with a request of their own: chosen once they are listed.
    const classes = within(card).getByLabelText('Class');
    await waitFor(() => expect(classes.querySelector(`option[value="${CLASS_ID}"]`)).toBeTruthy());
    await user.selectOptions(classes, CLASS_ID);
    const pupil = within(card).getByLabelText('Pupil');
    await waitFor(() => expect(within(pupil).queryByRole('option', { name: 'Ben Okafor' })).toBeTruthy());
    expect(within(pupil).queryByRole('option', { name: 'Ada Byron' })).toBeNull();
    await user.selectOptions(pupil, 'p2');
    await user.click(within(card).getByRole('button', { name: 'Give a seat' }));
    await waitFor(() => expect(seen.some((r) => r.method.toUpperCase() === 'POST')).toBe(true));
    expect(JSON.parse(seen.find((r) => r.method.toUpperCase() === 'POST')!.data as string)).toEqual({ user_id: 'p2' });

    await user.click(within(card).getByRole('button', { name: 'Free the seat of Ada Byron' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(seen.some((r) => r.method.toUpperCase() === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Free seat' }));
    await waitFor(() => expect(seen.some((r) => r.method.toUpperCase() === 'DELETE')).toBe(true));
  });

  it('gives a seat to an account by its e-mail address, and shows why one is refused under the field', async () => {
    const user = userEvent.setup();
    const seen = showLicences(false);
    const card = await screen.findByRole('region', { name: 'Oak School' });
    const email = within(card).getByLabelText('Or an account’s e-mail address');
    await user.type(email, 'nobody@example.com');
    await user.click(within(card).getByRole('button', { name: 'Give a seat by e-mail' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(card).getByText('No Folio account has this e-mail address.')).toBeTruthy();

    await user.clear(email);
    await user.type(email, 'lena.colleague@example.com');
    await user.click(within(card).getByRole('button', { name: 'Give a seat by e-mail' }));
    await waitFor(() => expect((email as HTMLInputElement).value).toBe(''));
    const posts = seen.filter((r) => r.method.toUpperCase() === 'POST').map((r) => JSON.parse(r.data as string));
    expect(posts).toEqual([{ email: 'nobody@example.com' }, { email: 'lena.colleague@example.com' }]);
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('offers an admin to sell a licence', async () => {
    const user = userEvent.setup();
    showLicences(true);
    await user.click(await screen.findByRole('button', { name: 'Sell a licence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell a licence' });
    expect(within(dialog).getByLabelText('Organisation')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Books' })).toBeTruthy();
    expect(within(dialog).getByLabelText("Teachers' e-mail addresses")).toBeTruthy();
  });

  it('lets an admin edit a licence: the dialog starts from it, sends only what changed, and shows a refusal under its field', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    showLicences(true, (body) => {
      sent.push(body);
      return sent.length === 1
        ? [422, { message: 'The given data was invalid.', errors: { seats: [SEAT_LICENCE_MESSAGES.seatsBelowUsed] } }]
        : [200, { message: SEAT_LICENCE_MESSAGES.updated, data: licence }];
    });
    const card = await screen.findByRole('region', { name: 'Oak School' });
    await user.click(within(card).getByRole('button', { name: 'Edit the licence of Oak School' }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit the licence of .Oak School.$/ });
    expect((within(dialog).getByLabelText('Organisation') as HTMLInputElement).value).toBe('Oak School');
    expect((within(dialog).getByLabelText('Valid until (optional)') as HTMLInputElement).value).toBe('2099-07-31');
    expect((within(dialog).getByLabelText("Teachers' e-mail addresses") as HTMLTextAreaElement).value).toBe('lena@example.com');
    expect(within(dialog).queryByRole('combobox', { name: 'Books' })).toBeNull();
    const seats = within(dialog).getByLabelText('Seats') as HTMLInputElement;
    expect(seats.value).toBe('30');
    expect(seats.getAttribute('min')).toBe('1');

    await user.clear(seats);
    await user.type(seats, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(seats.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText(SEAT_LICENCE_MESSAGES.seatsBelowUsed)).toBeTruthy();
    expect(sent[0]).toEqual({ seats: 0 });

    await user.clear(seats);
    await user.type(seats, '40');
    const teachers = within(dialog).getByLabelText("Teachers' e-mail addresses");
    await user.type(teachers, '{Enter}sam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[1]).toEqual({ seats: 40, teacher_emails: ['lena@example.com', 'sam@example.com'] });
  });

  it('closes the edit dialog with Escape, sending nothing', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    showLicences(true, (body) => (sent.push(body), [200, { message: SEAT_LICENCE_MESSAGES.updated, data: licence }]));
    const card = await screen.findByRole('region', { name: 'Oak School' });
    within(card).getByRole('button', { name: 'Edit the licence of Oak School' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: /^Edit the licence of .Oak School.$/ })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Edit the licence of Oak School' })));
  });
});
