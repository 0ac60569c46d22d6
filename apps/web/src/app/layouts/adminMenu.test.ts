import { describe, expect, it } from 'vitest';
import type { Role } from '@folio/shared';
import { ABILITIES } from '../../test/abilities';
import { menuFor, menuLabelKeyOf } from './adminMenu';

/** The menu of a role, signed in with the page abilities the API gives it. */
const labels = (role: Role) =>
  menuFor(ABILITIES[role].pages).flatMap((e) => (e.children ? [e.labelKey, ...e.children.map((c) => c.labelKey)] : [e.labelKey]));

describe('admin menu per role (spec §2 menu, architecture.md §4)', () => {
  it('shows an admin every item in the order of the spec', () => {
    expect(labels('admin')).toEqual([
      'menu.dashboard', 'menu.ebook', 'menu.manageEbooks', 'menu.pendingEbooks', 'menu.analytics', 'menu.templates', 'menu.categories', 'menu.coupons',
      'menu.accessCodes', 'menu.publishers', 'menu.authors', 'menu.users', 'menu.plans', 'menu.inquiries', 'menu.orders', 'menu.myLibrary', 'menu.staticPages', 'menu.lti',
      'menu.settings', 'menu.profile', 'menu.security',
    ]);
  });

  it.each(['publisher', 'author', 'user'] as const)('shows a %s only what that role may use', (role) => {
    // Who sells books (publishers and authors) makes access codes for them; a reader does not.
    const codes = role === 'user' ? [] : ['menu.accessCodes'];
    expect(labels(role)).toEqual([
      'menu.dashboard', 'menu.ebook', 'menu.manageEbooks', 'menu.analytics', 'menu.templates', ...codes, 'menu.orders', 'menu.myLibrary', 'menu.settings', 'menu.profile', 'menu.security',
    ]);
  });

  it('shows an author the Plan and billing page in Settings only when plans apply to their account', () => {
    const settings = (plans: boolean) => menuFor(ABILITIES.author.pages, { plans }).find((e) => e.labelKey === 'menu.settings')?.children?.map((c) => c.labelKey);
    expect(settings(true)).toEqual(['menu.profile', 'menu.security', 'menu.plan']);
    expect(settings(false)).toEqual(['menu.profile', 'menu.security']);
  });

  it('shows nothing to a visitor', () => {
    expect(menuFor(undefined)).toEqual([]);
  });

  it('shows a page to whoever its ability opens it for, whatever the role', () => {
    const pages = { ...ABILITIES.user.pages, coupons: true, orders: false };
    const shown = menuFor(pages).map((e) => e.labelKey);
    expect(shown).toContain('menu.coupons');
    expect(shown).not.toContain('menu.orders');
  });

  it('names each dashboard address by its menu item, pages under one included', () => {
    expect(menuLabelKeyOf('/admin')).toBe('menu.dashboard');
    expect(menuLabelKeyOf('/admin/')).toBe('menu.dashboard');
    expect(menuLabelKeyOf('/admin/orders')).toBe('menu.orders');
    expect(menuLabelKeyOf('/admin/orders/5f0c0000-0000-4000-8000-000000000001')).toBe('menu.orders');
    expect(menuLabelKeyOf('/admin/pending-ebooks')).toBe('menu.pendingEbooks');
    expect(menuLabelKeyOf('/admin/settings/security')).toBe('menu.security');
    expect(menuLabelKeyOf('/admin/lti')).toBe('menu.lti');
    expect(menuLabelKeyOf('/admin/access-codes/5f0c0000-0000-4000-8000-000000000001')).toBe('menu.accessCodes');
    expect(menuLabelKeyOf('/admin/analytics')).toBe('menu.analytics');
    expect(menuLabelKeyOf('/admin/settings/plan')).toBe('menu.plan');
    expect(menuLabelKeyOf('/admin/plans')).toBe('menu.plans');
    expect(menuLabelKeyOf('/admin/ebooks/0b9a4a52-0000-4000-8000-000000000001/analytics')).toBe('menu.manageEbooks');
    expect(menuLabelKeyOf('/admin/nowhere')).toBeNull();
  });
});
