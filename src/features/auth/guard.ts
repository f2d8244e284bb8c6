import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { Role } from '@/contract/http';
import type { CurrentUser } from '@/contract/schemas/user';
import { ApiError } from '@/src/lib/api-error';
import { session } from '@/src/lib/session';
import { currentUserQueryOptions } from './api/current-user-query';
import { ensureSchoolSelected } from './session-actions';

/** Thrown by a group guard when the signed-in user's role is not allowed there: the group shows "no access". */
export class NoAccessError extends Error {
  constructor(readonly user: CurrentUser) {
    super(`The ${user.role} role has no access here`);
    this.name = 'NoAccessError';
  }
}

function toSignIn(href: string): never {
  throw redirect({ to: '/sign-in', search: { redirect: href } });
}

/**
 * The current user, or a redirect to the sign-in page (with the way back) when there is no session.
 * A 401 here means the ky client already tried to renew the token and failed.
 */
export async function requireUser(queryClient: QueryClient, href: string): Promise<CurrentUser> {
  if (!session.token()) toSignIn(href);
  try {
    return await queryClient.ensureQueryData(currentUserQueryOptions());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) toSignIn(href);
    throw error;
  }
}

/**
 * `beforeLoad` of a role group's layout route. A convenience only: the server is the authority
 * on every permission (ARCHITECTURE.md §7).
 */
export async function requireRole(
  context: { queryClient: QueryClient },
  location: { href: string },
  allowed: readonly Role[],
): Promise<{ user: CurrentUser }> {
  const user = await requireUser(context.queryClient, location.href);
  if (!allowed.includes(user.role)) throw new NoAccessError(user);
  ensureSchoolSelected(user);
  return { user };
}
