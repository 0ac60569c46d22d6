// Results as the API answers them, and the page served with them, for the results tests (kept apart so each test file stays short).
import { memoryRouter } from '../../../../test/router';
import type { BookResults, QuestionResult, ReaderResult } from '@folio/shared';
import { renderWithStore } from '../../../../test/render';
import { book, serve } from '../../../ebooks/testing';
import BookResultsPage from './BookResultsPage';
import { type SentRequest } from '../../../../http/client';

const shown = book();
export const READER = '7d1c0000-0000-4000-8000-0000000000e1';
export const RESULTS_URL = `/admin/ebooks/${shown.id}/results`;
/** An LMS course (LTI), and the book's Results for it, as its instructor reads them. */
const COURSE = '5c0e0000-0000-4000-8000-0000000000c1';
export const COURSE_RESULTS_URL = `/lti/courses/${COURSE}/books/${shown.id}/results`;

/** A question's figures: a choice nobody answered unless told otherwise. */
export const question = (over: Partial<QuestionResult> = {}): QuestionResult => ({
  element_id: 'q',
  kind: 'choice',
  page: 1,
  question: 'Which swims?',
  points: 2,
  answered: 0,
  correct: 0,
  earlier: 0,
  spread: [],
  parts: [],
  to_mark: 0,
  ...over,
});

type Answer = ReaderResult['answers'][number];

/** One answer of a reader: right, to the current version, unless told otherwise. */
export const answer = (over: Partial<Answer> = {}): Answer => ({
  element_id: 'q',
  chosen: ['f'],
  text: 'Fish',
  correct: true,
  marked: false,
  score: 2,
  attempts: 1,
  current: true,
  answered_at: '2026-11-24T10:00:00.000Z',
  ...over,
});

export const reader = (over: Partial<ReaderResult> = {}): ReaderResult => ({
  user_id: READER,
  name: 'Noor',
  email: 'noor@example.com',
  answered: 1,
  score: 2,
  last_answered_at: '2026-11-24T10:00:00.000Z',
  answers: [],
  ...over,
});

type Reply = [status: number, body: unknown];

/**
 * The results page at `search` (e.g. "?from=2026-11-01"), the API answering `results` (which may depend on the
 * request, e.g. its days) and `other` for anything else (a mark). Returns every request made and the router.
 */
export function showResults(
  results: BookResults | ((config: SentRequest) => BookResults),
  { search = '', other, course = false }: { search?: string; other?: (key: string, config: SentRequest) => Reply | undefined; course?: boolean } = {},
) {
  const url = course ? COURSE_RESULTS_URL : RESULTS_URL;
  const seen = serve((key, config) => {
    if (key === `GET /admin/ebooks/${shown.id}`) return [200, { data: shown }];
    if (key === `GET ${url}`) return [200, { data: typeof results === 'function' ? results(config) : results }];
    return other?.(key, config);
  });
  const routes = [{ path: '/admin/ebooks/:id/results', element: <BookResultsPage /> }, { path: '/lti/courses/:courseId/books/:id/results', element: <BookResultsPage /> }];
  const router = memoryRouter(routes, { initialEntries: [`${url}${search}`] });
  renderWithStore(router.element);
  const resultReads = () => seen.filter((c) => (c.method ?? 'get') === 'get' && c.url === url);
  return { seen, router, resultReads };
}
