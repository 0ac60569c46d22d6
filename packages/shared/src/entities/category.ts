import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { fileUrl, requiredText, StatusSchema } from './common.ts';

/** Spec §3 Category / genre; §5: name, status and thumbnail required. */
export const CategoryFormSchema = z.object({
  name: requiredText(MESSAGES.nameRequired, 120),
  status: StatusSchema,
  thumbnail: fileUrl(MESSAGES.thumbnailRequired),
});
export type CategoryForm = z.input<typeof CategoryFormSchema>;

export interface Category {
  id: string;
  name: string;
  status: 'active' | 'inactive';
  thumbnail: string;
  created_at: string;
}
