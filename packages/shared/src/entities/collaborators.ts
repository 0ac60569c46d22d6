import { z } from 'zod';
import { writtenOf } from '../http-answers.ts';
import { MESSAGES } from '../messages.ts';
import { IdParamsSchema } from './common.ts';
import { NamedSchema } from './ebook.ts';

/** What an account a book is shared with may do: edit its pages, comment on them, or look at them in the editor. */
export const COLLABORATOR_ROLES = ['editor', 'commenter', 'viewer'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

/** The words of sharing (modules/sharing); the web app says them in the reader's language (sharing:server.<key>). */
export const SHARING_MESSAGES = {
  added: 'Book shared.',
  saved: 'Role changed.',
  removed: 'Removed from the book.',
  left: 'You left the book.',
  role: 'Choose editor, commenter or viewer.',
  whoRequired: 'Enter the e-mail address of the person to share with.',
  emailOrPupil: 'Share by e-mail address or with a pupil, not both.',
  unknownEmail: 'No Folio account has this e-mail address. Ask them to sign up first.',
  owner: 'This is the owner of the book: they have it already.',
  already: 'The book is shared with this person already. Change their role in the list.',
  notClassmate: 'You can share with pupils of your class only.',
  pupilsByName: 'Pupils share their books with their classmates only.',
  notCollaborator: 'This person is not among the people the book is shared with.',
} as const;

const email = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, SHARING_MESSAGES.whoRequired)
  .max(254, MESSAGES.tooLong)
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((v) => v.toLowerCase());
const role = z.enum(COLLABORATOR_ROLES, { error: SHARING_MESSAGES.role });

/**
 * POST /api/admin/ebooks/{id}/collaborators: someone's Folio account by its e-mail address, or (pupils have none) a
 * pupil of a class the book's owner is in, by their id; and their role.
 */
export const CollaboratorAddSchema = z
  .object({ email: email.optional(), user_id: z.uuid({ error: 'Not a valid id' }).optional(), role })
  .superRefine((v, ctx) => {
    if (v.email === undefined && v.user_id === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: SHARING_MESSAGES.whoRequired });
    if (v.email !== undefined && v.user_id !== undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: SHARING_MESSAGES.emailOrPupil });
  });
export type CollaboratorAdd = z.input<typeof CollaboratorAddSchema>;

/** PUT /api/admin/ebooks/{id}/collaborators/{userId}: their new role. */
export const CollaboratorUpdateSchema = z.object({ role });
export type CollaboratorUpdate = z.input<typeof CollaboratorUpdateSchema>;

export const CollaboratorParamsSchema = IdParamsSchema.extend({ userId: z.uuid({ error: 'Not a valid id' }) });

/** Someone a book is shared with; `email` is null for a pupil (who has none) and for whoever may not share the book. */
export const CollaboratorSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  role,
  added_at: z.iso.datetime(),
});
export type Collaborator = z.infer<typeof CollaboratorSchema>;

/** GET /api/admin/ebooks/{id}/collaborators: the people, first added first, and the book's owner (null: no owner account). */
export const CollaboratorListResponseSchema = z.object({ data: z.array(CollaboratorSchema), owner: NamedSchema.nullable() });
export type CollaboratorList = z.infer<typeof CollaboratorListResponseSchema>;
export const CollaboratorWrittenResponseSchema = writtenOf(CollaboratorSchema);
export type CollaboratorWritten = z.infer<typeof CollaboratorWrittenResponseSchema>;

/** A pupil the book may be shared with by name (a pupil has no e-mail address): of a class its owner is in. */
export const ShareablePupilSchema = z.object({ user_id: z.string(), name: z.string(), class_name: z.string() });
export type ShareablePupil = z.infer<typeof ShareablePupilSchema>;
/** GET /api/admin/ebooks/{id}/collaborators/pupils: those pupils, by class and name, less those it is shared with. */
export const ShareablePupilListResponseSchema = z.object({ data: z.array(ShareablePupilSchema) });
