import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { MAX_PER_PAGE } from '../http.ts';
import { ORIENTATIONS, PAGE_DIMENSION_KINDS } from '../document/model.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { optionalFileUrl, optionalText, requiredText } from './common.ts';
import { NamedSchema, PagesSavedResponseSchema } from './ebook.ts';

/** PUT /api/admin/templates/{id}: what the owner or an admin may change besides the pages. */
export const TemplateUpdateSchema = z.object({
  name: requiredText(MESSAGES.nameRequired, 120),
  description: optionalText(2000),
  thumbnail: optionalFileUrl(),
});
export type TemplateUpdate = z.input<typeof TemplateUpdateSchema>;

/** POST /api/admin/templates/{id}/use: the title of the new book. */
export const TemplateUseSchema = z.object({ title: requiredText(MESSAGES.titleRequired, 200) });
export type TemplateUse = z.input<typeof TemplateUseSchema>;

/**
 * POST /api/admin/templates/{id}/share (admins only): share a template with everyone, or make it private to
 * its owner again.
 */
export const TemplateShareSchema = z.object({ shared: z.boolean() });
export type TemplateShare = z.input<typeof TemplateShareSchema>;

/** Which of the templates a user sees a list shows: all of them, their own, or the shared ones. */
export const TEMPLATE_SCOPES = ['all', 'mine', 'shared'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

/** Templates have no status: a list filters by search and scope. */
export const TemplateListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(10),
  search: z.string().trim().max(200).optional(),
  scope: z.enum(TEMPLATE_SCOPES).default('all'),
});
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;

/**
 * What the signed-in user may do with a template (architecture.md §4), from the API's one rule table: the UI shows
 * an action only when its ability is true, and the server refuses the same action otherwise. Seeing a
 * template and starting a book from it are not flags: whoever is shown a template may do both.
 */
export const TemplateAbilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean(), share: z.boolean() });
export type TemplateAbilities = z.infer<typeof TemplateAbilitiesSchema>;
/**
 * Why the server would refuse to share a template with everyone now: the book it was saved from was deleted,
 * is paid, or is pending or rejected rather than approved (its pages would give that book away).
 */
export const TEMPLATE_SHARE_REFUSALS = ['deleted', 'paid', 'pending', 'rejected'] as const;
export type TemplateShareRefusal = (typeof TEMPLATE_SHARE_REFUSALS)[number];
/** Every action of the templates rule table: the abilities' ones, and seeing and using, which visibility decides. */
export type TemplateAction = 'view' | 'use' | keyof TemplateAbilities;

/**
 * A template as the API shows it. `width`/`height` are the effective page size (after orientation), as for
 * books. `shared`: everyone signed in sees and uses it; otherwise only its owner (and admins) do.
 * `abilities` say what the signed-in user may do with it (whoever sees it may use it). `share_refusal`, for
 * those who may share (`abilities.share`), says why sharing it with everyone would be refused now (null: it
 * would not be, or the user may not share anyway), so that the UI says so instead of offering it.
 */
export const TemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
  page_dimension: z.enum(PAGE_DIMENSION_KINDS),
  width: z.number(),
  height: z.number(),
  orientation: z.enum(ORIENTATIONS),
  page_count: z.number(),
  owner: NamedSchema.nullable(),
  version: z.number(),
  shared: z.boolean(),
  created_at: z.iso.datetime(),
  abilities: TemplateAbilitiesSchema,
  share_refusal: z.enum(TEMPLATE_SHARE_REFUSALS).nullable(),
});
export type Template = z.infer<typeof TemplateSchema>;

/** The answers of /api/admin/templates: the list, a read, a change or share. */
export const TemplateListResponseSchema = pageOf(TemplateSchema);
export const TemplateResponseSchema = dataOf(TemplateSchema);
export const TemplateWrittenResponseSchema = writtenOf(TemplateSchema);
export type TemplateResponse = z.infer<typeof TemplateResponseSchema>;

/** A template's page save: the new version, and a message only when the save made a shared template private. */
export const TemplatePagesSavedResponseSchema = PagesSavedResponseSchema.extend({ message: z.string().optional() });
export type TemplatePagesSaved = z.infer<typeof TemplatePagesSavedResponseSchema>;

/** POST /api/admin/templates/{id}/use: the book started from the template. */
export const TemplateUsedResponseSchema = writtenOf(z.object({ id: z.string(), title: z.string() }));
export type TemplateUsed = z.infer<typeof TemplateUsedResponseSchema>;
