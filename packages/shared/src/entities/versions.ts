import { z } from 'zod';
import { PageSchema } from '../document/page-schema.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { MAX_PER_PAGE } from '../http.ts';
import { MESSAGES } from '../messages.ts';
import { IdParamsSchema } from './common.ts';
import { NamedSchema } from './ebook.ts';

/**
 * A book's version history (docs/decisions/019-writing-together.md): `/api/admin/ebooks/{id}/versions`. A version
 * is a copy of all the book's pages at one moment, made by itself after a pause in editing, at a submission for
 * approval, by hand with a name, or just before a restore (so that a restore can be undone in turn).
 */

/** How a version of a book came to be: by itself after a pause, at a submission for approval, by hand, or by a restore. */
export const VERSION_KINDS = ['auto', 'submission', 'manual', 'restore'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** The longest name a version may be given ('Sent to the printer'). */
export const VERSION_NAME_MAX = 100;

/** What the version routes answer in words (the web says its own, translated). */
export const VERSION_MESSAGES = {
  made: 'Version saved.',
  restored: 'Version restored. The pages before the restore are kept as a version of their own.',
  notFound: 'Version not found.',
} as const;

export const VersionParamsSchema = IdParamsSchema.extend({ versionId: z.uuid({ error: 'Not a valid id' }) });

/** GET …/versions: newest first, a page at a time. */
export const VersionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(50),
});
export type VersionListQuery = z.output<typeof VersionListQuerySchema>;

/** POST …/versions: a named version of the pages as they are now. */
export const VersionCreateSchema = z.object({
  name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(VERSION_NAME_MAX, MESSAGES.tooLong),
});
export type VersionCreate = z.input<typeof VersionCreateSchema>;

/** A version as the history lists it, without its pages. */
export const VersionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(VERSION_KINDS),
  /** Given by hand; null for the versions Folio makes by itself. */
  name: z.string().nullable(),
  created_at: z.string(),
  /** Who made it (by hand, or by a restore); null when Folio made it, or the account is gone. */
  created_by: NamedSchema.nullable(),
  /** Who changed the pages since the version before it. */
  authors: z.array(NamedSchema),
  page_count: z.number().int(),
  /** The size of its pages in bytes. */
  size: z.number().int(),
});
export type VersionSummary = z.infer<typeof VersionSummarySchema>;

/** A version with all its pages, in order, to look at (read-only). */
export const VersionSchema = VersionSummarySchema.extend({ pages: z.array(PageSchema) });
export type Version = z.infer<typeof VersionSchema>;

export const VersionListResponseSchema = pageOf(VersionSummarySchema);
export type VersionList = z.infer<typeof VersionListResponseSchema>;
export const VersionResponseSchema = dataOf(VersionSchema);
export const VersionWrittenResponseSchema = writtenOf(VersionSummarySchema);
export type VersionWritten = z.infer<typeof VersionWrittenResponseSchema>;

/** POST …/versions/{versionId}/restore: the book's new version (what the next page save builds on), and the version kept of the pages before. */
export const VersionRestoredResponseSchema = writtenOf(z.object({ version: z.number().int(), before: VersionSummarySchema }));
export type VersionRestored = z.infer<typeof VersionRestoredResponseSchema>;
