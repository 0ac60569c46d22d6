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

/** Waits for the page's animations to end (the spinners' endless ones are not waited for, nor a paused one past 2 s). */
const animationsSettled = (page: Page) =>
  page.evaluate(() => {
    const running = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    return Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 2_000))]);
  });

const TOAST = 'Toastify__toast';

/** axe-core audit: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // The colours of a book's own text (drawn on a page or a thumbnail) are its author's choice; the audit is of
  // Folio's interface around it.
  const contrastTargets = serious.flatMap((v) => (v.id === 'color-contrast' ? v.nodes.map((n) => String(n.target[0])) : []));
  const inBook = await page.evaluate((selectors) => selectors.map((selector) => !!document.querySelector(selector)?.closest('[data-element-type]')), contrastTargets);
  let next = 0;
  let bad = serious
    .map((v) => (v.id === 'color-contrast' ? { ...v, nodes: v.nodes.filter(() => !inBook[next++]) } : v))
    .filter((v) => v.nodes.length > 0);
  // A toast slides in and out, half transparent, on its own timer, which can run out during the audit: a toast whose
  // contrast failed is audited again once the page is still (gone by then, it has nothing left to fail).
  if (bad.some((v) => v.id === 'color-contrast' && v.nodes.some((n) => n.html.includes(TOAST)))) {
    await animationsSettled(page);
    const toasts = (await page.locator(`.${TOAST}`).count()) > 0 ? (await new AxeBuilder({ page }).include(`.${TOAST}`).withRules(['color-contrast']).analyze()).violations : [];
    const again = toasts.flatMap((v) => v.nodes);
    bad = bad
      .map((v) => (v.id === 'color-contrast' ? { ...v, nodes: [...v.nodes.filter((n) => !n.html.includes(TOAST)), ...again] } : v))
      .filter((v) => v.nodes.length > 0);
  }
  expect(bad.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')})`)).toEqual([]);
}
