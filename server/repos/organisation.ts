/**
 * Districts and schools of the organisation consoles: paged, searched and sorted lists in SQL, one
 * row by id, create, edit, (de)activate. Scope: every read filters by `inReach` (server/access/reach.ts);
 * a write's caller checks reach first. Deletion is in `organisation-deletion.ts`.
 */
import { and, asc, type Column, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type { District, DistrictSortKey, School, SchoolSortKey, SortDirection, StatusFilter } from '@/contract/schemas/sup-admin';
import { inReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { districts, schools } from '../db/schema';
import { likePattern } from './bug-reports';

export interface ListRequest<K extends string> {
  page: number;
  pageSize: number;
  q?: string | undefined;
  sort: K;
  dir: SortDirection;
  status: StatusFilter;
}

/** The status filter over a `deactivated_at` column. */
export function statusFilter(status: StatusFilter, deactivatedAt: Column): SQL | undefined {
  if (status === 'active') return isNull(deactivatedAt);
  if (status === 'deactivated') return isNotNull(deactivatedAt);
  return undefined;
}

/** Sort by `key` in `dir`, then by id, so pages never overlap. */
export function ordered(key: SQL | Column, dir: SortDirection, id: Column) {
  return [dir === 'asc' ? asc(key) : desc(key), asc(id)];
}

export function searchText(q: string | undefined): string | undefined {
  const text = q?.trim().replace(/\s+/g, ' ');
  return text ? likePattern(text) : undefined;
}

// Counts as correlated subqueries written with the tables' own names: drizzle leaves the columns of
// a one-table select unqualified, which an inner `schools` would capture.
const districtSchoolCount = sql<number>`(select count(*)::int from schools s where s.district_id = districts.id)`;

const districtColumns = {
  _id: districts.id,
  name: districts.name,
  schoolCount: districtSchoolCount,
  createdAt: districts.createdAt,
  deactivatedAt: districts.deactivatedAt,
};

type DistrictRow = { _id: string; name: string; schoolCount: number; createdAt: Date; deactivatedAt: Date | null };
const districtToWire = (r: DistrictRow): District => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  deactivatedAt: r.deactivatedAt?.toISOString() ?? null,
});

const districtSort: Record<DistrictSortKey, SQL | typeof districts.name> = {
  name: sql`lower(${districts.name})`,
  schoolCount: districtSchoolCount,
  createdAt: sql`${districts.createdAt}`,
};

/** A page of the districts the user reaches with their school counts. */
export async function listDistricts(db: Db, user: AuthUser, request: ListRequest<DistrictSortKey>): Promise<Paged<District>> {
  const pattern = searchText(request.q);
  const where = and(
    inReach(user, 'district', districts.id),
    statusFilter(request.status, districts.deactivatedAt),
    pattern ? ilike(districts.name, pattern) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(districtColumns)
      .from(districts)
      .where(where)
      .orderBy(...ordered(districtSort[request.sort], request.dir, districts.id))
      .limit(request.pageSize)
      .offset(request.page * request.pageSize),
    db.select({ n: count() }).from(districts).where(where),
  ]);
  return { items: rows.map(districtToWire), total: total?.n ?? 0, page: request.page, pageSize: request.pageSize };
}

/** One district the user reaches; null when unknown or out of reach (both answer 404). */
export async function findDistrict(db: Db | Tx, user: AuthUser, id: string): Promise<District | null> {
  const [row] = await db
    .select(districtColumns)
    .from(districts)
    .where(and(eq(districts.id, id), inReach(user, 'district', districts.id)));
  return row ? districtToWire(row) : null;
}

export async function insertDistrict(tx: Tx, name: string): Promise<string> {
  const [row] = await tx.insert(districts).values({ name }).returning({ id: districts.id });
  return row!.id;
}

export async function renameDistrict(tx: Tx, id: string, name: string): Promise<void> {
  await tx.update(districts).set({ name }).where(eq(districts.id, id));
}

export async function setDistrictDeactivated(tx: Tx, id: string, active: boolean): Promise<void> {
  await tx
    .update(districts)
    .set({ deactivatedAt: active ? null : new Date() })
    .where(and(eq(districts.id, id), active ? isNotNull(districts.deactivatedAt) : isNull(districts.deactivatedAt)));
}

// ── Schools ──────────────────────────────────────────────────────────────────────────────────
const studentCount = sql<number>`(select count(*)::int from students st where st.school_id = ${schools.id})`;
const teacherCount = sql<number>`(select count(*)::int from user_schools us join users u on u.id = us.user_id
  where us.school_id = ${schools.id} and u.role = 'teacher')`;

const schoolColumns = {
  _id: schools.id,
  name: schools.name,
  city: schools.city,
  districtId: districts.id,
  districtName: districts.name,
  studentCount,
  teacherCount,
  createdAt: schools.createdAt,
  deactivatedAt: schools.deactivatedAt,
};

const schoolSort: Record<SchoolSortKey, SQL> = {
  name: sql`lower(${schools.name})`,
  district: sql`lower(${districts.name})`,
  city: sql`lower(coalesce(${schools.city}, ''))`,
  studentCount,
  teacherCount,
  createdAt: sql`${schools.createdAt}`,
};

type SchoolRow = {
  _id: string;
  name: string;
  city: string | null;
  districtId: string;
  districtName: string;
  studentCount: number;
  teacherCount: number;
  createdAt: Date;
  deactivatedAt: Date | null;
};
const schoolToWire = ({ districtId, districtName, createdAt, deactivatedAt, ...school }: SchoolRow): School => ({
  ...school,
  _district: { _id: districtId, name: districtName },
  createdAt: createdAt.toISOString(),
  deactivatedAt: deactivatedAt?.toISOString() ?? null,
});

/** A page of the schools the user reaches, with their district and student and teacher counts. */
export async function listSchools(
  db: Db,
  user: AuthUser,
  request: ListRequest<SchoolSortKey> & { districtId?: string | undefined },
): Promise<Paged<School>> {
  const pattern = searchText(request.q);
  const where = and(
    inReach(user, 'school', schools.id),
    statusFilter(request.status, schools.deactivatedAt),
    request.districtId ? eq(schools.districtId, request.districtId) : undefined,
    pattern ? or(ilike(schools.name, pattern), ilike(schools.city, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(schoolColumns)
      .from(schools)
      .innerJoin(districts, eq(districts.id, schools.districtId))
      .where(where)
      .orderBy(...ordered(schoolSort[request.sort], request.dir, schools.id))
      .limit(request.pageSize)
      .offset(request.page * request.pageSize),
    db.select({ n: count() }).from(schools).where(where),
  ]);
  return { items: rows.map(schoolToWire), total: total?.n ?? 0, page: request.page, pageSize: request.pageSize };
}

/** One school the user reaches; null when unknown or out of reach (both answer 404). */
export async function findSchool(db: Db | Tx, user: AuthUser, id: string): Promise<School | null> {
  const [row] = await db
    .select(schoolColumns)
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .where(and(eq(schools.id, id), inReach(user, 'school', schools.id)));
  return row ? schoolToWire(row) : null;
}

export async function insertSchool(tx: Tx, values: { name: string; city: string | null; districtId: string }): Promise<string> {
  const [row] = await tx.insert(schools).values(values).returning({ id: schools.id });
  return row!.id;
}

export async function updateSchoolRow(tx: Tx, id: string, values: { name: string; city: string | null }): Promise<void> {
  await tx.update(schools).set(values).where(eq(schools.id, id));
}

export async function setSchoolDeactivated(tx: Tx, id: string, active: boolean): Promise<void> {
  await tx
    .update(schools)
    .set({ deactivatedAt: active ? null : new Date() })
    .where(and(eq(schools.id, id), active ? isNotNull(schools.deactivatedAt) : isNull(schools.deactivatedAt)));
}
