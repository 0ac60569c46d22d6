import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { MAX_PER_PAGE } from '../http.ts';
import type { ORIENTATIONS, PAGE_DIMENSION_KINDS } from '../document/model.ts';
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

/** Templates have no status: a list filters by search alone. */
export const TemplateListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(10),
  search: z.string().trim().max(200).optional(),
});
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;

/**
 * A template as the API shows it. `width`/`height` are the effective page size (after orientation), as for
 * books; `abilities` say what the signed-in user may do with it (everyone may use it).
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
  created_at: string;
  abilities: { update: boolean; delete: boolean };
}
