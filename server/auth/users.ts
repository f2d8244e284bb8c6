import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { CurrentUser, SchoolRef } from '@/contract/schemas/user';
import { inReach } from '../access/reach';
import type { Db, Tx } from '../db/client';
import { schools, users } from '../db/schema';
import { arrayLiteral, preparedRowsOfMany } from '../db/sql-rows';
import { GroupCommit } from '../lib/group-commit';
import { uuidShape } from '../lib/uuid-shape';
import type { AuthUser } from './auth-user';
import { endSessions } from './session-end';

/**
 * Whether the account of the `users` row in the query may not be used: disabled itself, or its
 * organisation is deactivated (docs: "Deactivation"). A district admin whose district is deactivated,
 * and a teacher or school admin none of whose schools is active (the school or its district
 * deactivated) are refused at sign-in, at refresh and on every request (the route guard reads this).
 * Parents are not: they keep their children's records (their rights do not depend on the school's
 * account), and a super admin has no organisation. Written with the table's own name (not `${users.id}`,
 * which drizzle leaves unqualified in a one-table select and the subqueries would capture).
 */
export const accountInactive = sql<boolean>`(users.disabled
  or exists (select 1 from districts d where d.id = users.district_id and d.deactivated_at is not null)
  or (users.role in ('teacher', 'school-admin')
      and exists (select 1 from user_schools us where us.user_id = users.id)
      and not exists (select 1 from user_schools us join schools s on s.id = us.school_id join districts d on d.id = s.district_id
                      where us.user_id = users.id and s.deactivated_at is null and d.deactivated_at is null)))`;

/**
 * Ends the sessions (`endSessions`: refresh tokens revoked, streams closed) of every account that
 * `accountInactive` now refuses: called in the transaction that deactivates a school or a district
 * and by a roster import, so a reactivation later does not bring the old sessions back.
 */
export async function endSessionsOfInactiveAccounts(tx: Tx): Promise<void> {
  await endSessions(tx, { accounts: sql`select users.id from users where ${accountInactive}` });
}

/**
 * Whether the access token's refresh family is live: it belongs to the account and none of its
 * tokens is revoked (a revocation marks the whole family, and a successor a racing rotation
 * inserted after it does not bring the family back).
 */
const familyLive = (familyId: SQL) => sql<boolean>`(exists (select 1 from refresh_tokens rt
    where rt.family_id = ${familyId} and rt.user_id = users.id)
  and not exists (select 1 from refresh_tokens rt where rt.family_id = ${familyId} and rt.revoked_at is not null))`;

/**
 * `Session.schools`: for these two roles the rows and order of `schoolsOf` (`schoolIds` of
 * server/access/reach.ts, by name), as JSON the drivers parse.
 */
const ownSchools = sql<SchoolRef[] | null>`(case when users.role in ('teacher', 'school-admin')
  then coalesce((select json_agg(json_build_object('_id', s.id, 'name', s.name, '_district', s.district_id) order by s.name)
    from schools s where s.id in (select us.school_id from user_schools us where us.user_id = users.id)), '[]'::json) end)`;

/**
 * `Session.versions`: for these two roles the data versions (migration 0023) of the global row and of
 * every school whose data their cached reads can see (their schools and their classes' schools), as
 * `school:version` pairs in id order, then `|` and the version of the account's own row (its id:
 * its time tracker's rows, its announcement dismissals and its notifications, migrations 0024, 0026
 * and 0028; 0 before any), which only the reads that show the account's own things compare. Equal
 * texts mean no change those reads can see committed in between (ARCHITECTURE.md §19, "Answers kept
 * ready").
 */
const dataVersions = sql<string | null>`(case when users.role in ('teacher', 'school-admin')
  then (select string_agg(v.school_id::text || ':' || v.version::text, ',' order by v.school_id) from data_versions v
    where v.school_id = '00000000-0000-0000-0000-000000000000'
      or v.school_id in (select us.school_id from user_schools us where us.user_id = users.id
        union all select ci.school_id from course_instances ci where ci.teacher_id = users.id))
    || '|' || coalesce((select v.version from data_versions v where v.school_id = users.id), 0)::text end)`;

/** The columns of an account that the guard and the sign-in read. */
const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  districtId: users.districtId,
  disabled: accountInactive,
};

export async function findActiveUser(db: Db, userId: string): Promise<AuthUser | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  if (!row || row.disabled) return null;
  const { disabled: _, ...user } = row;
  return user;
}

/** What the route guard reads of a session on every request. */
export interface Session {
  user: AuthUser;
  /**
   * A teacher's or school admin's schools as `schoolsOf` answers them (their `user_schools`, the
   * schools `reach.ts` says they reach, by name), read by the same statement so the `schoolid`
   * header check, the default school and `my/schools` cost no round trip; null for the other roles.
   */
  schools: SchoolRef[] | null;
  /**
   * The data versions the cached reads of this account are validated against, read by the same
   * statement before any of the request's data (`dataVersions`); null for roles with no cached read.
   */
  versions: string | null;
}

/**
 * The session an access token speaks for, read on every request by the route guard: null when the
 * account is gone or inactive, or the token's refresh family is revoked (signed out, reused,
 * deactivated). One statement, so the family costs no extra round trip (ARCHITECTURE.md §17.5), and
 * the requests that arrive together share it (`sessionBatchOf`).
 */
export async function findSession(db: Db, userId: string, familyId: string): Promise<Session | null> {
  // The token is the server's own, so these are ids; anything else must not fail the batch it joins.
  if (!uuidShape.test(userId) || !uuidShape.test(familyId)) return null;
  const row = await sessionBatchOf(db).submit({ userId, familyId });
  if (!row || row.disabled || !row.live) return null;
  return {
    user: { id: row.id, name: row.name, email: row.email, role: row.role, districtId: row.districtId },
    schools: row.schools,
    versions: row.versions,
  };
}

/** The user of a live session (`findSession`), for callers that need no more. */
export async function findSessionUser(db: Db, userId: string, familyId: string): Promise<AuthUser | null> {
  return (await findSession(db, userId, familyId))?.user ?? null;
}

interface SessionRequest {
  userId: string;
  familyId: string;
}

type SessionRow = AuthUser & { disabled: boolean; live: boolean; schools: SchoolRef[] | null; versions: string | null };

/**
 * The guard's statement for the sessions of many requests at once (ARCHITECTURE.md §19): every
 * signed-in request runs it, and with one statement each, their round trips (a socket write and read
 * on each side) cost more than the statement. A group commit (`GroupCommit`, no timer): a lone
 * request's statement goes at once; requests that arrive while one is in flight share the next. Each
 * statement starts after every request in it arrived, so none reads a session older than its
 * arrival (a sign-out committed before a request is seen by it). Its text is fixed, so it is
 * prepared once per connection (`preparedRowsOfMany`).
 */
const sessionBatches = new WeakMap<Db, GroupCommit<SessionRequest, SessionRow | undefined>>();
function sessionBatchOf(db: Db) {
  let batch = sessionBatches.get(db);
  if (!batch) {
    batch = new GroupCommit((requests) => readSessions(db, requests));
    sessionBatches.set(db, batch);
  }
  return batch;
}

async function readSessions(db: Db, requests: SessionRequest[]): Promise<(SessionRow | undefined)[]> {
  const userIds = arrayLiteral(requests.map((request) => request.userId));
  const familyIds = arrayLiteral(requests.map((request) => request.familyId));
  const rows = await preparedRowsOfMany<SessionRow & { ord: string | number }>(
    db,
    sql`select req.ord, users.id, users.name, users.email, users.role, users.district_id as "districtId",
      ${accountInactive} as disabled, ${familyLive(sql`req.family_id`)} as live, ${ownSchools} as schools, ${dataVersions} as versions
    from unnest(${userIds}::text::uuid[], ${familyIds}::text::uuid[]) with ordinality as req(user_id, family_id, ord)
    join users on users.id = req.user_id`,
  );
  const byOrder = new Map(rows.map(({ ord, ...row }) => [Number(ord), row]));
  return requests.map((_, i) => byOrder.get(i + 1));
}

/** A sign-in candidate: the account by its (lower-cased) email, with what the password check needs. */
export interface LoginAccount extends AuthUser {
  passwordHash: string;
  disabled: boolean;
}

export async function findLoginAccount(db: Db, email: string): Promise<LoginAccount | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

const schoolColumns = { _id: schools.id, name: schools.name, _district: schools.districtId };

/**
 * The schools a user belongs to: the schools they reach (server/access/reach.ts), so the list, the
 * `schoolid` header check and every other school check agree: a teacher's or school admin's own
 * schools, a district admin's district's schools, a parent's children's schools, every school for
 * the super admin.
 */
export async function schoolsOf(db: Db, user: AuthUser): Promise<SchoolRef[]> {
  return db
    .select(schoolColumns)
    .from(schools)
    .where(inReach(user, 'school', schools.id))
    .orderBy(asc(schools.name));
}

/** `schools`: the user's schools when the caller already has them (`Session.schools`). */
export async function toCurrentUser(db: Db, user: AuthUser, schools?: SchoolRef[] | null): Promise<CurrentUser> {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    schools: schools ?? (await schoolsOf(db, user)),
    _district: user.districtId,
  };
}
