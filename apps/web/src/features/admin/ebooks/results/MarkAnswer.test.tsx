import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QUIZ_ANSWER_MESSAGES, type BookResults } from '@folio/shared';
import { answer, COURSE_RESULTS_URL, question, READER, reader, RESULTS_URL, showResults } from './testResults';

const MARK_URL = `${RESULTS_URL}/${READER}/s`;

/** A short question left to the teacher, and Noor's answer to it: waiting for a mark, or marked `score`. */
const results = (score?: number): BookResults => ({
  points: 3,
  questions: [question({ element_id: 's', kind: 'short', question: 'Why do whales sing?', points: 3, answered: 1, correct: score === 3 ? 1 : 0, to_mark: score === undefined ? 1 : 0 })],
  readers: [
    reader({
      score: score ?? 0,
      answers: [answer({ element_id: 's', chosen: ['To find each other'], text: 'To find each other', correct: score === undefined ? null : score === 3, marked: score !== undefined, score: score ?? 0 })],
    }),
  ],
});

const savedAnswer = { element_id: 's', page_id: 'p', question_version: 'v', chosen: ['To find each other'], correct: false, marked: true, score: 2, best_score: 2, points: 3, attempts: 1, answered_at: '2026-11-24T10:00:00.000Z' };

describe("marking a reader's short answer", () => {
  it('says what waits for a mark, sends the mark, and reads the results again', async () => {
    let marked: number | undefined;
    const { seen, resultReads } = showResults(() => results(marked), {
      other: (key, config) => {
        if (key !== `PUT ${MARK_URL}`) return undefined;
        marked = (JSON.parse(config.data as string) as { score: number }).score;
        return [200, { message: QUIZ_ANSWER_MESSAGES.marked, data: savedAnswer }];
      },
    });
    const card = (await screen.findByRole('heading', { level: 3, name: 'Why do whales sing?' })).closest('li')!;
    expect(within(card).getByText('Answers waiting for your mark: 1')).toBeTruthy();
    const row = screen.getByRole('row', { name: /^Noor/ });
    expect(within(row).getByText('To mark: 1')).toBeTruthy();
    // A reader with an answer to mark shows their answers at once.
    expect(within(row).getByRole('button', { name: 'See answers' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('To find each other')).toBeTruthy();
    expect(screen.getByText('Waiting for your mark')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Mark for Noor' });
    await userEvent.type(within(form).getByLabelText('Mark, from 0 to 3'), '2');
    const reads = resultReads().length;
    await userEvent.click(within(form).getByRole('button', { name: 'Save mark' }));

    await waitFor(() => expect(seen.some((c) => c.method === 'put')).toBe(true));
    const put = seen.find((c) => c.method === 'put')!;
    expect(put.url).toBe(MARK_URL);
    expect(JSON.parse(put.data as string)).toEqual({ score: 2 });
    await waitFor(() => expect(resultReads().length).toBe(reads + 1));
    expect(await screen.findByText('Marked by hand')).toBeTruthy();
    expect(screen.queryByText('Waiting for your mark')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change mark' })).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /^Noor/ })).getByText('2 of 3')).toBeTruthy();
  });

  it("shows the server's refusal under the mark, and sends nothing outside 0 to the points", async () => {
    const { seen } = showResults(results(), {
      other: (key) => (key === `PUT ${MARK_URL}` ? [422, { message: 'The given data was invalid.', errors: { score: [QUIZ_ANSWER_MESSAGES.notForMarking] } }] : undefined),
    });
    const input = await screen.findByLabelText('Mark, from 0 to 3');
    await userEvent.type(input, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save mark' }));
    expect(await screen.findByText('Give a whole number from 0 to 3.')).toBeTruthy();
    expect(seen.some((c) => c.method === 'put')).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save mark' }));
    expect(await screen.findByText('Only short answers left to the teacher are marked by hand.')).toBeTruthy();
    expect(seen.filter((c) => c.method === 'put')).toHaveLength(1);
  });

  it('lets a marked answer be marked again, starting from its mark', async () => {
    showResults(results(3));
    const input = (await screen.findByLabelText('Mark, from 0 to 3')) as HTMLInputElement;
    expect(input.value).toBe('3');
    expect(screen.getByText('Right')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change mark' })).toBeTruthy();
  });

  it("reads and marks an LMS course's Results through the course's addresses, for its instructor", async () => {
    let marked: number | undefined;
    const { seen } = showResults(() => results(marked), {
      course: true,
      other: (key, config) => {
        if (key !== `PUT ${COURSE_RESULTS_URL}/${READER}/s`) return undefined;
        marked = (JSON.parse(config.data as string) as { score: number }).score;
        return [200, { message: QUIZ_ANSWER_MESSAGES.marked, data: savedAnswer }];
      },
    });
    expect(screen.getByText('Your course’s learners only, as your LMS lists them. Marks you give go to your LMS gradebook.')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Mark for Noor' });
    await userEvent.type(within(form).getByLabelText('Mark, from 0 to 3'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save mark' }));
    expect(await screen.findByText('Marked by hand')).toBeTruthy();
    expect(seen.find((c) => c.method === 'put')?.url).toBe(`${COURSE_RESULTS_URL}/${READER}/s`);
    // The instructor does not manage the book: neither its dashboard record nor its LRS is asked for; the way back is the book.
    expect(seen.some((c) => c.url?.startsWith('/admin/'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Open the book' }).getAttribute('href')).toMatch(/^\/flipbooks\//);
  });
});
