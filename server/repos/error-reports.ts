import { sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type { CrashGroup } from '@/contract/schemas/reports';
import type { Db } from '../db/client';
import { errorReports } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { likePattern } from './bug-reports';

/** Stores a client-side crash report (the user may be signed out); answers its id. */
export async function createErrorReport(
  db: Db,
  report: { userId: string | null; error: string; path: string; userAgent: string | null },
): Promise<string> {
  const [row] = await db.insert(errorReports).values(report).returning({ id: errorReports.id });
  return row?.id ?? '';
}

interface GroupRow {
  message: string;
  count: number;
  users_affected: number;
  first_seen: Date | string;
  last_seen: Date | string;
  sample_path: string;
  sample_user_agent: string | null;
  sample_error: string;
  total: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Crash reports grouped by their message — the error's first line ("TypeError: x is undefined"),
 * which stays the same when the stack below it differs — most recently seen first, with the
 * latest report of each group as its sample. One statement; the total rides along as a window count.
 */
export async function crashGroups(
  db: Db,
  { page, pageSize, search }: { page: number; pageSize: number; search?: string | undefined },
): Promise<Paged<CrashGroup>> {
  const e = errorReports;
  const filter = search ? sql`where ${e.error} ilike ${likePattern(search)} or ${e.path} ilike ${likePattern(search)}` : sql``;
  const rows = await sqlRows<GroupRow>(
    db,
    sql`
    with reports as (
      select left(split_part(${e.error}, chr(10), 1), 500) as message, ${e.userId} as user_id, ${e.createdAt} as created_at,
        ${e.path} as path, ${e.userAgent} as user_agent, ${e.error} as error, ${e.id} as id
      from ${e} ${filter}
    ),
    groups as (
      select message, count(*)::int as count, count(distinct user_id)::int as users_affected,
        min(created_at) as first_seen, max(created_at) as last_seen
      from reports group by message
    )
    select g.*, s.path as sample_path, s.user_agent as sample_user_agent, s.error as sample_error, count(*) over ()::int as total
    from groups g
    cross join lateral (
      select path, user_agent, error from reports r where r.message = g.message order by created_at desc, id desc limit 1
    ) s
    order by g.last_seen desc, g.message
    limit ${pageSize} offset ${page * pageSize}`,
  );
  return {
    items: rows.map((r) => ({
      message: r.message,
      count: r.count,
      usersAffected: r.users_affected,
      firstSeen: iso(r.first_seen),
      lastSeen: iso(r.last_seen),
      samplePath: r.sample_path,
      sampleUserAgent: r.sample_user_agent,
      sampleError: r.sample_error,
    })),
    total: rows[0]?.total ?? (page > 0 ? await countGroups(db, filter) : 0),
    page,
    pageSize,
  };
}

/** The number of groups, for a page past the end (which has no row to carry the window count). */
async function countGroups(db: Db, filter: ReturnType<typeof sql>): Promise<number> {
  const e = errorReports;
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(distinct left(split_part(${e.error}, chr(10), 1), 500))::int as n from ${e} ${filter}`,
  );
  return row?.n ?? 0;
}
