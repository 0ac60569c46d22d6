import type { Ebook } from '@folio/shared';
import { api, type SentRequest } from '../../http/client';

export const AUTHOR_A = '7d1c0000-0000-4000-8000-00000000000a';
export const AUTHOR_B = '7d1c0000-0000-4000-8000-00000000000b';
export const CATEGORY = '7d1c0000-0000-4000-8000-00000000000c';

/** A book as the API answers it, with every ability unless told otherwise. */
export const book = (over: Partial<Ebook> = {}): Ebook => ({
  id: '0b9a4a52-0000-4000-8000-000000000001',
  title: 'Sea Animals',
  slug: 'sea-animals',
  description: 'Whales, octopuses and the creatures of the reef.',
  authors: [{ id: AUTHOR_A, name: 'Rahim Uddin' }],
  categories: [{ id: CATEGORY, name: 'Science' }],
  status: 'published',
  book_type: 'ebook',
  page_dimension: 'A4',
  width: 794,
  height: 1123,
  orientation: 'portrait',
  pdf_file: null,
  pdf_page_count: null,
  cover_image: null,
  price: 20,
  discount: 5,
  discount_type: 'fixed',
  final_price: 15,
  approval_status: 'approved',
  rejection_reason: null,
  buyer_downloads: false,
  translations: {},
  owner: { id: 'u1', name: 'Admin' },
  publisher: null,
  page_count: 4,
  version: 1,
  schema_version: 1,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-03T10:00:00.000Z',
  withdrawn_at: null,
  abilities: { update: true, delete: true, approve: true, read_pages: true, edit_pages: true, comment: true, share: true },
  ...over,
});

export const listOf = <T>(rows: T[]) => ({ data: rows, current_page: 1, last_page: 1, per_page: 10, total: rows.length });

type Answer = [status: number, body: unknown];

/**
 * Stubs the API client's transport: `answer` maps "METHOD /path" (query left out) to a status and a body; anything
 * not mapped answers 404. Every request is recorded.
 */
export function serve(answer: (key: string, config: SentRequest) => Answer | undefined) {
  const seen: SentRequest[] = [];
  api.transport = async (config) => {
    seen.push(config);
    const [status, data] = answer(`${config.method.toUpperCase()} ${config.url}`, config) ?? [404, { message: 'Not found.' }];
    return { status, data };
  };
  return seen;
}

/** The catalogue lists are admins' only: other roles get 403 (the pickers then hide). */
export const refuseCatalogue = (key: string): Answer | undefined => (/^GET \/admin\/(authors|categories|publishers)$/.test(key) ? [403, { message: 'Forbidden.' }] : undefined);
