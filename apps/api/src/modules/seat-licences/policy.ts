import { SEAT_LICENCE_MESSAGES } from '@folio/shared';
import { definePolicy, type Policy } from '../../lib/policy.ts';
import type { Actor } from '../../plugins/auth.ts';

/**
 * Who may do what with seat licences (docs/decisions/026-seat-licences.md), in the shape of lib/policy.ts. An admin
 * sells them (makes a licence for an organisation) and changes them; the licence's teachers see it and give or free its seats; anyone
 * else gets 404, the same answer as a licence that does not exist. Pupils are fenced in (plugins/auth.ts).
 */
export interface LicenceSubject {
  teacherIds: readonly string[];
}

const teaches = (actor: Actor, licence: LicenceSubject) => actor.role === 'admin' || licence.teacherIds.includes(actor.id);

type Action = 'create' | 'edit' | 'view' | 'assign';

export const seatLicencePolicy: Policy<Action, LicenceSubject> = definePolicy<Action, LicenceSubject>(
  {
    create: { roles: ['admin'] },
    // What was sold (seats, end, organisation, teachers) is changed by who sells: an admin.
    edit: { roles: ['admin'] },
    view: { roles: 'all', relation: teaches },
    assign: { roles: 'all', relation: teaches },
  },
  { notFound: SEAT_LICENCE_MESSAGES.notFound, first: 'scope' },
);

/**
 * A reader a seat is given to: whether the actor teaches them (a pupil of a class the actor owns or teaches), and
 * whether the actor named them by their account's e-mail address.
 */
export interface SeatReceiver {
  taughtByActor: boolean;
  namedByEmail: boolean;
}

/**
 * Teachers give seats to their own pupils, picked from their classes, and to accounts whose e-mail address they know
 * (a colleague, a pupil's own account): an id alone must not let a teacher reach a stranger. An admin gives to anyone.
 */
export const seatReceiverPolicy: Policy<'receive', SeatReceiver> = definePolicy<'receive', SeatReceiver>({
  receive: { roles: 'all', relation: (actor, reader) => actor.role === 'admin' || reader.taughtByActor || reader.namedByEmail, message: SEAT_LICENCE_MESSAGES.notYourPupil },
});
