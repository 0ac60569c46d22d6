import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../apps/api/test/oidc-provider';
import { DEMO_PASSWORD, expectAccessible } from './support';

// A Folio of its own beside the run's server (playwright.config.ts), configured for school sign-in with a real
// OpenID provider on this machine: the same built API and web app, a database of its own.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const SITE = `http://localhost:${PORT}`;
const DATA_DIR = `${process.env.E2E_DATA_DIR}-oidc`;

let idp: TestOidcProvider;
let folio: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  idp = await startOidcProvider({ redirectUri: `${SITE}/api/auth/oidc/callback` });
  rmSync(DATA_DIR, { recursive: true, force: true });
  folio = spawn(process.execPath, ['apps/api/dist/server.js'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      WEB_DIST: `${process.env.E2E_DATA_DIR}-web`,
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_NAME: 'Springfield School',
    },
  });
  for (let waited = 0; ; waited += 500) {
    const ready = await fetch(`${SITE}/api/ready`).then((res) => res.ok, () => false);
    if (ready) break;
    if (waited > 100_000 || folio.exitCode !== null) throw new Error('The Folio of school sign-in did not start.');
    await new Promise((done) => setTimeout(done, 500));
  }
});

test.afterAll(async () => {
  folio?.kill('SIGTERM');
  await idp?.close();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

test('a teacher signs in with their school account from the sign-in page, and lands where they were going', async ({ page }) => {
  idp.addAccount({ sub: 'e2e-teacher', email: 'krabappel@springfield.edu', email_verified: true, name: 'Edna Krabappel' });
  idp.signInAs('e2e-teacher');
  await page.goto(`${SITE}/login?redirect=%2Fadmin%2Febooks`);
  const button = page.getByRole('link', { name: 'Sign in with Springfield School' });
  await expect(button).toBeVisible();
  await expectAccessible(page);
  await button.click();
  await expect(page).toHaveURL(`${SITE}/admin/ebooks`, { timeout: 20_000 });
  // The one-time code has left the address and the history; the session is the sign-in form's (its cookies).
  expect(page.url()).not.toContain('code=');
  const me = await page.evaluate(async () => (await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? '')}` } })).json());
  expect(me.data).toMatchObject({ name: 'Edna Krabappel', email: 'krabappel@springfield.edu', role: 'user' });
});

test('a refused school sign-in comes back to the sign-in page, which says why in the reader’s language', async ({ page }) => {
  idp.signInAs(null);
  await page.goto(`${SITE}/login?lng=ja`);
  await page.getByRole('link', { name: 'Springfield School' }).click();
  await expect(page).toHaveURL(`${SITE}/login?school_error=cancelled`, { timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveText('学校アカウントでのログインはキャンセルされました。');
  await expectAccessible(page);
});

test("a pupil signs in with their school account from their class's page, and is in the class with no e-mail address kept", async ({ browser }) => {
  const signedIn = await fetch(`${SITE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'user@folio.test', password: DEMO_PASSWORD }) });
  const teacher = { authorization: `Bearer ${(await signedIn.json()).token}`, 'content-type': 'application/json' };
  const created = await fetch(`${SITE}/api/classes`, { method: 'POST', headers: teacher, body: JSON.stringify({ name: 'Year 4 Oak', language: 'en', school_sign_in: true }) });
  expect(created.status).toBe(201);
  const cls = (await created.json()).data as { id: string; join_code: string };

  idp.addAccount({ sub: 'e2e-pupil', email: 'bart@springfield.edu', email_verified: true, given_name: 'Bart', family_name: 'Simpson', name: 'Bart Simpson' });
  idp.signInAs('e2e-pupil');
  const pupil = await browser.newContext();
  const tab = await pupil.newPage();
  await tab.goto(`${SITE}/join/${cls.join_code}`);
  await tab.getByRole('link', { name: 'Sign in with Springfield School' }).click();
  await expect(tab).toHaveURL(`${SITE}/classroom`, { timeout: 20_000 });
  const me = await tab.evaluate(async () => (await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? '')}` } })).json());
  expect(me.data).toMatchObject({ name: 'Bart', email: null, role: 'student' });
  await pupil.close();

  // Their teacher sees them among the class's pupils.
  const pupils = await (await fetch(`${SITE}/api/classes/${cls.id}/students`, { headers: teacher })).text();
  expect(pupils).toContain('Bart');
  expect(pupils).not.toContain('bart@springfield.edu');
});
