import { describe, expect, it } from 'vitest';
import { AppAbilitiesSchema } from '@folio/shared';
import { ABILITIES } from '../../test/abilities';
import { isAppAbilities, NO_ABILITIES } from './abilities';

describe('abilities kept by the web', () => {
  it('has no ability for a new session, in the shape the API answers', () => {
    expect(AppAbilitiesSchema.parse(NO_ABILITIES)).toEqual(NO_ABILITIES);
    expect(Object.values(NO_ABILITIES.screens).every((may) => !may)).toBe(true);
    expect(NO_ABILITIES.orders.scope).toBe('own');
  });

  it('takes complete abilities from a cookie, and refuses those of an older release or of another shape', () => {
    expect(isAppAbilities(ABILITIES.user)).toBe(true);
    expect(isAppAbilities(ABILITIES.admin)).toBe(true);
    const { catalogue: _missing, ...older } = ABILITIES.user;
    expect(isAppAbilities(older)).toBe(false);
    expect(isAppAbilities({ ...ABILITIES.user, pages: { ...ABILITIES.user.pages, dashboard: 'yes' } })).toBe(false);
    expect(isAppAbilities({ ...ABILITIES.user, orders: null })).toBe(false);
    expect(isAppAbilities(undefined)).toBe(false);
  });
});
