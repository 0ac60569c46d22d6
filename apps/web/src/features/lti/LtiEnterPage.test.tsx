// The LMS launch landing page: a code becomes a signed-in session and the book (or the picker), or a clear refusal.
import { screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LTI_MESSAGES } from '@folio/shared';
import arCommon from '../../../public/locales/ar/common.json';
import arReader from '../../../public/locales/ar/reader.json';
import { clearAuthCookies } from '../auth/authCookies';
import { serve } from '../ebooks/testing';
import { ABILITIES } from '../../test/abilities';
import { BOOK_ID, CODE, lmsUser, showEnter } from './testing';

afterEach(async () => {
  clearAuthCookies();
  await i18n.changeLanguage('en');
  i18n.removeResourceBundle('ar', 'common');
  i18n.removeResourceBundle('ar', 'reader');
});

describe('entering Folio from an LMS', () => {
  it('should trade the code of the address for a session, sign in, and open the book', async () => {
    const seen = serve((key) => {
      if (key === 'POST /lti/session') return [200, { data: { token: 'lms-token', user: lmsUser, ebook_id: BOOK_ID, deep_link: null, course_id: null } }];
      if (key === 'GET /auth/me/abilities') return [200, { data: ABILITIES.user }];
      return undefined;
    });
    const { router, store } = showEnter(`#code=${CODE}`);
    expect(screen.getByText('Opening your book…')).toBeTruthy();
    await waitFor(() => expect(router.history.location.pathname).toBe(`/flipbooks/${BOOK_ID}`));
    // The spent code is out of the address bar, and was sent once.
    expect(window.location.hash).toBe('');
    const posts = seen.filter((c) => c.method === 'post' && c.url === '/lti/session');
    expect(posts.map((c) => JSON.parse(c.data as string))).toEqual([{ code: CODE }]);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, token: 'lms-token', user: { id: lmsUser.id, abilities: ABILITIES.user } });
    expect(document.cookie).toContain('token=lms-token');
    expect(router.history.action).toBe('REPLACE');
  });

  it("should show an LMS instructor their course's Results of the book", async () => {
    serve((key) => {
      if (key === 'POST /lti/session') return [200, { data: { token: 'lms-token', user: lmsUser, ebook_id: BOOK_ID, deep_link: null, course_id: 'course-7' } }];
      if (key === 'GET /auth/me/abilities') return [200, { data: ABILITIES.user }];
      return undefined;
    });
    const { router } = showEnter(`#code=${CODE}`);
    await waitFor(() => expect(router.history.location.pathname).toBe(`/lti/courses/course-7/books/${BOOK_ID}/results`));
  });

  it("should go to the book picker for a teacher's deep-linking request", async () => {
    serve((key) => {
      if (key === 'POST /lti/session') return [200, { data: { token: 'lms-token', user: lmsUser, ebook_id: null, deep_link: 'dl-123', course_id: null } }];
      if (key === 'GET /auth/me/abilities') return [200, { data: ABILITIES.user }];
      return undefined;
    });
    const { router } = showEnter(`#code=${CODE}`);
    await waitFor(() => expect(router.history.location.pathname).toBe('/lti/pick/dl-123'));
  });

  it('should say in the reader’s language that a used code has expired, with a way home', async () => {
    i18n.addResourceBundle('ar', 'common', arCommon);
    i18n.addResourceBundle('ar', 'reader', arReader);
    await i18n.changeLanguage('ar');
    serve((key) => (key === 'POST /lti/session' ? [410, { message: LTI_MESSAGES.handoffExpired }] : undefined));
    const { store } = showEnter(`#code=${CODE}`);
    expect(await screen.findByText(arCommon.server.ltiHandoffExpired)).toBeTruthy();
    expect(screen.getByRole('heading', { name: arReader.lti.enter.failedTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: arReader.lti.enter.home }).getAttribute('href')).toBe('/');
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('should say so when the server refuses the code as a field of its answer', async () => {
    serve((key) => (key === 'POST /lti/session' ? [422, { message: 'The given data was invalid.', errors: { code: [LTI_MESSAGES.handoffExpired] } }] : undefined));
    showEnter(`#code=${CODE}`);
    expect(await screen.findByText(LTI_MESSAGES.handoffExpired)).toBeTruthy();
  });

  it('should ask nothing of the server for an address without a code', async () => {
    const seen = serve(() => undefined);
    showEnter('');
    expect(await screen.findByText(LTI_MESSAGES.handoffExpired)).toBeTruthy();
    expect(seen).toEqual([]);
  });
});
