/**
 * The audit log as admins read it (docs/ARCHITECTURE.md, "Logs"): filtered, sorted and paged in
 * SQL, within the reach of `access/log-scope.ts`, with the actor's name and the record's label.
 */
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PageRequest } from '@/contract/http';
import type { AuditEntry, AuditFilter } from '@/contract/schemas/logs';
import { asUuid, auditReachParts, auditRowsInReach, storedPartCount } from '../access/log-scope';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { auditLog, users } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { likePattern } from './bug-reports';

/** `text%` with LIKE's wildcards taken literally. */
export const likePrefix = (text: string) => likePattern(text).slice(1);

/** The filter's conditions, within the user's reach (`reach`: the whole reach, or a part of it). */
function auditWhere(user: AuthUser, filter: AuditFilter, reach: SQL | undefined = auditRowsInReach(user)): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    reach,
    q ? or(ilike(users.name, likePattern(q)), ilike(users.email, likePattern(q))) : undefined,
    filter.userId ? eq(auditLog.actorId, filter.userId) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.action ? ilike(auditLog.action, likePrefix(filter.action)) : undefined,
    filter.from ? gte(auditLog.at, new Date(filter.from)) : undefined,
    filter.to ? lt(auditLog.at, new Date(filter.to)) : undefined,
  );
}

const entityUuid = asUuid(auditLog.entityId);

/**
 * The record's name where one lookup by primary key tells it; null for other kinds and records
 * that are gone. Aliased tables, so the `users` of the actor's join is not shadowed.
 */
const recordLabel = sql<string | null>`(case ${auditLog.entity}
  when 'student' then (select st.first_name || ' ' || st.last_name from students st where st.id = ${entityUuid})
  when 'school' then (select s.name from schools s where s.id = ${entityUuid})
  when 'district' then (select d.name from districts d where d.id = ${entityUuid})
  when 'course_instance' then (select c.name || ' · ' || gs.name from course_instances ci join courses c on c.id = ci.course_id
    join grade_sections gs on gs.id = ci.grade_section_id where ci.id = ${entityUuid})
  when 'grade_section' then (select gs.name || ' · ' || s.name from grade_sections gs join schools s on s.id = gs.school_id where gs.id = ${entityUuid})
  when 'announcement' then (select an.title from announcements an where an.id = ${entityUuid})
  when 'user' then (select u.name from users u where u.id = ${entityUuid})
end)`;

const sortColumns = {
  at: [auditLog.at],
  actor: [users.name],
  action: [auditLog.action],
  record: [auditLog.entity, auditLog.entityId],
} as const;

function auditOrder(filter: AuditFilter): SQL[] {
  const direction = filter.dir === 'asc' ? asc : desc;
  // Rows without an actor (jobs) or a record id sort after the others either way; ties newest first.
  const primary = sortColumns[filter.sort].map((column) =>
    filter.sort === 'at' ? direction(column) : sql`${column} ${sql.raw(filter.dir)} nulls last`,
  );
  return [...primary, desc(auditLog.at), desc(auditLog.id)];
}

/**
 * The filter's rows up to `offset + limit` in order, as ids: within reach, taken from each of the
 * reach's two disjoint parts on its own (`auditReachParts`), so each part's first rows come from its
 * own index in order (the stored part's `(scope_…, created_at, id)`) instead of one scan of the
 * whole log's time index filtered by either part; undefined for the super admin (every row).
 */
function firstIdsByPart(db: Db | Tx, user: AuthUser, filter: AuditFilter, upTo: number): SQL | undefined {
  const parts = auditReachParts(user);
  if (!parts) return undefined;
  const [stored, unplaced] = parts.map((part) =>
    db
      .select({ id: auditLog.id })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(auditWhere(user, filter, part))
      .orderBy(...auditOrder(filter))
      .limit(upTo),
  );
  return sql`${auditLog.id} in ((${stored}) union all (${unplaced}))`;
}

function auditRowsQuery(db: Db | Tx, user: AuthUser, filter: AuditFilter, upTo: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      record: recordLabel,
      ip: auditLog.ip,
      meta: auditLog.meta,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
      actorRole: users.role,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(firstIdsByPart(db, user, filter, upTo) ?? auditWhere(user, filter))
    .orderBy(...auditOrder(filter));
}

type AuditRow = Awaited<ReturnType<typeof auditRowsQuery>>[number];

const toEntry = (row: AuditRow): AuditEntry => ({
  _id: String(row.id),
  at: row.at.toISOString(),
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  record: row.record,
  actor:
    row.actorId && row.actorName && row.actorEmail && row.actorRole
      ? { _id: row.actorId, name: row.actorName, email: row.actorEmail, role: row.actorRole }
      : null,
  ip: row.ip,
  meta: row.meta && typeof row.meta === 'object' && !Array.isArray(row.meta) ? (row.meta as Record<string, unknown>) : null,
});

/** Whether the filter narrows the log beyond the admin's reach (a search, a person, a record, an action or a time). */
const narrowed = (filter: AuditFilter) =>
  Boolean(filter.q?.trim() || filter.userId || filter.entity || filter.entityId || filter.action || filter.from || filter.to);

/**
 * How many rows the filter matches within reach: the sum over the reach's two disjoint parts
 * (`auditReachParts`). Unfiltered, the stored part's count is read from the counts per place
 * (`storedPartCount`, migration 0014); filtered, it is counted from its index, and the actor is
 * joined only when the search needs their name.
 */
export async function countAuditEntries(db: Db | Tx, user: AuthUser, filter: AuditFilter): Promise<number> {
  const parts = auditReachParts(user);
  let total = 0;
  let rowParts: Array<SQL | undefined> = parts ?? [undefined];
  if (!narrowed(filter)) {
    const [stored] = await sqlRows<{ n: number | string }>(db, storedPartCount(user, 'audit'));
    total += Number(stored?.n ?? 0);
    rowParts = parts ? [parts[1]] : [];
  }
  for (const part of rowParts) {
    const rows = filter.q?.trim()
      ? db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId))
      : db.select({ n: count() }).from(auditLog);
    const [row] = await rows.where(auditWhere(user, filter, part));
    total += row?.n ?? 0;
  }
  return total;
}

/** `limit` entries of the filter from `offset`, in its order. */
export async function auditEntries(db: Db | Tx, user: AuthUser, filter: AuditFilter, offset: number, limit: number): Promise<AuditEntry[]> {
  const rows = await auditRowsQuery(db, user, filter, offset + limit)
    .limit(limit)
    .offset(offset);
  return rows.map(toEntry);
}

/** A page of the audit log within reach. */
export async function auditLogPage(db: Db, user: AuthUser, request: AuditFilter & PageRequest) {
  const [items, total] = await Promise.all([
    auditEntries(db, user, request, request.page * request.pageSize, request.pageSize),
    countAuditEntries(db, user, request),
  ]);
  return { items, total, page: request.page, pageSize: request.pageSize };
}
