import type { UserRow } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-error.ts';

/**
 * Who may do what to a template (DESIGN.md §4): every signed-in role may list, read, preview and use any
 * template; only its owner and admins may change or delete it, its pages included.
 */
type Actor = Pick<UserRow, 'id' | 'role'>;

export const mayChangeTemplate = (actor: Actor, template: { ownerId: string | null }) => actor.role === 'admin' || (template.ownerId !== null && template.ownerId === actor.id);

export const templateAbilities = (actor: Actor, template: { ownerId: string | null }) => {
  const change = mayChangeTemplate(actor, template);
  return { update: change, delete: change };
};

export function assertMayChangeTemplate(actor: Actor, template: { ownerId: string | null }) {
  if (!mayChangeTemplate(actor, template)) throw forbidden('Only the owner of this template or an admin may change it.');
}
