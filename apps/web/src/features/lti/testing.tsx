// What the LTI screens' tests share: an LMS user's session as the server answers it, free and paid books, and the screens served.
import { memoryRouter } from '../../test/router';
import type { PublicEbook, User } from '@folio/shared';
import { createStore } from '../../app/store';
import { login } from '../auth/authSlice';
import { renderWithStore } from '../../test/render';
import { ABILITIES } from '../../test/abilities';
import LtiEnterPage from './LtiEnterPage';
import LtiPickPage from './LtiPickPage';

export const BOOK_ID = '0b9a4a52-0000-4000-8000-0000000000b1';
export const CODE = 'c0de-c0de-c0de-c0de-c0de';

/** The Folio account of an LMS user, as a sign-in answers it. */
export const lmsUser: User = {
  id: '7d1c0000-0000-4000-8000-0000000000a1',
  name: 'Amina Rahman',
  email: 'lti-amina@folio.test',
  role: 'user',
  is_active: true,
  profile_picture: null,
  mobile: null,
  bio: null,
  address: null,
  created_at: '2026-11-24T10:00:00.000Z',
};

/** A book of the public catalogue: free unless told otherwise. */
export const publicBook = (over: Partial<PublicEbook> = {}): PublicEbook => ({
  id: BOOK_ID,
  title: 'Sea Animals',
  slug: 'sea-animals',
  description: null,
  authors: [{ id: 'a1', name: 'Rahim Uddin' }],
  categories: [],
  book_type: 'ebook',
  page_dimension: 'A4',
  width: 794,
  height: 1123,
  orientation: 'portrait',
  pdf_page_count: null,
  cover_image: null,
  price: 0,
  discount: 0,
  discount_type: 'fixed',
  final_price: 0,
  publisher: null,
  page_count: 4,
  created_at: '2026-01-02T10:00:00.000Z',
  ...over,
});

const elsewhere = [
  { path: '/flipbooks/:id', element: <p>reading the book</p> },
  { path: '/lti/pick/:code', element: <p>picking a book</p> },
  { path: '/lti/courses/:courseId/books/:id/results', element: <p>the course results</p> },
  { path: '/', element: <p>home page</p> },
];

/** /lti/enter with `hash` (e.g. "#code=…"), the address bar holding it too, as after the launch's redirect. */
export function showEnter(hash: string) {
  window.history.replaceState(null, '', `/lti/enter${hash}`);
  const router = memoryRouter([{ path: '/lti/enter', element: <LtiEnterPage /> }, ...elsewhere], { initialEntries: [`/lti/enter${hash}`] });
  const { store } = renderWithStore(router.element);
  return { router, store };
}

/** /lti/pick/{CODE}, signed in as the LMS's teacher. */
export function showPick() {
  const store = createStore();
  store.dispatch(login({ token: 'lms-token', user: { ...lmsUser, abilities: ABILITIES.user } }));
  const router = memoryRouter([{ path: '/lti/pick/:code', element: <LtiPickPage /> }], { initialEntries: [`/lti/pick/${CODE}`] });
  renderWithStore(router.element, store);
  return { router, store };
}
