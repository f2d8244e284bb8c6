import { type AnyColumn, asc, type SQL, sql } from 'drizzle-orm';
import type { AnalyticsQuery, AnalyticsScopes } from '@/contract/schemas/analytics';
import { inReach, reachableIds, reaches } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { districts, schools } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { notFound } from '../lib/refusal';

/**
 * The schools an analytics request covers. `schoolIds` null means every school of the platform
 * (the super admin, not narrowed), so the statements skip the filter instead of listing thousands
 * of ids; `level` says whose admins count as the scope's (time spent).
 */
export interface AnalyticsScope {
  level: 'platform' | 'district' | 'school';
  schoolIds: string[] | null;
  /** The districts of a district-level scope (their district admins count); empty otherwise. */
  districtIds: string[];
}

/**
 * The caller's scope narrowed by the request (server/access/reach.ts decides what they reach).
 * Refuses with `not_found`, naming the school or else the district, when the district or school
 * asked for is out of reach or unknown (alike), or the school is not in the district asked for.
 */
export async function resolveAnalyticsScope(db: Db, user: AuthUser, query: AnalyticsQuery): Promise<AnalyticsScope> {
  const { districtId, schoolId } = query;
  if (user.role === 'super-admin' && !districtId && !schoolId) return { level: 'platform', schoolIds: null, districtIds: [] };
  const [row] = await sqlRows<{ ok: boolean; schools: Array<{ id: string; districtId: string }> }>(
    db,
    sql`select (${districtId ? reaches(user, 'district', districtId) : sql`true`}) and (${schoolId ? reaches(user, 'school', schoolId) : sql`true`}) as ok,
      coalesce((
        select json_agg(json_build_object('id', ${schools.id}, 'districtId', ${schools.districtId}) order by ${schools.id})
        from ${schools}
        where ${schools.id} in (${reachableIds(user, 'school')})
          ${districtId ? sql`and ${schools.districtId} = ${districtId}` : sql``}
          ${schoolId ? sql`and ${schools.id} = ${schoolId}` : sql``}
      ), '[]'::json) as schools`,
  );
  const unreached = () => notFound(schoolId ? 'School not found' : 'District not found');
  if (!row?.ok) throw unreached();
  const found = typeof row.schools === 'string' ? (JSON.parse(row.schools) as typeof row.schools) : row.schools;
  if (schoolId && found.length === 0) throw unreached();
  const schoolIds = found.map((s) => s.id);
  if (schoolId) return { level: 'school', schoolIds, districtIds: [] };
  if (districtId) return { level: 'district', schoolIds, districtIds: [districtId] };
  if (user.role === 'district-admin' && user.districtId) return { level: 'district', schoolIds, districtIds: [user.districtId] };
  return { level: 'school', schoolIds, districtIds: [] };
}

/** An id list as one text parameter, read back as `uuid[]` (the same SQL on both drivers). */
export const uuidArray = (ids: readonly string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

/** An SQL boolean: the school column is in the scope (`true` for the whole platform). */
export function inScope(scope: AnalyticsScope, schoolColumn: AnyColumn | SQL): SQL {
  return scope.schoolIds === null ? sql`true` : sql`${schoolColumn} = any(${uuidArray(scope.schoolIds)})`;
}

/** The districts and schools the admin may narrow analytics to, by name. */
export async function analyticsScopes(db: Db, user: AuthUser): Promise<AnalyticsScopes> {
  const [districtRows, schoolRows] = await Promise.all([
    db
      .select({ _id: districts.id, name: districts.name })
      .from(districts)
      .where(user.role === 'super-admin' || user.role === 'district-admin' ? inReach(user, 'district', districts.id) : sql`false`)
      .orderBy(asc(districts.name), asc(districts.id)),
    db
      .select({ _id: schools.id, name: schools.name, districtId: schools.districtId })
      .from(schools)
      .where(inReach(user, 'school', schools.id))
      .orderBy(asc(schools.name), asc(schools.id)),
  ]);
  return { districts: districtRows, schools: schoolRows };
}
