/**
 * A real OpenID Connect provider (oidc-provider) on a random local port, for the single sign-on
 * tests: one client for the app, accounts the test names (email, and whether it is verified), the
 * login step answered by the test (`signInAs`) and consent granted by itself. `tamperIdToken` lets
 * a test re-sign the ID token of the next token answer with the provider's own key, to show a
 * validly signed token with a wrong audience, nonce or expiry is refused. `browse` follows the
 * provider's redirects with its cookies until the one back to the app.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The identity the next login gives: its email, and `email_verified` (true unless said). */
  signInAs(email: string, verified?: boolean): void;
  /** Rewrites the next ID token's claims, signed again with the provider's key. */
  tamperIdToken(change: ((claims: JWTPayload) => JWTPayload) | null): void;
  /** Follows the provider's redirects from `url` until one leaves it; answers that location. */
  browse(url: string): Promise<URL>;
  /** A district's provider settings (the body of `ssoProviderSave`) for this provider, for `demo.test` emails, with `changes`. */
  settings(changes?: Record<string, unknown>): Record<string, unknown>;
  close(): Promise<void>;
}

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key';
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  let next = { email: '', verified: true };
  let tamper: ((claims: JWTPayload) => JWTPayload) | null = null;

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'lms-app';
  const clientSecret = 'lms-app-secret-for-tests-only';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, email: sub.replace(/^[01]:/, ''), email_verified: sub.startsWith('1:') }),
    }),
    // Consent is not what these tests are about: every client gets the scopes it asks for.
    loadExistingGrant: async (ctx: { oidc: { client: { clientId: string }; session: { accountId: string } } }) => {
      const grant = new provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx, proceed) => {
    await proceed();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path === '/token' && tamper && body?.id_token) {
      const claims = tamper(decodeJwt(body.id_token));
      tamper = null;
      body.id_token = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
    }
  });

  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    // The login page, answered at once with the identity the test chose.
    provider
      .interactionFinished(req, res, { login: { accountId: `${next.verified ? 1 : 0}:${next.email}` } }, { mergeWithLastSubmission: false })
      .catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
  });

  const jar = new Map<string, string>();
  async function browse(start: string): Promise<URL> {
    let url = new URL(start);
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin !== issuer) return url;
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider answered ${res.status} at ${url.pathname}: ${(await res.text()).slice(0, 300)}`);
      url = new URL(location, url);
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(email, verified = true) {
      next = { email, verified };
      jar.clear();
    },
    tamperIdToken(change) {
      tamper = change;
    },
    browse,
    settings: (changes = {}) => ({
      displayName: 'Riverside ID',
      issuer,
      clientId,
      clientSecret,
      emailDomains: ['demo.test'],
      passwordsAllowed: true,
      enabled: true,
      ...changes,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
