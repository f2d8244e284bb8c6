/**
 * Single sign-on through a district's OpenID Connect provider (issue 21, README "Single sign-on"):
 * the start (a flow kept server-side, single use, bound to the browser by a cookie), the callback
 * (the provider's answer checked by openid-client, then the account rules below), and the handoff
 * of the session to the sign-in page. The session is the password sign-in's (`startSession`: a new
 * refresh family). Nothing is ever created here: an email without an active account of the
 * provider's district is refused, with an audit row.
 *
 * Account rules: the ID token's email is verified (`email_verified` true), its domain is one of the
 * provider's, an account has that email, it is active (`findActiveUser`), is not the super admin,
 * and belongs to the provider's district (`districtsOfAccount`). An account made by a roster import
 * has no password yet: it signs in this way without an invite.
 */

import type { SsoErrorCode, SsoLookup } from '@/contract/schemas/sso';
import { writeAudit } from '../access/audit';
import { hashToken, newOpaqueToken } from '../auth/opaque-token';
import { startSession } from '../auth/session';
import type { RequestOrigin } from '../auth/sign-in';
import { recordSignInEvent } from '../auth/sign-in-events';
import { findActiveUser, findLoginAccount } from '../auth/users';
import { unauthorized } from '../lib/refusal';
import type { Services } from '../lib/services';
import { saveSsoFlow, saveSsoHandoff, takeSsoFlow, takeSsoHandoff } from '../repos/sso-flows';
import { districtsOfAccount, ssoProviderForDomain, ssoProviderRow } from '../repos/sso-providers';
import { authorizationRequest, finishAuthorization, ProviderUnavailable, providerConfiguration } from './oidc';

export const ssoStartPath = '/api/auth/sso/start';
export const ssoCallbackPath = '/api/auth/sso/callback';

/** The address registered at the provider: the app's own (`APP_URL`), never the request's Host header. */
export const redirectUriOf = (services: Pick<Services, 'config'>) => `${services.config.mail.appUrl}${ssoCallbackPath}`;

/** Where the browser goes after the callback: the sign-in page, with the one-time code in the fragment or the error in the query. */
export type SsoOutcome = { kind: 'signed-in'; location: string } | { kind: 'refused'; location: string };
const refusedTo = (code: SsoErrorCode): SsoOutcome => ({ kind: 'refused', location: `/sign-in?sso_error=${code}` });

const domainOf = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
};

/** Whether the email's domain signs in through a provider: only the domain is read, never an account. */
export async function lookupSso(services: Services, email: string): Promise<SsoLookup> {
  const provider = await ssoProviderForDomain(services.db, domainOf(email));
  return provider
    ? { sso: true, displayName: provider.displayName, passwordsAllowed: provider.passwordsAllowed }
    : { sso: false, displayName: null, passwordsAllowed: true };
}

/**
 * Starts a sign-in for the email's domain: answers the provider's authorization URL and the value
 * of the browser-binding cookie, or the sign-in page with the reason when there is no provider or
 * it is down.
 */
export async function startSso(
  services: Services,
  email: string,
): Promise<{ kind: 'redirect'; location: string; browserBinding: string } | SsoOutcome> {
  const provider = await ssoProviderForDomain(services.db, domainOf(email));
  if (!provider) return refusedTo('no_provider');
  try {
    const config = await providerConfiguration(provider, services.config.sso);
    const request = await authorizationRequest(config, redirectUriOf(services), email.includes('@') ? email.trim() : null);
    const browserBinding = newOpaqueToken();
    await saveSsoFlow(services.db, {
      stateHash: hashToken(request.state),
      browserHash: hashToken(browserBinding),
      districtId: provider.districtId,
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
    });
    return { kind: 'redirect', location: request.url.href, browserBinding };
  } catch (error) {
    return refusedTo(error instanceof ProviderUnavailable ? 'provider_unavailable' : 'provider_misconfigured');
  }
}

/** One refused callback: an audit row (no actor: nobody signed in) and a failed line in the sign-in log. */
async function refuse(
  services: Services,
  from: RequestOrigin,
  code: SsoErrorCode,
  districtId: string | null,
  detail: { email?: string | null; userId?: string | null; reason?: string } = {},
): Promise<SsoOutcome> {
  await writeAudit(services.db, {
    actorId: null,
    action: 'sso.refused',
    entity: 'district',
    entityId: districtId,
    meta: { code, ...(detail.email ? { email: detail.email } : {}), ...(detail.reason ? { reason: detail.reason.slice(0, 300) } : {}) },
  });
  if (detail.email)
    await recordSignInEvent(services.db, {
      userId: detail.userId ?? null,
      email: detail.email,
      outcome: 'failure',
      ip: from.ip,
      userAgent: from.userAgent,
    });
  return refusedTo(code);
}

/**
 * The provider's redirect back: `query` is the callback's query string, `browserBinding` the cookie
 * set at the start. Answers where the browser goes next.
 */
export async function finishSso(
  services: Services,
  from: RequestOrigin,
  query: URLSearchParams,
  browserBinding: string | null,
): Promise<SsoOutcome> {
  const state = query.get('state');
  // Single use: the flow is deleted as it is read, so a replayed state finds nothing.
  const flow = state ? await takeSsoFlow(services.db, hashToken(state)) : null;
  if (!flow || !browserBinding || hashToken(browserBinding) !== flow.browserHash)
    return refuse(services, from, 'flow_expired', flow?.districtId ?? null, {
      reason: flow ? 'another browser' : 'unknown or spent state',
    });
  if (query.has('error')) return refuse(services, from, 'provider_error', flow.districtId, { reason: query.get('error') ?? '' });
  const provider = await ssoProviderRow(services.db, flow.districtId);
  if (!provider?.enabled) return refuse(services, from, 'no_provider', flow.districtId);

  let config: Awaited<ReturnType<typeof providerConfiguration>>;
  try {
    config = await providerConfiguration(provider, services.config.sso);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown';
    return refuse(
      services,
      from,
      error instanceof ProviderUnavailable ? 'provider_unavailable' : 'provider_misconfigured',
      flow.districtId,
      { reason },
    );
  }
  let claims: Awaited<ReturnType<typeof finishAuthorization>>;
  try {
    const callbackUrl = new URL(`${redirectUriOf(services)}?${query.toString()}`);
    claims = await finishAuthorization(config, callbackUrl, { state: state!, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown';
    return refuse(services, from, error instanceof ProviderUnavailable ? 'provider_unavailable' : 'invalid_response', flow.districtId, {
      reason,
    });
  }

  const email = claims.email;
  if (!email || !claims.emailVerified) return refuse(services, from, 'unverified_email', flow.districtId, { email });
  if (!provider.emailDomains.includes(domainOf(email))) return refuse(services, from, 'domain_not_allowed', flow.districtId, { email });
  const account = await findLoginAccount(services.db, email);
  const active = account ? await findActiveUser(services.db, account.id) : null;
  if (!account || !active || active.role === 'super-admin')
    return refuse(services, from, 'no_account', flow.districtId, { email, userId: account?.id });
  if (!(await districtsOfAccount(services.db, active.id)).includes(flow.districtId))
    return refuse(services, from, 'other_district', flow.districtId, { email, userId: active.id });

  const code = newOpaqueToken();
  await saveSsoHandoff(services.db, hashToken(code), active.id);
  await recordSignInEvent(services.db, { userId: active.id, email, outcome: 'success', ip: from.ip, userAgent: from.userAgent });
  // The fragment never reaches a server or a Referer header; the code works once, for a minute.
  return { kind: 'signed-in', location: `/sign-in#sso=${code}` };
}

/** The session of a finished single sign-on, once: the same token pair and refresh family as a password sign-in. */
export async function exchangeSsoCode(services: Services, code: string) {
  const userId = await takeSsoHandoff(services.db, hashToken(code));
  const user = userId ? await findActiveUser(services.db, userId) : null;
  if (!user) throw unauthorized('This sign-in link has expired. Sign in again.');
  return startSession(services, user);
}
