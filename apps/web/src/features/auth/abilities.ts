import { ADMIN_PAGES, ROUTE_ROLES, type AdminPage, type AppAbilities } from '@folio/shared';

const allFalse = <Key extends string>(keys: Key[]) => Object.fromEntries(keys.map((key) => [key, false])) as Record<Key, boolean>;

/**
 * Every ability false, and the narrowest order scope: a new session's until the API has said what its account
 * may do. Written out rather than derived from the abilities' zod schema, which would bring zod into every
 * page's first load; typed whole, so that a new field of the abilities without a value here does not compile.
 */
export const NO_ABILITIES: AppAbilities = {
  screens: allFalse(Object.keys(ROUTE_ROLES) as (keyof typeof ROUTE_ROLES)[]),
  pages: allFalse(Object.keys(ADMIN_PAGES) as AdminPage[]),
  ebooks: { create: false, approve: false },
  templates: { share: false },
  orders: { view: false, update_status: false, mark_payment: false, scope: 'own' },
  catalogue: { manage: false },
};

/** Whether `value` has every field of `like`, each of the same kind, nested objects included. */
const hasShapeOf = (value: unknown, like: object): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(like).every(([key, field]: [string, unknown]) => {
    const own: unknown = (value as Record<string, unknown>)[key];
    return typeof field === 'object' && field !== null ? hasShapeOf(own, field) : typeof own === typeof field;
  });

/**
 * Whether abilities kept in a cookie are complete for this release: one of an older release lacks the fields
 * added since. The API's answer, read once per visit, is what the session then goes by.
 */
export const isAppAbilities = (value: unknown): value is AppAbilities => hasShapeOf(value, NO_ABILITIES);
