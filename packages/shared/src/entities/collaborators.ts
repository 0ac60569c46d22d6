/** What an account a book is shared with may do: edit its pages, comment on them, or look at them in the editor. */
export const COLLABORATOR_ROLES = ['editor', 'commenter', 'viewer'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];
