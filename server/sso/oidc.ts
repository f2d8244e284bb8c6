/**
 * The relying party's side of OpenID Connect, through openid-client (never hand-rolled): discovery,
 * the authorization URL with PKCE (S256), state and nonce, and the code exchange whose ID token
 * openid-client validates (issuer, audience, expiry, nonce, signature by the provider's JWKS).
 * Here only: where the server may reach (public https in production, `public-address.ts`), how long
 * it waits, and which failures mean "the provider is down".
 */
import * as oidc from 'openid-client';
import type { SsoConfig } from '../config';
import type { SsoProviderRow } from '../repos/sso-providers';
import { privateAddressOf } from '../roster-pull/public-address';
import { openSecret } from '../secrets/secret-box';

/** Seconds the server waits for the provider on each request. */
const providerTimeout = 5;
/** How long a discovered configuration (and the JWKS openid-client keeps with it) is reused. */
const discoveryLifetimeMs = 10 * 60 * 1000;

/** The provider did not answer, or answered with a server error: the sign-in page says it is unavailable. */
export class ProviderUnavailable extends Error {}
/** The provider's configuration or answer cannot be trusted (bad issuer, private address, invalid ID token…). */
export class ProviderRefused extends Error {}

const cache = new Map<string, { config: oidc.Configuration; until: number }>();

/** Whether a failure of openid-client is the provider being out of reach rather than a wrong answer. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true; // fetch failed: refused, reset, DNS
  if (error instanceof oidc.ClientError)
    return error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT' || error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM';
  return false;
}

async function assertReachable(url: string, settings: SsoConfig) {
  if (settings.allowPrivateAddresses) return;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new ProviderRefused(`${parsed.host} is not https`);
  const inside = await privateAddressOf(parsed);
  if (inside) throw new ProviderRefused(inside);
}

/** The provider's discovered configuration with our client's credentials (the secret unsealed only here). */
export async function providerConfiguration(row: SsoProviderRow, settings: SsoConfig): Promise<oidc.Configuration> {
  const key = `${row.districtId}|${row.updatedAt.getTime()}`;
  const cached = cache.get(key);
  if (cached && cached.until > Date.now()) return cached.config;
  if (!settings.secretKey) throw new ProviderRefused('the server has no SECRETS_KEY (or ROSTER_SECRET_KEY) to open the client secret');
  let secret: string;
  try {
    secret = openSecret(settings.secretKey, row.clientSecretSealed, row.districtId);
  } catch {
    throw new ProviderRefused('the stored client secret cannot be opened with this server’s key: save it again');
  }
  await assertReachable(row.issuer, settings);
  let config: oidc.Configuration;
  try {
    config = await oidc.discovery(new URL(row.issuer), row.clientId, secret, undefined, {
      timeout: providerTimeout,
      ...(settings.allowPrivateAddresses ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  } catch (error) {
    if (isUnreachable(error)) throw new ProviderUnavailable('the provider did not answer its discovery document');
    throw new ProviderRefused('the provider’s discovery document is not valid for this issuer');
  }
  const metadata = config.serverMetadata();
  for (const endpoint of [metadata.authorization_endpoint, metadata.token_endpoint, metadata.jwks_uri])
    if (endpoint) await assertReachable(endpoint, settings);
  for (const [stale] of cache) if (stale.startsWith(`${row.districtId}|`)) cache.delete(stale);
  cache.set(key, { config, until: Date.now() + discoveryLifetimeMs });
  return config;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's authorization URL for a new sign-in, with the secrets the callback will check. */
export async function authorizationRequest(
  config: oidc.Configuration,
  redirectUri: string,
  loginHint: string | null,
): Promise<AuthorizationRequest> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
  return { url, state, nonce, codeVerifier };
}

export interface IdentityClaims {
  email: string | null;
  emailVerified: boolean;
  subject: string;
}

/** Exchanges the callback's code and answers the validated ID token's claims; throws `ProviderUnavailable` or `ProviderRefused`. */
export async function finishAuthorization(
  config: oidc.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<IdentityClaims> {
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new ProviderRefused('no ID token');
    // A conformant provider may leave the email to the userinfo endpoint (the ID token then holds
    // `sub` only); openid-client checks that userinfo speaks of the same subject.
    const source = typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    return {
      email: typeof source.email === 'string' ? source.email.trim().toLowerCase() : null,
      emailVerified: source.email_verified === true,
      subject: claims.sub,
    };
  } catch (error) {
    if (error instanceof ProviderRefused) throw error;
    if (isUnreachable(error)) throw new ProviderUnavailable('the provider did not answer the code exchange');
    throw new ProviderRefused(
      error instanceof Error ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}` : 'invalid answer',
    );
  }
}
