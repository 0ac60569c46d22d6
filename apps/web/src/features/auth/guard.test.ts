import { describe, expect, it } from 'vitest';
import { ROLES, ROUTE_ROLES, type Role } from '@folio/shared';
import { guardDecision } from './guard';

// The whole grid of spec §6's guards × roles, plus visitors.
const EXPECTED: Record<keyof typeof ROUTE_ROLES, Role[]> = {
  editorSteps: ['admin', 'user'],
  ebookEdit: ['admin', 'user', 'publisher', 'author'],
  templateEdit: ['admin', 'user'],
  templatePreview: ['admin', 'user'],
  adminArea: ['admin', 'publisher', 'author', 'user'],
};

describe('route guard decisions (spec §4 Auth, §6)', () => {
  for (const [guard, allowed] of Object.entries(EXPECTED) as [keyof typeof ROUTE_ROLES, Role[]][]) {
    for (const role of ROLES) {
      const allow = allowed.includes(role);
      it(`${guard}: ${role} is ${allow ? 'let in' : 'sent to /unauthorized'}`, () => {
        const decision = guardDecision({ isAuthenticated: true, role }, ROUTE_ROLES[guard], '/x');
        expect(decision).toEqual(allow ? { allow: true } : { allow: false, redirect: '/unauthorized' });
      });
    }
    it(`${guard}: a visitor is sent to login with the encoded path and query`, () => {
      const decision = guardDecision({ isAuthenticated: false }, ROUTE_ROLES[guard], '/admin/orders?page=2&status=paid');
      expect(decision).toEqual({ allow: false, redirect: '/login?redirect=%2Fadmin%2Forders%3Fpage%3D2%26status%3Dpaid' });
    });
  }
});
