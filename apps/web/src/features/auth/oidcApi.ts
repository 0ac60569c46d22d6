// Sign-in with a school account (OpenID Connect): whether the site offers it, where it begins, and the session it hands over.
import type { AuthResponse, OidcSettings } from '@folio/shared';
import { apiSlice } from '../../http/api';
import { api } from '../../http/client';

const oidcApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Whether the sign-in page offers the school's button, and its name (GET /api/auth/oidc). */
    oidcSettings: build.query<OidcSettings, void>({
      query: () => ({ url: '/auth/oidc', notify: false }),
      transformResponse: (answer: { data: OidcSettings }) => answer.data,
    }),
  }),
});

export const { useOidcSettingsQuery } = oidcApi;

/**
 * Where the browser goes to sign in at the school's provider: the server's start, which redirects there. A whole
 * page's navigation, not a call: the provider's page takes over the tab. `redirect`: where to go once signed in.
 */
export const oidcStartUrl = (redirect: string | null) => `/api/auth/oidc/start${redirect ? `?${new URLSearchParams({ redirect })}` : ''}`;

/**
 * Opens the session of a finished school sign-in (POST /api/auth/oidc/session) with the one-time code its callback
 * put in the address. Straight through the client, as the sign-in form does; the screen words a refusal itself.
 */
export async function openOidcSession(code: string): Promise<AuthResponse> {
  const { data } = await api.post<AuthResponse>('/auth/oidc/session', { code }, { notify: false, skipAuthRedirect: true });
  return data;
}
