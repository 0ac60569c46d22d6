import { ROUTE_ROLES, type AdminPage, type AppAbilities, type Role } from '@folio/shared';
import type { Actor } from '../../plugins/auth.ts';
import { accessCodePolicy } from '../access-codes/policy.ts';
import { mayManageCatalogue } from '../catalogue/policy.ts';
import { ebookPolicy } from '../ebooks/policy.ts';
import { mayEver, orderScopeOf } from '../orders/policy.ts';
import { mayShareTemplate } from '../templates/policy.ts';

const screensOf = (actor: Actor) =>
  Object.fromEntries(Object.entries(ROUTE_ROLES).map(([screen, roles]) => [screen, (roles as readonly Role[]).includes(actor.role)])) as AppAbilities['screens'];

/**
 * What `actor` may do in the app as a whole (GET /api/auth/me/abilities), asked of the modules' own rules, so
 * that the web's menu and guards offer what the API allows. A dashboard page opens for whoever may use it.
 */
export function appAbilitiesOf(actor: Actor): AppAbilities {
  const screens = screensOf(actor);
  const ebooks = { create: ebookPolicy.mayEver(actor, 'create'), approve: ebookPolicy.mayEver(actor, 'approve') };
  const orders = {
    view: mayEver(actor, 'view'),
    update_status: mayEver(actor, 'update_status'),
    mark_payment: mayEver(actor, 'mark_payment'),
    scope: orderScopeOf(actor),
  };
  const catalogue = { manage: mayManageCatalogue(actor) };
  const area = screens.adminArea;
  const pages: Record<AdminPage, boolean> = {
    dashboard: area,
    ebooks: area && ebooks.create,
    pendingEbooks: area && ebooks.approve,
    templates: area,
    categories: area && catalogue.manage,
    coupons: area && catalogue.manage,
    publishers: area && catalogue.manage,
    authors: area && catalogue.manage,
    users: area && catalogue.manage,
    inquiries: area && catalogue.manage,
    orders: area && orders.view,
    library: area,
    staticPages: area && catalogue.manage,
    lti: area && catalogue.manage,
    accessCodes: area && accessCodePolicy.mayEver(actor, 'create'),
    profile: area,
    security: area,
  };
  return { screens, pages, ebooks, templates: { share: mayShareTemplate(actor) }, orders, catalogue };
}
