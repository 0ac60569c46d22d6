import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { MAX_PER_PAGE } from '../http.ts';
import type { ORIENTATIONS, PAGE_DIMENSION_KINDS } from '../document/model.ts';
import type { Role } from '../roles.ts';
import { optionalFileUrl, optionalText, requiredText } from './common.ts';

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
 * Who may share a template with everyone (DESIGN.md §4): the API's policy decides with it, and the web says
 * with it, before a template is saved, who will see it.
 */
export const mayShareTemplates = (role: Role) => role === 'admin';

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
 * What the signed-in user may do with a template (DESIGN.md §4), from the API's one rule table: the UI shows
 * an action only when its ability is true, and the server refuses the same action otherwise. Seeing a
 * template and starting a book from it are not flags: whoever is shown a template may do both.
 */
export const TemplateAbilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean(), share: z.boolean() });
export type TemplateAbilities = z.infer<typeof TemplateAbilitiesSchema>;
/** Every action of the templates rule table: the abilities' ones, and seeing and using, which visibility decides. */
export type TemplateAction = 'view' | 'use' | keyof TemplateAbilities;

/**
 * A template as the API shows it. `width`/`height` are the effective page size (after orientation), as for
 * books. `shared`: everyone signed in sees and uses it; otherwise only its owner (and admins) do.
 * `abilities` say what the signed-in user may do with it (whoever sees it may use it).
 */
export interface Template {
  id: string;
  name: string;
  description: string | null;
  thumbnail: string | null;
  page_dimension: (typeof PAGE_DIMENSION_KINDS)[number];
  width: number;
  height: number;
  orientation: (typeof ORIENTATIONS)[number];
  page_count: number;
  owner: { id: string; name: string } | null;
  version: number;
  shared: boolean;
  created_at: string;
  abilities: TemplateAbilities;
}
