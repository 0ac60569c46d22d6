import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES } from '@folio/shared';
import { createStore } from '../../app/store';
import { api } from '../../http/client';
import { ABILITIES } from '../../test/abilities';
import { memoryRouter } from '../../test/router';
import RegisterPage from './RegisterPage';

function renderRegister() {
  const router = memoryRouter(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: ['/register'] },
  );
  render(<Provider store={createStore()}>{router.element}</Provider>);
  return router;
}

async function fillIn(birthYear: number) {
  await userEvent.type(screen.getByLabelText('Full name'), 'Young Reader');
  await userEvent.type(screen.getByLabelText('Email'), 'young@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'child-pass');
  await userEvent.type(screen.getByLabelText('Year of birth'), String(birthYear));
  await userEvent.click(screen.getByRole('checkbox'));
}

describe('the register screen’s age screen', () => {
  const year = new Date().getFullYear();

  it("asks a child who may be under 13 for a parent's e-mail, sends both, and says the parent was written to", async () => {
    const sent: unknown[] = [];
    api.transport = async (config) => {
      if (config.method === 'post') sent.push(JSON.parse(String(config.data)));
      return { data: { message: PRIVACY_MESSAGES.consentSent }, status: 202 };
    };
    renderRegister();
    expect(screen.queryByLabelText("Parent's or guardian's e-mail")).toBeNull();
    await fillIn(year - 9);
    const parent = await screen.findByLabelText("Parent's or guardian's e-mail");
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter the e-mail address of a parent or guardian: they must agree before the account is made.')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.type(parent, 'parent@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Ask your parent to check their e-mail' })).toBeTruthy();
    expect(sent).toEqual([{ name: 'Young Reader', email: 'young@example.com', password: 'child-pass', accept_terms: true, birth_year: year - 9, parent_email: 'parent@example.com' }]);
  });

  it("registers someone older at once, without a parent's e-mail", async () => {
    const sent: unknown[] = [];
    api.transport = async (config) => {
      if (config.url === '/auth/me/abilities') return { data: { data: ABILITIES.user }, status: 200 };
      if (config.method === 'post') sent.push(JSON.parse(String(config.data)));
      return { data: { token: 't', message: 'Your account has been created.', user: { id: '1', name: 'Young Reader', email: 'young@example.com', role: 'user', profile_picture: null } }, status: 201 };
    };
    const router = renderRegister();
    await fillIn(1990);
    expect(screen.queryByLabelText("Parent's or guardian's e-mail")).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/ebooks'));
    expect(sent[0]).toEqual({ name: 'Young Reader', email: 'young@example.com', password: 'child-pass', accept_terms: true, birth_year: 1990 });
  });

  it('says a year that is no year in the page’s words', async () => {
    api.transport = async () => ({ data: {}, status: 200 });
    renderRegister();
    await fillIn(year + 3);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your year of birth as four digits.')).toBeTruthy();
  });

  it("says, for a child, that the parent's e-mail could not be sent", async () => {
    api.transport = async () => ({ data: { message: PRIVACY_MESSAGES.mailUnavailable }, status: 503 });
    renderRegister();
    await fillIn(year - 9);
    await userEvent.type(await screen.findByLabelText("Parent's or guardian's e-mail"), 'parent@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PRIVACY_MESSAGES.mailUnavailable);
  });
});
