import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { District, School } from '@/contract/schemas/sup-admin';
import type { OrgScope } from '../access/org-scope';
import type { Db } from '../db/client';
import { districts, schools, students, userSchools, users } from '../db/schema';

const never = sql`false`;

/** Districts in scope with their school counts: one query. */
export async function listDistricts(db: Db, scope: OrgScope): Promise<District[]> {
  const where: SQL | undefined =
    scope.kind === 'all' ? undefined : scope.kind === 'district' && scope.districtId ? eq(districts.id, scope.districtId) : never;
  // A join, not a correlated subquery: drizzle leaves columns unqualified in single-table
  // selects, which would turn `schools.district_id = districts.id` into `district_id = id`.
  return db
    .select({ _id: districts.id, name: districts.name, schoolCount: sql<number>`count(${schools.id})::int` })
    .from(districts)
    .leftJoin(schools, eq(schools.districtId, districts.id))
    .where(where)
    .groupBy(districts.id, districts.name)
    .orderBy(asc(districts.name));
}

/** Schools in scope with their district and student and teacher counts: one query. */
export async function listSchools(db: Db, scope: OrgScope): Promise<School[]> {
  let where: SQL | undefined;
  if (scope.kind === 'district') where = scope.districtId ? eq(schools.districtId, scope.districtId) : never;
  if (scope.kind === 'schools') {
    where = inArray(schools.id, db.select({ id: userSchools.schoolId }).from(userSchools).where(eq(userSchools.userId, scope.userId)));
  }
  const teacherCount = db
    .select({ n: sql<number>`count(*)::int` })
    .from(userSchools)
    .innerJoin(users, eq(users.id, userSchools.userId))
    .where(and(eq(userSchools.schoolId, schools.id), eq(users.role, 'teacher')));
  const rows = await db
    .select({
      _id: schools.id,
      name: schools.name,
      city: schools.city,
      districtId: districts.id,
      districtName: districts.name,
      studentCount: sql<number>`(select count(*)::int from ${students} where ${students.schoolId} = ${schools.id})`,
      teacherCount: sql<number>`(${teacherCount})`,
    })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .where(where)
    .orderBy(asc(schools.name));
  return rows.map(({ districtId, districtName, ...school }) => ({ ...school, _district: { _id: districtId, name: districtName } }));
}
