// The question bank as the API answers it, for the question bank's tests.
import type { BankedQuestion } from '@folio/shared';
import { api, type SentRequest } from '../../../http/client';
import { serve } from '../../ebooks/testing';

/** A banked choice question, unless told otherwise. */
export const banked = (id: string, over: Partial<BankedQuestion['question']> = {}, rest: Partial<BankedQuestion> = {}): BankedQuestion => ({
  id,
  kind: over.kind ?? 'choice',
  question: {
    question: `Question ${id}`,
    options: [
      { id: 'o1', text: 'Fish', correct: true },
      { id: 'o2', text: 'Cat', correct: false },
    ],
    multiple: false,
    feedback: { correct: 'Yes', incorrect: 'No' },
    points: 2,
    ...over,
  },
  style: { accent: '#0f766e' },
  size: { width: 480, height: 260 },
  created_at: '2026-11-20T10:00:00.000Z',
  ...rest,
});

type Reply = [status: number, body: unknown];

/** The admin tests' API stub (`serve`), with a way to put the client's own transport back. */
export function serveBank(answer: (key: string, config: SentRequest) => Reply | undefined) {
  const own = api.transport;
  const seen = serve(answer);
  return { seen, restore: () => (api.transport = own) };
}

/** One page of the bank's list, as GET /admin/question-bank answers it. */
export const bankPage = (data: BankedQuestion[], { page = 1, total = data.length } = {}) => ({ data, current_page: page, last_page: Math.max(1, Math.ceil(total / 20)), per_page: 20, total });
