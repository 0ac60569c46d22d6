import * as client from 'openid-client';
import type { Config } from '../../config.ts';

export type OidcConfig = NonNullable<Config['oidc']>;

/**
 * What Folio asks the school's provider for: who the person is and their name, and a teacher's e-mail address. A
 * pupil's is never asked for: Folio keeps none (COPPA), so it has no reason to receive one.
 */
const SCOPES = { teacher: 'openid email profile', pupil: 'openid profile' } as const;
type SignInKind = keyof typeof SCOPES;
/** Seconds a request to the provider may take before the sign-in is given up as unavailable. */
const PROVIDER_TIMEOUT_SECONDS = 10;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** What the checks of one sign-in are: kept at its start (oidc_states), compared when the provider answers. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The claims Folio reads of a school account, as the provider vouched for them. */
export interface SchoolClaims {
  iss: string;
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  /** Google Workspace's domain of the account (its "hosted domain"); absent for a personal account. */
  hd?: unknown;
}

/**
 * The relying party of the school's provider (openid-client): its metadata and keys are discovered at the first
 * sign-in and kept for the process; a discovery that failed (the provider was down) is tried again next time.
 */
export function relyingParty(settings: OidcConfig) {
  let configuration: Promise<client.Configuration> | undefined;
  return () => {
    configuration ??= discover(settings).catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };
}

async function discover(settings: OidcConfig) {
  const issuer = new URL(settings.issuer);
  // openid-client talks to providers over https only. A provider on this machine (the tests', a developer's own)
  // may answer plain http: nothing outside the machine sees or changes that traffic. Any other issuer stays https-only.
  // The id_token's signature is checked by the provider's keys (jwks_uri) too: openid-client leaves it unchecked by
  // default when the token comes straight from the token endpoint over TLS, and "a forged token refused" should not
  // lean on the TLS alone.
  const execute = [client.enableNonRepudiationChecks, ...(LOOPBACK.has(issuer.hostname) ? [client.allowInsecureRequests] : [])];
  // client_secret_basic: the method OpenID Connect takes when a client registered none, which every provider accepts.
  return client.discovery(issuer, settings.clientId, settings.clientSecret, client.ClientSecretBasic(settings.clientSecret), { execute, timeout: PROVIDER_TIMEOUT_SECONDS });
}

/** Fresh checks for a sign-in: state, nonce and PKCE verifier, each random; `state` may carry a suffix of the caller's. */
export const newChecks = (stateSuffix = ''): SignInChecks => ({ state: `${client.randomState()}${stateSuffix}`, nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() });

/** Where the browser signs in at the provider: the code flow with PKCE (S256), the state and the nonce. */
export async function authorizationUrl(configuration: client.Configuration, redirectUri: string, checks: SignInChecks, kind: SignInKind): Promise<string> {
  const challenge = await client.calculatePKCECodeChallenge(checks.codeVerifier);
  return client
    .buildAuthorizationUrl(configuration, { redirect_uri: redirectUri, scope: SCOPES[kind], state: checks.state, nonce: checks.nonce, code_challenge: challenge, code_challenge_method: 'S256' })
    .toString();
}

/**
 * Finishes a sign-in from the provider's answer (`callbackUrl`, the redirect URI with the answer's query): checks
 * the state (and the issuer, RFC 9207, when the provider sends it), trades the code with the PKCE verifier at the
 * token endpoint, and checks the id_token (signature by the provider's keys, issuer, audience, expiry, nonce). A
 * provider whose id_token lacks the name (or a teacher's e-mail: some keep them in userinfo) is asked its
 * userinfo, for the same subject. Throws openid-client's errors.
 */
export async function verifiedClaims(configuration: client.Configuration, callbackUrl: URL, checks: SignInChecks, kind: SignInKind): Promise<SchoolClaims> {
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  // The nonce is expected, so the id_token was required and checked: claims() is there.
  const idToken = tokens.claims()!;
  const named = idToken.name !== undefined || idToken.given_name !== undefined;
  const complete = named && (kind === 'pupil' || idToken.email !== undefined);
  if (complete || !configuration.serverMetadata().userinfo_endpoint) return idToken;
  const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
  return { ...userinfo, ...idToken };
}

/** Whether an error of openid-client means the provider could not be reached (rather than that it said no). */
export function providerUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof client.ClientError && (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT');
}
