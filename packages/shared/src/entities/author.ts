import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { fileUrl, requiredText, StatusSchema } from './common.ts';

/** Spec §3 Author; §5: name, status, photo and bio required. */
export const AuthorFormSchema = z.object({
  name: requiredText(MESSAGES.nameRequired, 120),
  status: StatusSchema,
  photo: fileUrl(MESSAGES.photoRequired),
  bio: requiredText(MESSAGES.bioRequired, 5000),
});
export type AuthorForm = z.input<typeof AuthorFormSchema>;

/** An author as the admin API answers it (GET, POST and PUT /api/admin/authors). */
export const AuthorSchema = z.object({ id: z.string(), name: z.string(), status: StatusSchema, photo: z.string(), bio: z.string(), created_at: z.iso.datetime() });
export type Author = z.infer<typeof AuthorSchema>;

/** The answers of the admin author routes: the list, a read, a create or update. */
export const AuthorListResponseSchema = pageOf(AuthorSchema);
export const AuthorResponseSchema = dataOf(AuthorSchema);
export const AuthorWrittenResponseSchema = writtenOf(AuthorSchema);
