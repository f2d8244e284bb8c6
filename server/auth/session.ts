import type { Services } from '../lib/services';
import type { AuthUser } from './auth-user';
import { toCurrentUser } from './users';

/**
 * A new signed-in session for a user whose identity was just proven (a password at sign-in, an
 * invite link at its acceptance): an access token, a refresh token of a new family, and the user as
 * `current_user` answers it.
 */
export async function startSession(services: Pick<Services, 'db' | 'accessTokens' | 'refreshTokens'>, user: AuthUser) {
  const [{ refreshToken, familyId }, current] = await Promise.all([
    services.refreshTokens.issue(user.id),
    toCurrentUser(services.db, user),
  ]);
  const token = await services.accessTokens.sign({ userId: user.id, role: user.role, familyId });
  return { token, refreshToken, user: current };
}
