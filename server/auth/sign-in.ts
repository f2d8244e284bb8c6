/**
 * Signing in, renewing a session and signing out (docs/ARCHITECTURE.md §4 "Who may sign in",
 * §17.5): the rules of the auth routes. Sign-in is limited per email and address (`login-limiter.ts`)
 * and every attempt, lock-out and sign-out is logged (`sign-in-events.ts`), never the password.
 */
import { ssoRequiredCode } from '@/contract/schemas/sso';
import { Refused, tooManyRequests, unauthorized } from '../lib/refusal';
import type { Services } from '../lib/services';
import { passwordsRefusedBy } from '../repos/sso-providers';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { startSession } from './session';
import { recordSignInEvent, type SignInOutcome } from './sign-in-events';
import { findActiveUser, findLoginAccount } from './users';

/** Where a request came from: `req.ip` (it honours TRUST_PROXY) and the browser's user agent. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | null;
}

const wrongCredentials = 'Wrong email or password';
const sessionEnded = 'Your session has ended. Sign in again.';

/** One line of the sign-in log. */
function logSignIn(services: Services, from: RequestOrigin, email: string, outcome: SignInOutcome, userId: string | null) {
  return recordSignInEvent(services.db, { userId, email, outcome, ip: from.ip, userAgent: from.userAgent });
}

/**
 * A session for the right email and password of an account that may sign in (`findLoginAccount`).
 * Refused: too many failures from this email and address (429 with the wait, logged `locked`), or
 * wrong credentials, a disabled or inactive account alike (401, logged `failure`, counted).
 */
export async function signIn(services: Services, from: RequestOrigin, body: { email: string; password: string }) {
  const { email } = body;
  const wait = await services.loginLimiter.retryAfter(email, from.ip);
  if (wait > 0) {
    const locked = await findLoginAccount(services.db, email);
    await logSignIn(services, from, email, 'locked', locked?.id ?? null);
    const minutes = Math.ceil(wait / 60);
    throw tooManyRequests(wait, `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
  const row = await findLoginAccount(services.db, email);
  // Hash even for an unknown email, so timing does not tell which accounts exist.
  const valid = await verifyPassword(body.password, row?.passwordHash ?? (await decoyPasswordHash()));
  if (!row || !valid || row.disabled) {
    await services.loginLimiter.recordFailure(email, from.ip);
    await logSignIn(services, from, email, 'failure', row?.id ?? null);
    throw unauthorized(wrongCredentials);
  }
  // The district signs in through its provider only (issue 21): said only after the right password,
  // so it tells nobody else which accounts exist.
  const provider = row.role === 'super-admin' ? null : await passwordsRefusedBy(services.db, row.id);
  if (provider) {
    await logSignIn(services, from, email, 'failure', row.id);
    throw new Refused('unauthenticated', `Your district signs in with ${provider}: use “Sign in with ${provider}”.`, {
      code: ssoRequiredCode,
      extra: { provider },
    });
  }
  await services.loginLimiter.recordSuccess(email, from.ip);
  await logSignIn(services, from, email, 'success', row.id);
  return startSession(services, { id: row.id, name: row.name, email: row.email, role: row.role, districtId: row.districtId });
}

/** A new access token and the next refresh token of the family; refused (401) for a spent, revoked or unknown one, or an inactive account. */
export async function renewSession(services: Services, refreshToken: string) {
  const result = await services.refreshTokens.rotate(refreshToken);
  if (!result.ok) throw unauthorized(sessionEnded);
  const user = await findActiveUser(services.db, result.userId);
  if (!user) throw unauthorized(sessionEnded);
  const token = await services.accessTokens.sign({ userId: user.id, role: user.role, familyId: result.familyId });
  return { token, refreshToken: result.refreshToken };
}

/** Ends the refresh token's family (its access tokens stop on their next request) and logs the sign-out of an active account; never refused. */
export async function signOut(services: Services, from: RequestOrigin, refreshToken: string) {
  const userId = await services.refreshTokens.revokeFamily(refreshToken);
  const user = userId ? await findActiveUser(services.db, userId) : null;
  if (user) await logSignIn(services, from, user.email, 'sign-out', user.id);
  return { ok: true as const };
}
