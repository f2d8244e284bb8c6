import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { Role } from '@/contract/http';
import type { CurrentUser } from '@/contract/schemas/user';
import { ApiError } from '@/src/lib/api-error';
import { applyAccountLocale } from '@/src/lib/i18n/account-locale';
import { loadCatalogs } from '@/src/lib/i18n/i18n';
import { loadQueryClient } from '@/src/lib/query-client-store';
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
 * A 401 here means the API client already tried to renew the token and failed. `queryClient` is the
 * root's context value: null until the query cache has been loaded, which this then does.
 */
export async function requireUser(queryClient: QueryClient | null, href: string): Promise<CurrentUser> {
  if (!session.token()) toSignIn(href);
  const client = queryClient ?? (await loadQueryClient());
  try {
    return await client.ensureQueryData(currentUserQueryOptions());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) toSignIn(href);
    throw error;
  }
}

/**
 * `beforeLoad` of a role group's layout route. A convenience only: the server is the authority
 * on every permission (ARCHITECTURE.md §7). Its answer joins the route context of every route in
 * the group (a child's `beforeLoad` answer overrides the parent's keys), so the group's loaders
 * read a `context.queryClient` that is there, typed `QueryClient` (ARCHITECTURE.md §4).
 */
export async function requireRole(
  context: { queryClient: QueryClient | null },
  location: { href: string },
  allowed: readonly Role[],
): Promise<{ user: CurrentUser; queryClient: QueryClient }> {
  const queryClient = context.queryClient ?? (await loadQueryClient());
  const user = await requireUser(queryClient, location.href);
  // The signed-in frame's messages (navigation, menus, shared states, the no-access page), in the account's language.
  await applyAccountLocale(user._id);
  await loadCatalogs('shell');
  if (!allowed.includes(user.role)) throw new NoAccessError(user);
  ensureSchoolSelected(user);
  return { user, queryClient };
}
