import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { fileUrl, requiredText, StatusSchema } from './common.ts';
import { translatedText, translationsAnswer, translationsInput } from './translations.ts';

const NAME_MAX = 120;

/** Spec §3 Category / genre; §5: name, status and thumbnail required. `translations`: the name in other languages. */
export const CategoryFormSchema = z.object({
  name: requiredText(MESSAGES.nameRequired, NAME_MAX),
  status: StatusSchema,
  thumbnail: fileUrl(MESSAGES.thumbnailRequired),
  translations: translationsInput({ name: translatedText(NAME_MAX) }),
});
export type CategoryForm = z.input<typeof CategoryFormSchema>;

/** A category as the admin API answers it (GET, POST and PUT /api/admin/categories). */
export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: StatusSchema,
  thumbnail: z.string(),
  translations: translationsAnswer(['name']),
  created_at: z.iso.datetime(),
});
export type Category = z.infer<typeof CategorySchema>;

/** The answers of the admin category routes: the list, a read, a create or update. */
export const CategoryListResponseSchema = pageOf(CategorySchema);
export const CategoryResponseSchema = dataOf(CategorySchema);
export const CategoryWrittenResponseSchema = writtenOf(CategorySchema);

/**
 * A genre a visitor can browse by (GET /api/public/categories?lng=): its name in the visitor's language when it is
 * translated into it, how many public books it has, not its status.
 */
export const PublicCategorySchema = z.object({ id: z.string(), name: z.string(), thumbnail: z.string(), book_count: z.number() });
export type PublicCategory = z.infer<typeof PublicCategorySchema>;
/** The storefront's genre filter offers all of them at once, so this answer is not paged. */
export const PublicCategoryListResponseSchema = dataOf(z.array(PublicCategorySchema));
