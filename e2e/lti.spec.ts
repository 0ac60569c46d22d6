import { expect, test } from '@playwright/test';
import type { JSONWebKeySet } from 'jose';
import { startPlatform } from '../apps/api/src/modules/lti/fixtures/platform';
import { DEMO_PASSWORD, expectAccessible, signInAs } from './support';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';

test('an LMS registered by the admin launches a learner into a book, signed in as a Folio reader of their own', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const lms = await startPlatform(async () => (await (await request.get('/api/lti/jwks')).json()) as JSONWebKeySet, 'e2e-tool');
  try {
    // The admin registers the LMS from the dashboard's LMS connections page.
    await signInAs(page, 'admin');
    await page.goto('/admin/lti');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    const fields: [string, string][] = [['Name', 'Moodle e2e'], ['Issuer (platform ID)', lms.registration.issuer], ['Client ID', 'e2e-tool'], ['Deployment IDs', 'dep-1'], ['Authentication request URL', lms.registration.auth_login_url], ['Access token URL', lms.registration.token_url], ['Key set URL', lms.registration.jwks_url]];
    for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Register LMS' }).click();
    await expect(page.getByRole('cell', { name: 'Moodle e2e' })).toBeVisible();

    // The LMS begins the login; Folio sends the browser to the LMS sign-in with a state and a nonce.
    const login = await request.get(`/api/lti/login?${new URLSearchParams({ iss: lms.base, login_hint: 'u', target_link_uri: `${baseURL}/api/lti/launch`, client_id: 'e2e-tool' })}`, { maxRedirects: 0 });
    expect(login.status()).toBe(302);
    const to = new URL(login.headers().location!);
    const login2 = await request.post('/api/auth/login', { data: { email: 'admin@folio.test', password: DEMO_PASSWORD } });
    const headers = { Authorization: `Bearer ${(await login2.json()).token}` };
    const books = (await (await request.get('/api/public/ebooks?per_page=50&sort=price_asc', { headers })).json()).data as { id: string; title: string; final_price: number }[];
    const free = books.find((b) => b.final_price === 0)!;
    const idToken = await lms.idToken({
      sub: 'moodle-learner-7',
      name: 'Lina Haddad',
      nonce: to.searchParams.get('nonce'),
      [`${LTI}/message_type`]: 'LtiResourceLinkRequest',
      [`${LTI}/version`]: '1.3.0',
      [`${LTI}/deployment_id`]: 'dep-1',
      [`${LTI}/resource_link`]: { id: 'rl' },
      [`${LTI}/custom`]: { ebook_id: free.id },
    });

    // The LMS's page posts the launch, as a form, in a browser with nobody signed in.
    const learner = await page.context().browser()!.newContext();
    const tab = await learner.newPage();
    await tab.goto(`${baseURL}/`);
    await tab.evaluate(({ action, token, state }) => {
      const post = Object.assign(document.createElement('form'), { method: 'post', action });
      for (const [name, value] of Object.entries({ id_token: token, state })) post.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
      document.body.append(post);
      post.submit();
    }, { action: `${baseURL}/api/lti/launch`, token: idToken, state: to.searchParams.get('state')! });
    await expect(tab).toHaveURL(new RegExp(`/flipbooks/${free.id}`), { timeout: 20_000 });
    // The one-time code has left the address, and the reader is signed in as the LMS's learner.
    expect(tab.url()).not.toContain('code=');
    await expect(tab.getByRole('heading', { level: 1, name: free.title })).toBeVisible();
    const me = await tab.evaluate(async () => (await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${decodeURIComponent(document.cookie.match(/(?:^|; )token=([^;]+)/)?.[1] ?? '')}` } })).json());
    expect(me.data).toMatchObject({ name: 'Lina Haddad', role: 'user' });
    await learner.close();
  } finally {
    await lms.close();
  }
});
