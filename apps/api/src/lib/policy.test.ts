import { describe, expect, it } from 'vitest';
import { ROLES } from '@folio/shared';
import type { Actor } from '../plugins/auth.ts';
import { HttpError, validationFailed } from './http-error.ts';
import { definePolicy, type Policy } from './policy.ts';

interface Doc { ownerId: string; locked: boolean; archived: boolean }
type Action = 'read' | 'edit' | 'lock' | 'archive' | 'publish';

const LOCKED = 'This document is locked.';
const owner = (actor: Actor, doc: Doc) => doc.ownerId === actor.id;
const RULES = {
  read: { roles: 'all' },
  edit: { roles: 'all', relation: owner, message: 'Only its owner edits it.', state: (doc: Doc) => (doc.locked ? LOCKED : null) },
  lock: { roles: ['admin'], message: 'Only an admin locks it.' },
  archive: { roles: ['admin', 'publisher'], state: (doc: Doc) => (doc.archived ? validationFailed({ archived: ['Already archived.'] }) : null) },
  publish: { roles: ['admin'], relation: owner },
} as const;

const actor = (role: Actor['role'], id: string = role): Actor => ({ id, role, publisherId: null });
const ownDoc = (a: Actor, over: Partial<Doc> = {}): Doc => ({ ownerId: a.id, locked: false, archived: false, ...over });
const refusal = (take: () => void) => {
  try {
    take();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message, errors: error.errors };
    throw error;
  }
  return null;
};

describe('definePolicy', () => {
  const policy: Policy<Action, Doc> = definePolicy<Action, Doc>(RULES, { notFound: 'Document not found.' });

  it('should refuse a role that never may with 403 before telling whether the subject exists', () => {
    expect(refusal(() => policy.authorize(actor('user'), 'lock', undefined))).toEqual({ status: 403, message: 'Only an admin locks it.', errors: undefined });
    expect(refusal(() => policy.authorize(actor('author'), 'publish', undefined))).toEqual({ status: 403, message: "You don't have permission to do this.", errors: undefined });
  });

  it('should answer 404 with its message for a subject outside the scope of a role that may', () => {
    expect(refusal(() => policy.authorize(actor('admin'), 'lock', undefined))).toMatchObject({ status: 404, message: 'Document not found.' });
    expect(refusal(() => policy.authorize(actor('user'), 'read', undefined))).toMatchObject({ status: 404, message: 'Document not found.' });
  });

  it('should answer 404 first when the scope is told first, and the role only of a subject the actor sees', () => {
    const scopeFirst: Policy<Action, Doc> = definePolicy<Action, Doc>(RULES, { notFound: 'Document not found.', first: 'scope' });
    expect(refusal(() => scopeFirst.authorize(actor('user'), 'lock', undefined))).toMatchObject({ status: 404, message: 'Document not found.' });
    expect(refusal(() => scopeFirst.authorize(actor('user'), 'lock', ownDoc(actor('user'))))).toMatchObject({ status: 403, message: 'Only an admin locks it.' });
  });

  it('should refuse a missing relation with 403 and its message', () => {
    const doc = ownDoc(actor('author', 'someone else'));
    expect(refusal(() => policy.authorize(actor('author'), 'edit', doc))).toMatchObject({ status: 403, message: 'Only its owner edits it.' });
  });

  it("should refuse with 409 and the state's message, and answer an HttpError of the state as it is", () => {
    const user = actor('user');
    expect(refusal(() => policy.authorize(user, 'edit', ownDoc(user, { locked: true })))).toEqual({ status: 409, message: LOCKED, errors: undefined });
    expect(refusal(() => policy.authorize(actor('admin'), 'archive', ownDoc(user, { archived: true })))).toMatchObject({ status: 422, errors: { archived: ['Already archived.'] } });
  });

  it('should let the allowed through and narrow the subject', () => {
    const user = actor('user');
    const found: Doc | undefined = ownDoc(user);
    policy.authorize(user, 'edit', found);
    expect(found.ownerId).toBe('user');
  });

  it('should report abilities that agree with authorize for every role, relation, state and action', () => {
    for (const role of ROLES) {
      const a = actor(role);
      for (const doc of [ownDoc(a), ownDoc(actor(role, 'other')), ownDoc(a, { locked: true }), ownDoc(a, { archived: true })]) {
        const abilities = policy.abilities(a, doc);
        expect(Object.keys(abilities)).toEqual(policy.actions);
        for (const action of policy.actions) {
          expect(abilities[action], `${role} ${action} ${JSON.stringify(doc)}`).toBe(refusal(() => policy.authorize(a, action, doc)) === null);
          expect(policy.may(a, action, doc)).toBe(abilities[action]);
        }
      }
    }
  });

  it('should report only the actions asked for', () => {
    const admin = actor('admin');
    expect(policy.abilities(admin, ownDoc(admin), ['lock', 'publish'])).toEqual({ lock: true, publish: true });
  });

  it('should tell whether a role may ever take an action, and refuse it before the body with the rule message', async () => {
    expect(ROLES.filter((role) => policy.mayEver(actor(role), 'archive'))).toEqual(['admin', 'publisher']);
    expect(refusal(() => policy.authorizeRole(actor('author'), 'archive'))).toMatchObject({ status: 403 });
    const request = { user: actor('publisher') } as Parameters<ReturnType<typeof policy.refuseRolesThatNever>>[0];
    await expect(policy.refuseRolesThatNever('lock')(request)).rejects.toMatchObject({ statusCode: 403, message: 'Only an admin locks it.' });
    await expect(policy.refuseRolesThatNever('archive')(request)).resolves.toBeUndefined();
  });
});
