// The admin's LMS connections page: Folio's addresses, the LMSs registered, registering one and removing one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LTI_MESSAGES, type LtiPlatform, type LtiPlatformInput } from '@folio/shared';
import { renderWithStore } from '../../../test/render';
import { serve } from '../../ebooks/testing';
import LtiPage from './LtiPage';

const TOOL = {
  login_url: 'https://folio.example/api/lti/login',
  launch_url: 'https://folio.example/api/lti/launch',
  deep_linking_url: 'https://folio.example/api/lti/launch',
  jwks_url: 'https://folio.example/api/lti/jwks',
};

const moodle: LtiPlatform = {
  id: '5f0c0000-0000-4000-8000-0000000000c1',
  name: 'School Moodle',
  issuer: 'https://moodle.school.example',
  client_id: 'Xy12abc',
  deployment_ids: ['1', '7'],
  auth_login_url: 'https://moodle.school.example/mod/lti/auth.php',
  token_url: 'https://moodle.school.example/mod/lti/token.php',
  jwks_url: 'https://moodle.school.example/mod/lti/certs.php',
  created_at: '2026-11-24T10:00:00.000Z',
};

type Reply = [status: number, body: unknown];

/** The page, the API holding `platforms` and answering a registration with `onRegister` (by default: saved). */
function showLti(platforms: LtiPlatform[], onRegister?: (body: LtiPlatformInput) => Reply) {
  let now = platforms;
  const seen = serve((key, config) => {
    if (key === 'GET /admin/lti/tool') return [200, { data: TOOL }];
    if (key === 'GET /admin/lti/platforms') return [200, { data: now }];
    if (key === 'POST /admin/lti/platforms') {
      const body = JSON.parse(config.data as string) as LtiPlatformInput;
      const reply = onRegister?.(body);
      if (reply) return reply;
      const saved = { ...moodle, ...body, id: '5f0c0000-0000-4000-8000-0000000000c2', deployment_ids: body.deployment_ids ?? [] };
      now = [...now, saved];
      return [201, { message: LTI_MESSAGES.platformSaved, data: saved }];
    }
    if (key.startsWith('DELETE /admin/lti/platforms/')) {
      now = now.filter((p) => key !== `DELETE /admin/lti/platforms/${p.id}`);
      return [200, { message: LTI_MESSAGES.platformDeleted }];
    }
    return undefined;
  });
  renderWithStore(<LtiPage />);
  return seen;
}

/** Fills the registration form with a Canvas's values. */
async function fillCanvas(user: ReturnType<typeof userEvent.setup>, issuer = 'https://canvas.instructure.com') {
  await user.type(screen.getByLabelText('Name'), 'District Canvas');
  await user.type(screen.getByLabelText('Client ID'), '10000000000001');
  await user.type(screen.getByLabelText('Issuer (platform ID)'), issuer);
  await user.type(screen.getByLabelText('Authentication request URL'), 'https://sso.canvaslms.com/api/lti/authorize_redirect');
  await user.type(screen.getByLabelText('Access token URL'), 'https://sso.canvaslms.com/login/oauth2/token');
  await user.type(screen.getByLabelText('Key set URL'), 'https://sso.canvaslms.com/api/lti/security/jwks');
  await user.type(screen.getByLabelText('Deployment IDs'), '12:abc, 13:def{Enter}14:ghi');
}

describe('the LMS connections page', () => {
  it("should show Folio's addresses to copy and list the LMSs registered", async () => {
    showLti([moodle]);
    expect(screen.getByRole('heading', { level: 1, name: 'LMS connections (LTI 1.3)' })).toBeTruthy();
    expect(((await screen.findByLabelText('Login URL (OpenID Connect initiation)')) as HTMLInputElement).value).toBe(TOOL.login_url);
    expect((screen.getByLabelText('Public key set URL (JWKS)') as HTMLInputElement).value).toBe(TOOL.jwks_url);
    expect(screen.getByRole('button', { name: 'Copy: Deep linking URL' })).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: 'School Moodle' })).closest('tr')!;
    expect(within(row).getByText('https://moodle.school.example')).toBeTruthy();
    expect(within(row).getByText('Xy12abc')).toBeTruthy();
    expect(within(row).getByText('7')).toBeTruthy();
  });

  it('should register an LMS with its deployment IDs as a list, and list it', async () => {
    const user = userEvent.setup();
    const seen = showLti([]);
    expect(await screen.findByText('No LMS is registered yet. Register your first one with the form below.')).toBeTruthy();
    await fillCanvas(user);
    await user.click(screen.getByRole('button', { name: 'Register LMS' }));
    expect(await screen.findByRole('rowheader', { name: 'District Canvas' })).toBeTruthy();
    const post = seen.find((c) => c.method === 'post')!;
    expect(JSON.parse(post.data as string)).toEqual({
      name: 'District Canvas',
      issuer: 'https://canvas.instructure.com',
      client_id: '10000000000001',
      deployment_ids: ['12:abc', '13:def', '14:ghi'],
      auth_login_url: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
      token_url: 'https://sso.canvaslms.com/login/oauth2/token',
      jwks_url: 'https://sso.canvaslms.com/api/lti/security/jwks',
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("should put the server's refusal under its field", async () => {
    const user = userEvent.setup();
    showLti([moodle], () => [422, { message: 'The given data was invalid.', errors: { client_id: [LTI_MESSAGES.platformTaken] } }]);
    await fillCanvas(user);
    await user.click(screen.getByRole('button', { name: 'Register LMS' }));
    const clientId = screen.getByLabelText('Client ID');
    await waitFor(() => expect(clientId.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(clientId.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(LTI_MESSAGES.platformTaken);
  });

  it('should refuse an address that is not https before sending it', async () => {
    const user = userEvent.setup();
    const seen = showLti([]);
    await fillCanvas(user, 'http://canvas.example');
    await user.click(screen.getByRole('button', { name: 'Register LMS' }));
    expect(await screen.findByText(LTI_MESSAGES.https)).toBeTruthy();
    expect(seen.some((c) => c.method === 'post')).toBe(false);
  });

  it('should remove an LMS once the admin confirms', async () => {
    const user = userEvent.setup();
    const seen = showLti([moodle]);
    await user.click(await screen.findByRole('button', { name: /^Remove .*School Moodle/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/Launches from this LMS will be refused/)).toBeTruthy();
    expect(seen.some((c) => c.method === 'delete')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(seen.some((c) => c.method === 'delete' && c.url === `/admin/lti/platforms/${moodle.id}`)).toBe(true));
    expect(await screen.findByText('No LMS is registered yet. Register your first one with the form below.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
