// /join/:code: the class's names, the pad for the name picked (or given by a card's QR code), school sign-in, and the session.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CLASS_MESSAGES, type ClassJoin, type User } from '@folio/shared';
import { memoryRouter } from '../../test/router';
import { renderWithStore } from '../../test/render';
import { ABILITIES } from '../../test/abilities';
import { clearAuthCookies } from '../auth/authCookies';
import { serve } from '../ebooks/testing';
import JoinClassPage from './JoinClassPage';

const ADA = '5a000000-0000-4000-8000-0000000000a1';
const join = (over: Partial<ClassJoin> = {}): ClassJoin => ({
  name: 'Class 3B Owls',
  language: 'en',
  school_sign_in: false,
  students: [
    { id: ADA, first_name: 'Ada' },
    { id: '5a000000-0000-4000-8000-0000000000b2', first_name: 'Ben' },
  ],
  ...over,
});
const ada: User = { id: ADA, name: 'Ada', email: null, role: 'student', is_active: true, profile_picture: null, mobile: null, bio: null, address: null, created_at: '2026-12-01T08:00:00.000Z' };

function show(address: string) {
  const router = memoryRouter([
    { path: '/join/:code', element: <JoinClassPage /> },
    { path: '/classroom', element: <p>the classroom</p> },
  ], { initialEntries: [address] });
  const { store } = renderWithStore(router.element);
  return { router, store };
}

afterEach(() => clearAuthCookies());

describe('a class found by its code', () => {
  it('asks the server with the code in capitals, and opens the pad of the pupil a card names', async () => {
    const seen = serve((key) => (key === 'GET /classes/join/HKMP3WXA' ? [200, { data: join() }] : undefined));
    show(`/join/hkmp-3wxa?pupil=${ADA}`);
    expect(await screen.findByRole('heading', { name: /Hi, \W?Ada\W?!/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Pictures' })).toBeTruthy();
    expect(seen.map((request) => request.url)).toEqual(['/classes/join/HKMP3WXA']);
  });

  it('signs the pupil in as the sign-in form does, and goes to the classroom', async () => {
    const user = userEvent.setup();
    const seen = serve((key) => {
      if (key === 'GET /classes/join/HKMP3WXA') return [200, { data: join() }];
      if (key === 'POST /auth/class-sign-in') return [200, { token: 'pupil-token', user: ada, message: CLASS_MESSAGES.signedIn }];
      if (key === 'GET /auth/me/abilities') return [200, { data: ABILITIES.student }];
      return undefined;
    });
    const { router, store } = show('/join/HKMP3WXA');
    await user.click(await screen.findByRole('button', { name: 'Ben' }));
    expect(router.history.location.search).toBe('?pupil=5a000000-0000-4000-8000-0000000000b2');
    await user.click(screen.getByRole('button', { name: 'Not you?' }));
    await user.click(screen.getByRole('button', { name: 'Ada' }));
    for (const word of ['star', 'car', 'sun', 'dog']) await user.click(screen.getByRole('button', { name: word }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/classroom'));
    const sent = seen.find((request) => request.url === '/auth/class-sign-in');
    expect(JSON.parse(sent!.data as string)).toEqual({ join_code: 'HKMP3WXA', student_id: ADA, secret: ['star', 'car', 'sun', 'dog'] });
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, token: 'pupil-token', user: { id: ADA, abilities: ABILITIES.student } });
  });

  it("offers the school's sign-in when the class allows it and the server has it", async () => {
    const seen = serve((key) => {
      if (key === 'GET /classes/join/HKMP3WXA') return [200, { data: join({ school_sign_in: true }) }];
      if (key === 'GET /auth/oidc') return [200, { data: { enabled: true, name: 'Springfield School' } }];
      return undefined;
    });
    show('/join/HKMP3WXA');
    const link = await screen.findByRole('link', { name: 'Sign in with Springfield School' });
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start?class_code=HKMP3WXA&redirect=%2Fclassroom');
    expect(seen.map((request) => request.url)).toContain('/auth/oidc');
  });

  it('asks nothing of school sign-in for a class that does not allow it', async () => {
    const seen = serve((key) => (key === 'GET /classes/join/HKMP3WXA' ? [200, { data: join() }] : [200, { data: { enabled: true, name: 'Springfield School' } }]));
    show('/join/HKMP3WXA');
    await screen.findByRole('button', { name: 'Ada' });
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    expect(seen.map((request) => request.url)).toEqual(['/classes/join/HKMP3WXA']);
  });

  it('says a wrong or closed code in the same words, with the way back to typing it', async () => {
    serve(() => [404, { message: CLASS_MESSAGES.joinCodeWrong }]);
    show('/join/HKMP3WXA');
    expect((await screen.findByRole('alert')).textContent).toBe(CLASS_MESSAGES.joinCodeWrong);
    expect(screen.getByRole('link', { name: 'Type the code again' }).getAttribute('href')).toBe('/join');
  });
});
