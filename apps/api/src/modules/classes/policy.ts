import { CLASS_MESSAGES, ROLES, type ClassRecord } from '@folio/shared';
import type { classes } from '../../db/schema.ts';
import { definePolicy, type Policy } from '../../lib/policy.ts';
import type { Actor } from '../../lib/actor.ts';

/**
 * Who may do what with a class (docs/decisions/018-classrooms.md), in the shape of lib/policy.ts. A class has one
 * owner and may have co-teachers; admins manage every class. Everything a teacher does (pupils, library, review,
 * dashboard, audit) is every teacher's; handing the class over and deleting it are its owner's. A class the actor
 * does not teach is 404 to every action (`first: 'scope'`), so that nobody learns which classes exist.
 */
export type ClassRow = typeof classes.$inferSelect;
export interface ClassSubject extends ClassRow {
  teacherIds: readonly string[];
}

export type ClassAction = 'create' | 'teach' | 'own';

const isAdmin = (actor: Actor) => actor.role === 'admin';
const owns = (actor: Actor, c: ClassSubject) => isAdmin(actor) || c.ownerId === actor.id;
/** The owner, a co-teacher, or an admin. */
export const teaches = (actor: Actor, c: ClassSubject) => owns(actor, c) || c.teacherIds.includes(actor.id);

export const classPolicy: Policy<ClassAction, ClassSubject> = definePolicy<ClassAction, ClassSubject>({
  // Any account but a pupil's may teach.
  create: { roles: 'all' },
  teach: { roles: 'all', relation: teaches },
  own: { roles: 'all', relation: owns, message: CLASS_MESSAGES.ownerOnly },
}, { notFound: CLASS_MESSAGES.notFound, first: 'scope' });

/**
 * Who may call a route (plugins/auth.ts): one opened to pupils (`config.pupils`) is anyone's; every other route is
 * for the four roles of spec §6 ('all'), so that a pupil meets exactly the routes opened to them.
 */
export const routePolicy = definePolicy<'route' | 'pupil_route' | 'classroom', unknown>({
  route: { roles: 'all', message: CLASS_MESSAGES.notForPupils },
  pupil_route: { roles: ROLES },
  // A pupil's classroom is theirs alone: a teacher has classes instead.
  classroom: { roles: ['student'], message: CLASS_MESSAGES.pupilsOnly },
});

/** What the client may offer on the class. */
export const classAbilitiesOf = (actor: Actor, c: ClassSubject): ClassRecord['abilities'] => classPolicy.abilities(actor, c);
