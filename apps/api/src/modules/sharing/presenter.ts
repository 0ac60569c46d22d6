import type { Collaborator } from '@folio/shared';
import type { CollaboratorRow } from './service.ts';

/**
 * A collaborator as the API shows them. Their e-mail address only to whoever may share the book (its owner and
 * admins), who added them by it: the people a book is shared with see each other's names, not their addresses.
 */
export const presentCollaborator = (row: CollaboratorRow, showEmail: boolean): Collaborator => ({
  user_id: row.userId,
  name: row.name,
  email: showEmail ? row.email : null,
  role: row.role,
  added_at: row.createdAt.toISOString(),
});
