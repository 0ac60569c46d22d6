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
  // A toast sliding in is half transparent for a moment: its colours are audited once it has arrived (the spinners'
  // endless animations are not waited for, nor a paused one for more than 2 s).
  await page.evaluate(() => {
    const running = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    return Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 2_000))]);
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The colours of a book's own text (drawn on a page or a thumbnail) are its author's choice; the audit is of
  // Folio's interface around it.
  const contrastTargets = serious.flatMap((v) => (v.id === 'color-contrast' ? v.nodes.map((n) => String(n.target[0])) : []));
  const inBook = await page.evaluate((selectors) => selectors.map((selector) => !!document.querySelector(selector)?.closest('[data-element-type]')), contrastTargets);
  let next = 0;
  const bad = serious
    .map((v) => (v.id === 'color-contrast' ? { ...v, nodes: v.nodes.filter(() => !inBook[next++]) } : v))
    .filter((v) => v.nodes.length > 0);
  expect(bad.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')})`)).toEqual([]);
}
