import { z } from 'zod';
import { dataOf } from '../http-answers.ts';
import { APPROVAL_STATUSES, EBOOK_STATUSES } from './ebook.ts';

/** A row of the dashboard's tables (spec §2: title, author, category): names, not ids, as the tables show them. */
export const DashboardBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  categories: z.array(z.string()),
  status: z.enum(EBOOK_STATUSES),
  approval_status: z.enum(APPROVAL_STATUSES),
  created_at: z.string(),
});
export type DashboardBook = z.infer<typeof DashboardBookSchema>;

/** GET /api/admin/dashboard: the counts, the newest books and the newest pending ones, in the caller's scope. */
export const DashboardSchema = z.object({
  counts: z.object({ total: z.number(), published: z.number(), unpublished: z.number(), genres: z.number() }),
  recent: z.array(DashboardBookSchema),
  pending: z.array(DashboardBookSchema),
});
export type DashboardData = z.infer<typeof DashboardSchema>;
export const DashboardResponseSchema = dataOf(DashboardSchema);
