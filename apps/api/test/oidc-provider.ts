import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider, { type GrantContext } from 'oidc-provider';

/** The provider's records, in memory for the life of the test's provider (its own in-memory store warns on every start). */
class MemoryAdapter {
  static readonly records = new Map<string, { payload: Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string }; expiresAt: number }>();
  constructor(private readonly model: string) {}
  private key = (id: string) => `${this.model}:${id}`;
  private live(key: string) {
    const record = MemoryAdapter.records.get(key);
    return record && record.expiresAt > Date.now() ? record.payload : undefined;
  }
  async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
    MemoryAdapter.records.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
  }
  async find(id: string) {
    return this.live(this.key(id));
  }
  async findByUid(uid: string) {
    const entry = [...MemoryAdapter.records].find(([key, record]) => key.startsWith(`${this.model}:`) && record.payload.uid === uid);
    return entry && this.live(entry[0]);
  }
  async findByUserCode(userCode: string) {
    const entry = [...MemoryAdapter.records].find(([key, record]) => key.startsWith(`${this.model}:`) && record.payload.userCode === userCode);
    return entry && this.live(entry[0]);
  }
  async consume(id: string) {
    const record = MemoryAdapter.records.get(this.key(id));
    if (record) record.payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    MemoryAdapter.records.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, record] of MemoryAdapter.records) if (record.payload.grantId === grantId) MemoryAdapter.records.delete(key);
  }
}

/** A person's account at the school's provider: what its id_token and userinfo say about them. */
export interface SchoolAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  /** The account's school domain, as Google Workspace says it (`hd`). */
  hd?: string;
}

/**
 * What the test makes of the id_tokens the provider's token endpoint answers: signed by another key than the
 * provider's (a forged signature), or re-signed by the provider's own key with claims changed (another issuer or
 * audience); null answers them as the provider made them.
 */
export type IdTokenForgery = 'another-key' | { iss?: string; aud?: string } | null;

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 at a random port, for the tests of school sign-in: one
 * confidential client whose redirect URI is Folio's callback, the accounts the test adds, and an interaction that
 * signs in whoever the test says is at the keyboard (`signInAs`), or refuses when nobody is (the person said no).
 * Consent is given by the school for its own app, so it is never asked. `thinIdTokens` makes the provider put
 * only `sub` in the id_token and the rest in userinfo (the default of oidc-provider, and of providers like Okta);
 * otherwise the id_token carries the profile and e-mail claims, as Google's and Microsoft's do.
 */
export async function startOidcProvider({ redirectUri, thinIdTokens = false }: { redirectUri: string; thinIdTokens?: boolean }) {
  const clientId = 'folio-test';
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, SchoolAccount>();
  let atKeyboard: string | null = null;
  let forgery: IdTokenForgery = null;

  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const { privateKey: strangersKey } = await generateKeyPair('RS256');

  /** The id_token as the test's forgery makes it: the same header (the provider's key id), the claims as asked. */
  const forge = async (idToken: string, how: Exclude<IdTokenForgery, null>) => {
    const header = decodeProtectedHeader(idToken) as { alg: string; kid?: string };
    const claims = { ...decodeJwt(idToken), ...(how === 'another-key' ? {} : how) };
    return new SignJWT(claims).setProtectedHeader(header).sign(how === 'another-key' ? strangersKey : privateKey);
  };
  /** Changes the id_token of the token endpoint's JSON answer on its way out (the provider writes it with one `end`). */
  const forgeAnswer = (res: ServerResponse, how: Exclude<IdTokenForgery, null>) => {
    const end = res.end.bind(res) as (body?: string) => ServerResponse;
    res.end = ((body?: unknown) => {
      const answer = JSON.parse(String(body)) as { id_token?: string };
      if (!answer.id_token) return end(body as string);
      void forge(answer.id_token, how).then((idToken) => {
        const text = JSON.stringify({ ...answer, id_token: idToken });
        res.setHeader('content-length', Buffer.byteLength(text));
        end(text);
      });
      return res;
    }) as typeof res.end;
  };

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], response_types: ['code'], grant_types: ['authorization_code'] }],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256', kid: 'test-key' }] },
    cookies: { keys: [randomBytes(24).toString('base64url')] },
    // `hd` is in every id_token of a Workspace account, as Google puts it there.
    claims: { openid: ['sub', 'hd'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    conformIdTokenClaims: thinIdTokens,
    features: { devInteractions: { enabled: false } },
    // Stated rather than defaulted, so that the provider does not warn about them on every run.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    adapter: MemoryAdapter,
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => account };
    },
    loadExistingGrant: async (ctx: GrantContext) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (forgery && req.method === 'POST' && req.url?.startsWith('/token')) forgeAnswer(res, forgery);
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    // The provider's sign-in page, answered at once by the person the test put at the keyboard.
    void (async () => {
      await provider.interactionDetails(req, res);
      const result = atKeyboard ? { login: { accountId: atKeyboard } } : { error: 'access_denied', error_description: 'The person did not sign in.' };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  /**
   * The browser at the provider: opens Folio's authorization address and follows the provider's redirects,
   * carrying its cookies, until the provider sends it back to Folio; answers that address (the callback).
   */
  async function authorize(authorizationUrl: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.origin !== issuer) return url;
      const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } });
      for (const cookie of res.headers.getSetCookie()) {
        const pair = cookie.split(';', 1)[0]!;
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`The provider answered ${res.status}: ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error('The provider redirected too often.');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    /** Adds (or changes) an account at the provider. */
    addAccount: (account: SchoolAccount) => accounts.set(account.sub, account),
    /** Who signs in at the provider's page from now on; null: nobody (the person refuses). */
    signInAs: (sub: string | null) => {
      atKeyboard = sub;
    },
    authorize,
    /** How the token endpoint's id_tokens are forged from now on (null: not at all). */
    forgeIdTokens: (how: IdTokenForgery) => {
      forgery = how;
    },
    close: () => new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    }),
  };
}
export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
