import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { fileUrl, requiredText, StatusSchema } from './common.ts';

/** Spec §3 Author; §5: name, status, photo and bio required. */
export const AuthorFormSchema = z.object({
  name: requiredText(MESSAGES.nameRequired, 120),
  status: StatusSchema,
  photo: fileUrl(MESSAGES.photoRequired),
  bio: requiredText(MESSAGES.bioRequired, 5000),
});
export type AuthorForm = z.input<typeof AuthorFormSchema>;

export interface Author {
  id: string;
  name: string;
  status: 'active' | 'inactive';
  photo: string;
  bio: string;
  created_at: string;
}
