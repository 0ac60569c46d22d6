import { describe, expect, it } from 'vitest';
import { ROLES, type AppAbilities, type Role } from '@folio/shared';
import { ABILITIES } from '../../test/abilities';
import { guardDecision } from './guard';

type Screen = keyof AppAbilities['screens'];

// The whole grid of spec §6's guards × roles, plus visitors: each role signed in with the abilities the API gives it.
const EXPECTED: Record<Screen, Role[]> = {
  editorSteps: ['admin', 'user'],
  ebookEdit: ['admin', 'user', 'publisher', 'author', 'student'],
  templateEdit: ['admin', 'user'],
  templatePreview: ['admin', 'user'],
  adminArea: ['admin', 'publisher', 'author', 'user'],
  classes: ['admin', 'publisher', 'author', 'user'],
  classroom: ['student'],
};

describe('route guard decisions (spec §4 Auth, §6)', () => {
  for (const [guard, allowed] of Object.entries(EXPECTED) as [Screen, Role[]][]) {
    const opens = (abilities: AppAbilities) => abilities.screens[guard];
    for (const role of ROLES) {
      const allow = allowed.includes(role);
      it(`${guard}: ${role} is ${allow ? 'let in' : 'sent to /unauthorized'}`, () => {
        const decision = guardDecision({ isAuthenticated: true, abilities: ABILITIES[role] }, opens, '/x');
        expect(decision).toEqual(allow ? { allow: true } : { allow: false, redirect: '/unauthorized' });
      });
    }
    it(`${guard}: a visitor is sent to login with the encoded path and query`, () => {
      const decision = guardDecision({ isAuthenticated: false }, opens, '/admin/orders?page=2&status=paid');
      expect(decision).toEqual({ allow: false, redirect: '/login?redirect=%2Fadmin%2Forders%3Fpage%3D2%26status%3Dpaid' });
    });
  }

  it('sends a signed-in user whose abilities are not known to /unauthorized, whatever the screen', () => {
    expect(guardDecision({ isAuthenticated: true }, () => true, '/x')).toEqual({ allow: false, redirect: '/unauthorized' });
  });
});
