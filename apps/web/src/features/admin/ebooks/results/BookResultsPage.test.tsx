import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BookResults } from '@folio/shared';
import { renderWithStore } from '../../../../test/render';
import { book, serve } from '../testing';
import BookResultsPage from './BookResultsPage';

const shown = book();
const show = (results: BookResults) => {
  serve((key) => {
    if (key === `GET /admin/ebooks/${shown.id}`) return [200, { data: shown }];
    if (key === `GET /admin/ebooks/${shown.id}/results`) return [200, { data: results }];
    return undefined;
  });
  renderWithStore(<RouterProvider router={createMemoryRouter([{ path: '/admin/ebooks/:id/results', element: <BookResultsPage /> }], { initialEntries: [`/admin/ebooks/${shown.id}/results`] })} />);
};

describe("a book's results", () => {
  it('shows each question with its right answers and options in words, and each reader with their score', async () => {
    show({
      points: 2,
      questions: [{ element_id: 'q', page: 3, question: 'Which swims?', points: 2, answered: 4, correct: 1, earlier: 2, spread: [{ option_id: 'f', text: 'Fish', correct: true, chosen: 1 }, { option_id: 'c', text: 'Cat', correct: false, chosen: 3 }] }],
      readers: [{ user_id: 'u', name: 'Noor', email: 'noor@example.com', answered: 1, score: 2, last_answered_at: '2026-11-24T10:00:00.000Z', answers: [] }],
    });
    const question = (await screen.findByRole('heading', { level: 3, name: 'Which swims?' })).closest('li')!;
    expect(within(question).getByText('1 of 4 right (25%)')).toBeTruthy();
    expect(within(question).getByText('Answers to an earlier version, left out: 2')).toBeTruthy();
    expect(within(question).getByText('3 (75%)')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Noor/ });
    expect(within(row).getByText('2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('says what to do when the book has no questions yet', async () => {
    show({ points: 0, questions: [], readers: [] });
    expect(await screen.findByText(/This book has no questions yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
