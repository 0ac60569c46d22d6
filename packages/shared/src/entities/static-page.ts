import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { requiredText } from './common.ts';
import { LANGUAGES, type Language } from '../constants.ts';

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

/** The languages a page may be written in beside English, its own language and the fallback of every other. */
export const PAGE_TRANSLATION_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
export type PageTranslationLanguage = (typeof PAGE_TRANSLATION_LANGUAGES)[number];

const pageContent = z.string({ error: MESSAGES.contentRequired }).trim().min(1, MESSAGES.contentRequired).max(200_000, MESSAGES.tooLong);

/**
 * A page in one more language: a title and a content, both or neither (a language left empty is shown in
 * English), so a translation with only one of them names the one that is missing.
 */
const TranslationInputSchema = z
  .object({ title: z.string().trim().max(160, MESSAGES.tooLong).default(''), content: z.string().trim().max(200_000, MESSAGES.tooLong).default('') })
  .superRefine((value, ctx) => {
    if (value.title && !value.content) ctx.addIssue({ code: 'custom', path: ['content'], message: MESSAGES.contentRequired });
    if (value.content && !value.title) ctx.addIssue({ code: 'custom', path: ['title'], message: MESSAGES.titleRequired });
  });
export type StaticPageTranslations = Partial<Record<PageTranslationLanguage, { title: string; content: string }>>;

/**
 * Spec §3 Static page: title, slug, content (rich text, sanitised by the server), in English; `translations`
 * holds the same page in other interface languages (empty ones are dropped). An empty slug is only missing, not malformed.
 */
export const StaticPageFormSchema = z.object({
  title: requiredText(MESSAGES.titleRequired, 160),
  slug: z.string({ error: MESSAGES.slugRequired }).trim().min(1, { error: MESSAGES.slugRequired, abort: true }).max(80, MESSAGES.tooLong).regex(SLUG_PATTERN, MESSAGES.slugFormat),
  content: pageContent,
  translations: z
    .partialRecord(z.enum(PAGE_TRANSLATION_LANGUAGES), TranslationInputSchema)
    .default({})
    .transform((all): StaticPageTranslations => Object.fromEntries(Object.entries(all).filter(([, t]) => t && (t.title || t.content)))),
});
export type StaticPageForm = z.input<typeof StaticPageFormSchema>;

/** A static page as the admin API answers it; `content` is the sanitised HTML. */
export const StaticPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  translations: z.partialRecord(z.enum(PAGE_TRANSLATION_LANGUAGES), z.object({ title: z.string(), content: z.string() })),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type StaticPage = z.infer<typeof StaticPageSchema>;

/** The answers of the admin static page routes: the list, a read, a create or update. */
export const StaticPageListResponseSchema = pageOf(StaticPageSchema);
export const StaticPageResponseSchema = dataOf(StaticPageSchema);
export const StaticPageWrittenResponseSchema = writtenOf(StaticPageSchema);

/**
 * What a visitor gets from GET /api/public/pages/{slug}?lang=: the page in that language when it is written in
 * it, in English otherwise; `language` says which, so that the page can be marked with its own language and direction.
 */
export const PublicStaticPageSchema = StaticPageSchema.pick({ title: true, slug: true, content: true, updated_at: true }).extend({ language: z.enum(LANGUAGES) });
export type PublicStaticPage = z.infer<typeof PublicStaticPageSchema>;
export const PublicStaticPageResponseSchema = dataOf(PublicStaticPageSchema);
export type PublicStaticPageResponse = z.infer<typeof PublicStaticPageResponseSchema>;

/** Any text is a fine question: a slug that no page has is simply not found (404), not a validation error. */
export const StaticPageSlugParamsSchema = z.object({ slug: z.string().max(200) });
/** The language a visitor reads in (the interface language); English when not given. */
export const StaticPageLanguageQuerySchema = z.object({ lang: z.enum(LANGUAGES, { error: 'Use one of: en, bn, ar, ko, ja.' }).default('en') });
