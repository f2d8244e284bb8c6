/**
 * The sign-in log as admins read it (docs/ARCHITECTURE.md, "Logs"): filtered, sorted and paged in
 * SQL, within the reach of `access/log-scope.ts` (the event's account is a person in reach).
 */
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { PageRequest } from '@/contract/http';
import type { SignInEventRow, SignInFilter, SignInOutcome } from '@/contract/schemas/logs';
import { signInReachParts, storedPartCount } from '../access/log-scope';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { signInEvents, users } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { likePattern } from './bug-reports';

/**
 * The events whose typed email or whose account's name contains the text. Over the whole log (the
 * super admin), the two matches apart (a union of ids), so each is found through its own trigram
 * index (`sign_in_events_email_trgm_idx` of migration 0021; `users_name_trgm_idx`, then the events'
 * user index) instead of testing both on every event across the join. Within an admin's reach the
 * reach's own events are fewer than the log's matches (a school: ≈ 650 against ≈ 1,800 on the bench),
 * so they are tested one by one, the name by its account's key.
 */
function textMatches(user: AuthUser, q: string): SQL {
  const pattern = likePattern(q);
  if (user.role !== 'super-admin') {
    return sql`(${signInEvents.email} ilike ${pattern}
      or exists (select 1 from ${users} u where u.id = ${signInEvents.userId} and u.name ilike ${pattern}))`;
  }
  return sql`${signInEvents.id} in (
    select e.id from ${signInEvents} e where e.email ilike ${pattern}
    union all
    select e.id from ${users} u join ${signInEvents} e on e.user_id = u.id where u.name ilike ${pattern})`;
}

/** The filter's conditions within the user's reach (`reach`: the whole reach, or one of its parts). */
function signInWhere(user: AuthUser, filter: SignInFilter, reach: SQL | undefined = wholeReach(user)): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    reach,
    q ? textMatches(user, q) : undefined,
    filter.userId ? eq(signInEvents.userId, filter.userId) : undefined,
    filter.outcome ? eq(signInEvents.outcome, filter.outcome) : undefined,
    filter.from ? gte(signInEvents.at, new Date(filter.from)) : undefined,
    filter.to ? lt(signInEvents.at, new Date(filter.to)) : undefined,
  );
}

function wholeReach(user: AuthUser): SQL | undefined {
  const parts = signInReachParts(user);
  return parts && sql`(${parts[0]} or ${parts[1]})`;
}

const sortColumns = { at: signInEvents.at, email: signInEvents.email, outcome: signInEvents.outcome } as const;

function signInOrder(filter: SignInFilter): SQL[] {
  const direction = filter.dir === 'asc' ? asc : desc;
  // Ties newest first.
  return [direction(sortColumns[filter.sort]), desc(signInEvents.at), desc(signInEvents.id)];
}

/** The filter's first `upTo` events as ids, from each part of the reach on its own, as for the audit log (undefined for the super admin). */
function firstIdsByPart(db: Db | Tx, user: AuthUser, filter: SignInFilter, upTo: number): SQL | undefined {
  const parts = signInReachParts(user);
  if (!parts) return undefined;
  const [stored, unplaced] = parts.map((part) =>
    db
      .select({ id: signInEvents.id })
      .from(signInEvents)
      .where(signInWhere(user, filter, part))
      .orderBy(...signInOrder(filter))
      .limit(upTo),
  );
  return sql`${signInEvents.id} in ((${stored}) union all (${unplaced}))`;
}

function signInRowsQuery(db: Db | Tx, user: AuthUser, filter: SignInFilter, upTo: number) {
  return db
    .select({
      id: signInEvents.id,
      at: signInEvents.at,
      email: signInEvents.email,
      outcome: signInEvents.outcome,
      ip: signInEvents.ip,
      userAgent: signInEvents.userAgent,
      userId: users.id,
      userName: users.name,
      userRole: users.role,
    })
    .from(signInEvents)
    .leftJoin(users, eq(users.id, signInEvents.userId))
    .where(firstIdsByPart(db, user, filter, upTo) ?? signInWhere(user, filter))
    .orderBy(...signInOrder(filter));
}

type SignInRow = Awaited<ReturnType<typeof signInRowsQuery>>[number];

const toEvent = (row: SignInRow): SignInEventRow => ({
  _id: String(row.id),
  at: row.at.toISOString(),
  email: row.email,
  outcome: row.outcome as SignInOutcome,
  user: row.userId && row.userName && row.userRole ? { _id: row.userId, name: row.userName, role: row.userRole } : null,
  ip: row.ip,
  userAgent: row.userAgent,
});

/** Whether the filter narrows the log beyond the admin's reach. */
const narrowed = (filter: SignInFilter) => Boolean(filter.q?.trim() || filter.userId || filter.outcome || filter.from || filter.to);

/**
 * How many events the filter matches within reach: a sum over the reach's disjoint parts, as for
 * the audit log (unfiltered, the stored part from the counts per place of migration 0014).
 */
export async function countSignInEvents(db: Db | Tx, user: AuthUser, filter: SignInFilter): Promise<number> {
  const parts = signInReachParts(user);
  let total = 0;
  let rowParts: Array<SQL | undefined> = parts ?? [undefined];
  if (!narrowed(filter)) {
    const [stored] = await sqlRows<{ n: number | string }>(db, storedPartCount(user, 'sign_in'));
    total += Number(stored?.n ?? 0);
    rowParts = parts ? [parts[1]] : [];
  }
  for (const part of rowParts) {
    const [row] = await db
      .select({ n: count() })
      .from(signInEvents)
      .where(signInWhere(user, filter, part));
    total += row?.n ?? 0;
  }
  return total;
}

/** `limit` events of the filter from `offset`, in its order. */
export async function signInEventRows(db: Db | Tx, user: AuthUser, filter: SignInFilter, offset: number, limit: number) {
  const rows = await signInRowsQuery(db, user, filter, offset + limit)
    .limit(limit)
    .offset(offset);
  return rows.map(toEvent);
}

/** A page of the sign-in log within reach. */
export async function signInPage(db: Db, user: AuthUser, request: SignInFilter & PageRequest) {
  const [items, total] = await Promise.all([
    signInEventRows(db, user, request, request.page * request.pageSize, request.pageSize),
    countSignInEvents(db, user, request),
  ]);
  return { items, total, page: request.page, pageSize: request.pageSize };
}
