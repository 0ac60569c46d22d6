// The landing page's pricing: a visitor registers to take a plan; a signed-in author takes it on their Plan page.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Plan, Role } from '@folio/shared';
import { createStore } from '../../app/store';
import { ABILITIES } from '../../test/abilities';
import { renderWithStore } from '../../test/render';
import { memoryRouter } from '../../test/router';
import { login } from '../auth/authSlice';
import { serve } from '../ebooks/testing';
import { Pricing } from './Pricing';

const plan = { applies: true } as Plan;

function showPricing(role: Role | null) {
  serve((key) => (key === 'GET /me/plan' ? [200, { data: { ...plan, applies: role === 'author' } }] : undefined));
  const store = createStore();
  if (role) store.dispatch(login({ token: 'token', user: { id: 'u1', name: 'Rahim', email: 'rahim@folio.test', role, profile_picture: null, abilities: ABILITIES[role] } }));
  renderWithStore(memoryRouter([{ path: '/', element: <Pricing /> }]).element, store);
}
const ctaOf = (planName: string) => within(screen.getByRole('listitem', { name: planName })).getByRole('link');

describe('the pricing cards', () => {
  it('send a visitor to register for Basic and Professional, and to the contact form for Enterprise', () => {
    showPricing(null);
    expect(ctaOf('Basic').getAttribute('href')).toBe('/register');
    expect(ctaOf('Professional').getAttribute('href')).toBe('/register');
    expect(ctaOf('Enterprise').getAttribute('href')).toBe('/#contact');
  });

  it('send a signed-in author to their Plan and billing page, with the same words', async () => {
    showPricing('author');
    expect(ctaOf('Basic').textContent).toBe('Get started');
    expect(ctaOf('Professional').textContent).toBe('Start free trial');
    await expect.poll(() => ctaOf('Basic').getAttribute('href')).toBe('/admin/settings/plan');
    expect(ctaOf('Professional').getAttribute('href')).toBe('/admin/settings/plan');
    expect(ctaOf('Enterprise').getAttribute('href')).toBe('/#contact');
  });
});
