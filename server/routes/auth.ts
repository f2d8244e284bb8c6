import type { FastifyRequest } from 'fastify';
import type { authEndpoints } from '@/contract/endpoints/auth';
import { decoyPasswordHash, verifyPassword } from '../auth/passwords';
import { startSession } from '../auth/session';
import { recordSignInEvent, type SignInOutcome } from '../auth/sign-in-events';
import { findActiveUser, findLoginAccount, schoolsOf, toCurrentUser } from '../auth/users';
import { tooManyRequests, unauthorized } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import type { Services } from '../lib/services';

const wrongCredentials = 'Wrong email or password';

/** One line of the sign-in log, from where the request came (`req.ip` honours TRUST_PROXY). Never the password. */
function logSignIn(services: Services, req: FastifyRequest, email: string, outcome: SignInOutcome, userId: string | null) {
  return recordSignInEvent(services.db, { userId, email, outcome, ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
}

export const authHandlers: Handlers<typeof authEndpoints> = {
  login: async ({ body, req, services }) => {
    const email = body.email;
    const address = req.ip;
    const wait = await services.loginLimiter.retryAfter(email, address);
    if (wait > 0) {
      const locked = await findLoginAccount(services.db, email);
      await logSignIn(services, req, email, 'locked', locked?.id ?? null);
      const minutes = Math.ceil(wait / 60);
      throw tooManyRequests(wait, `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    const row = await findLoginAccount(services.db, email);
    // Hash even for an unknown email, so timing does not tell which accounts exist.
    const valid = await verifyPassword(body.password, row?.passwordHash ?? (await decoyPasswordHash()));
    if (!row || !valid || row.disabled) {
      await services.loginLimiter.recordFailure(email, address);
      await logSignIn(services, req, email, 'failure', row?.id ?? null);
      throw unauthorized(wrongCredentials);
    }
    await services.loginLimiter.recordSuccess(email, address);
    await logSignIn(services, req, email, 'success', row.id);
    return startSession(services, { id: row.id, name: row.name, email: row.email, role: row.role, districtId: row.districtId });
  },

  refreshToken: async ({ body, services }) => {
    const result = await services.refreshTokens.rotate(body.refreshToken);
    if (!result.ok) throw unauthorized('Your session has ended. Sign in again.');
    const user = await findActiveUser(services.db, result.userId);
    if (!user) throw unauthorized('Your session has ended. Sign in again.');
    const token = await services.accessTokens.sign({ userId: user.id, role: user.role, familyId: result.familyId });
    return { token, refreshToken: result.refreshToken };
  },

  logout: async ({ body, req, services }) => {
    const userId = await services.refreshTokens.revokeFamily(body.refreshToken);
    const user = userId ? await findActiveUser(services.db, userId) : null;
    if (user) await logSignIn(services, req, user.email, 'sign-out', user.id);
    return { ok: true as const };
  },

  // The guard already read a teacher's or school admin's schools (`Session.schools`).
  currentUser: async ({ user, services, req }) => toCurrentUser(services.db, user, req.auth?.schools),

  mySchools: async ({ user, services, req }) => req.auth?.schools ?? schoolsOf(services.db, user),
};
