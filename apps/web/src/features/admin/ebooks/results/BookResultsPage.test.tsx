import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookResults } from '@folio/shared';
import { answer, question, reader, showResults } from './testResults';

const questionCard = async (name: string) => (await screen.findByRole('heading', { level: 3, name })).closest('li')!;

describe("a book's results", () => {
  it('shows each question with its right answers and options in words, and each reader with their score', async () => {
    showResults({
      points: 2,
      questions: [question({ page: 3, answered: 4, correct: 1, earlier: 2, spread: [{ option_id: 'f', text: 'Fish', correct: true, chosen: 1 }, { option_id: 'c', text: 'Cat', correct: false, chosen: 3 }] })],
      readers: [reader({ answers: [answer()] })],
    });
    const card = await questionCard('Which swims?');
    expect(within(card).getByText('Multiple choice')).toBeTruthy();
    expect(within(card).getByText('1 of 4 right (25%)')).toBeTruthy();
    expect(within(card).getByText('Answers to an earlier version, left out: 2')).toBeTruthy();
    expect(within(card).getByText('(right)')).toBeTruthy();
    expect(within(card).getByText('3 (75%)')).toBeTruthy();
    const row = screen.getByRole('row', { name: /^Noor/ });
    expect(within(row).getByText('1 of 1')).toBeTruthy();
    expect(within(row).getByText('2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('says what to do when the book has no questions yet', async () => {
    showResults({ points: 0, questions: [], readers: [] });
    expect(await screen.findByText(/This book has no questions yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('shows each pair of a matching question with how many got it right, in bars and in words', async () => {
    showResults({
      points: 2,
      questions: [question({ kind: 'matching', question: 'Match the young', answered: 4, correct: 1, parts: [{ id: 'a', text: 'Cat → Kitten', right: 3 }, { id: 'b', text: 'Dog → Puppy', right: 1 }] })],
      readers: [reader()],
    });
    const card = await questionCard('Match the young');
    expect(within(card).getByText('Matching')).toBeTruthy();
    const pairs = within(card).getByRole('list', { name: 'Right in each pair' });
    const items = within(pairs).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Cat → Kitten')).toBeTruthy();
    expect(within(items[0]!).getByText('3 of 4 right (75%)')).toBeTruthy();
    expect(within(items[1]!).getByText('1 of 4 right (25%)')).toBeTruthy();
  });

  it('shows a poll as how often each option was chosen, with nothing right or wrong', async () => {
    showResults({
      points: 0,
      questions: [question({ kind: 'poll', question: 'Favourite animal?', points: 0, answered: 5, correct: 0, spread: [{ option_id: 'w', text: 'Whale', correct: false, chosen: 4 }, { option_id: 's', text: 'Seal', correct: false, chosen: 1 }] })],
      readers: [reader({ score: 0, answers: [answer({ chosen: ['w'], text: 'Whale', correct: null, score: 0 })] })],
    });
    const card = await questionCard('Favourite animal?');
    expect(within(card).getByText('Answers: 5. A poll has no right answer.')).toBeTruthy();
    expect(within(card).getByText('4 (80%)')).toBeTruthy();
    expect(within(card).queryByText(/right \(/)).toBeNull();
    expect(within(card).queryByText('(right)')).toBeNull();
    // A book of polls only has no points: no score chart.
    expect(screen.queryByRole('figure')).toBeNull();
    await userEvent.click(within(screen.getByRole('row', { name: /^Noor/ })).getByRole('button', { name: 'See answers' }));
    expect(screen.getByText('Poll: no right answer')).toBeTruthy();
  });

  it('draws the readers’ scores in five bands, with the numbers in words', async () => {
    const scores = [0, 1, 2, 9, 10];
    showResults({
      points: 10,
      questions: [question({ points: 10, answered: 5 })],
      readers: scores.map((score, i) => reader({ user_id: `u${i}`, name: `Reader ${i}`, score })),
    });
    const chart = await screen.findByRole('figure', { name: /How the readers scored/ });
    expect(within(chart).getByText('Readers in each band of the 10 points · Average score: 44%')).toBeTruthy();
    expect(within(chart).getByText('2 of 5 readers scored 0–20%')).toBeTruthy();
    expect(within(chart).getByText('1 of 5 readers scored 20–40%')).toBeTruthy();
    expect(within(chart).getByText('0 of 5 readers scored 40–60%')).toBeTruthy();
    expect(within(chart).getByText('0 of 5 readers scored 60–80%')).toBeTruthy();
    expect(within(chart).getByText('2 of 5 readers scored 80–100%')).toBeTruthy();
  });

  it('shows each answer of a reader in words, with its verdict', async () => {
    showResults({
      points: 4,
      questions: [question({ kind: 'matching', question: 'Match the young', page: 2 }), question({ element_id: 'b', kind: 'blanks', question: 'Fill in', page: 1 })],
      readers: [
        reader({
          answers: [
            answer({ chosen: ['b', 'a'], text: 'Cat → Puppy; Dog → Kitten', correct: false, score: 0 }),
            answer({ element_id: 'b', chosen: ['blue', 'red'], text: 'blue; red', correct: false, score: 1, attempts: 3 }),
          ],
        }),
      ],
    });
    const toggle = within(await screen.findByRole('row', { name: /^Noor/ })).getByRole('button', { name: 'See answers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const [first, second] = within(panel).getAllByRole('listitem');
    // In page order: the blanks (page 1) first.
    expect(within(first!).getByText('blue; red')).toBeTruthy();
    expect(within(first!).getByText('Partly right')).toBeTruthy();
    expect(within(first!).getByText('Tries: 3')).toBeTruthy();
    expect(within(second!).getByText('Cat → Puppy; Dog → Kitten')).toBeTruthy();
    expect(within(second!).getByText('Wrong')).toBeTruthy();
    expect(within(panel).queryByText(/^b,a$/)).toBeNull();
  });
});

describe('the date filter', () => {
  const empty: BookResults = { points: 2, questions: [question()], readers: [] };

  it('reads the days from the address, sends them, and keeps changes in the address', async () => {
    const { seen, router, resultReads } = showResults(empty, { search: '?from=2026-11-01' });
    const from = await screen.findByLabelText('From');
    expect((from as HTMLInputElement).value).toBe('2026-11-01');
    await waitFor(() => expect(resultReads()[0]?.params).toEqual({ from: '2026-11-01' }));

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(resultReads().at(-1)?.params).toEqual({ from: '2026-11-01', to: '2026-11-30' }));
    expect(router.history.location.search).toBe('?from=2026-11-01&to=2026-11-30');

    // No answers in the days: it says so and suggests wider days.
    expect(await screen.findByText(/No answers were given between these dates. Widen the dates/)).toBeTruthy();
    expect(screen.getByText('Nobody answered it between these dates.')).toBeTruthy();

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear dates' })[0]!);
    await waitFor(() => expect(resultReads().at(-1)?.params).toEqual({}));
    expect(router.history.location.search).toBe('');
    expect(seen.length).toBeGreaterThan(0);
  });

  it('says when the first day comes after the last, and asks nothing of the server', async () => {
    const { resultReads } = showResults(empty, { search: '?from=2026-11-30&to=2026-11-01' });
    expect(await screen.findByText('The first day must come before the last.')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(resultReads()).toHaveLength(0);
  });
});
