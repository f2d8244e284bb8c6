/**
 * The one way a session ends before it expires (ARCHITECTURE.md §17.5): sign-out, refresh-token
 * reuse, and every deactivation or deletion of an account (by an admin, by an organisation's
 * deactivation, by a roster import) come here.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { refreshTokens } from '../db/schema';
import { sessionsEnded } from '../lib/request-context';
import type { StreamTarget } from '../notifications/hub';

/** One sign-in (a refresh family), one account, or every account a subquery of user ids names. */
export type SessionsToEnd = StreamTarget | { accounts: SQL };

function whereOf(target: SessionsToEnd): SQL | undefined {
  if ('familyId' in target) return eq(refreshTokens.familyId, target.familyId);
  if ('userId' in target) return eq(refreshTokens.userId, target.userId);
  return sql`${refreshTokens.userId} in (${target.accounts})`;
}

/**
 * Revokes the refresh tokens of the target, which also refuses the access tokens of those families
 * on their next request (the guard reads the family, `findSessionUser`), and closes the target's
 * live notification streams. Call it inside the transaction of the change, and before deleting an
 * account (its tokens go with it). For `accounts`, the streams closed are those of the accounts
 * that had a token to revoke: every account with a live stream has one (tokens are only spent or
 * revoked, never removed while the account exists).
 */
export async function endSessions(db: Db | Tx, target: SessionsToEnd): Promise<void> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(isNull(refreshTokens.revokedAt), whereOf(target)))
    .returning({ userId: refreshTokens.userId });
  if ('accounts' in target) sessionsEnded([...new Set(revoked.map((r) => r.userId))].map((userId) => ({ userId })));
  else sessionsEnded([target]);
}
