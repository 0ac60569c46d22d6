import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { requiredText } from './common.ts';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a title: lower case, ASCII letters and digits joined by hyphens ('' when nothing is left). */
export const slugify = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** Spec §3 Static page: title, slug, content (rich text, sanitised by the server). An empty slug is only missing, not malformed. */
export const StaticPageFormSchema = z.object({
  title: requiredText(MESSAGES.titleRequired, 160),
  slug: z.string({ error: MESSAGES.slugRequired }).trim().min(1, { error: MESSAGES.slugRequired, abort: true }).max(80, MESSAGES.tooLong).regex(SLUG_PATTERN, MESSAGES.slugFormat),
  content: z.string({ error: MESSAGES.contentRequired }).trim().min(1, MESSAGES.contentRequired).max(200_000, MESSAGES.tooLong),
});
export type StaticPageForm = z.input<typeof StaticPageFormSchema>;

/** A static page as the admin API answers it; `content` is the sanitised HTML. */
export const StaticPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type StaticPage = z.infer<typeof StaticPageSchema>;

/** The answers of the admin static page routes: the list, a read, a create or update. */
export const StaticPageListResponseSchema = pageOf(StaticPageSchema);
export const StaticPageResponseSchema = dataOf(StaticPageSchema);
export const StaticPageWrittenResponseSchema = writtenOf(StaticPageSchema);

/** What a visitor gets from GET /api/public/pages/{slug}. */
export const PublicStaticPageSchema = StaticPageSchema.pick({ title: true, slug: true, content: true, updated_at: true });
export type PublicStaticPage = z.infer<typeof PublicStaticPageSchema>;
export const PublicStaticPageResponseSchema = dataOf(PublicStaticPageSchema);
export type PublicStaticPageResponse = z.infer<typeof PublicStaticPageResponseSchema>;

/** Any text is a fine question: a slug that no page has is simply not found (404), not a validation error. */
export const StaticPageSlugParamsSchema = z.object({ slug: z.string().max(200) });
