import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'folio-demo';

/** Fills the sign-in form (whatever page it is on) and submits it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAs(page: Page, role: 'admin' | 'publisher' | 'author' | 'user') {
  await page.goto('/login');
  await signIn(page, `${role}@folio.test`);
  await expect(page).toHaveURL(/\/admin$/);
}

/** axe-core audit: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')})`)).toEqual([]);
}
