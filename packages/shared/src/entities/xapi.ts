import { z } from 'zod';
import { LRS_MESSAGES } from '../feature-messages.ts';
import { dataOf, writtenOf } from '../http-answers.ts';
import { addressText } from './common.ts';

/**
 * Where a book's xAPI statements go (GET/PUT/DELETE /api/admin/ebooks/{id}/lrs): a Learning Record Store of the
 * book's own, instead of the site's (XAPI_ENDPOINT). The password is written, never read back.
 */
const httpsUrl = addressText(LRS_MESSAGES.endpoint, (url) => url.protocol === 'https:' && !url.username && !url.password);

/** PUT body: the endpoint and key; the secret may be left out to keep the one saved. */
export const LrsInputSchema = z.object({
  endpoint: httpsUrl,
  username: z.string().trim().min(1, LRS_MESSAGES.username).max(200, LRS_MESSAGES.username),
  password: z.string().min(1, LRS_MESSAGES.password).max(500, LRS_MESSAGES.password).optional(),
});
export type LrsInput = z.infer<typeof LrsInputSchema>;

/** The book's LRS as its owner sees it (null: the site's is used, if the site has one). */
export const LrsSettingsSchema = z.object({
  endpoint: z.string().nullable(),
  username: z.string().nullable(),
  has_password: z.boolean(),
  /** Whether the site sends statements to an LRS of its own when the book has none. */
  site_lrs: z.boolean(),
});
export type LrsSettings = z.infer<typeof LrsSettingsSchema>;
export const LrsSettingsResponseSchema = dataOf(LrsSettingsSchema);
export const LrsSettingsWrittenResponseSchema = writtenOf(LrsSettingsSchema);
