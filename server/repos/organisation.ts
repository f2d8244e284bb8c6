import { and, asc, eq, sql } from 'drizzle-orm';
import type { District, School } from '@/contract/schemas/sup-admin';
import { inReach } from '../access/reach';
import type { AuthUser } from '../auth/users';
import type { Db } from '../db/client';
import { districts, schools, students, userSchools, users } from '../db/schema';

/** The districts the user reaches (server/access/reach.ts) with their school counts: one query. */
export async function listDistricts(db: Db, user: AuthUser): Promise<District[]> {
  // A join, not a correlated subquery: drizzle leaves columns unqualified in single-table
  // selects, which would turn `schools.district_id = districts.id` into `district_id = id`.
  return db
    .select({ _id: districts.id, name: districts.name, schoolCount: sql<number>`count(${schools.id})::int` })
    .from(districts)
    .leftJoin(schools, eq(schools.districtId, districts.id))
    .where(inReach(user, 'district', districts.id))
    .groupBy(districts.id, districts.name)
    .orderBy(asc(districts.name));
}

/** The schools the user reaches (server/access/reach.ts) with their district and student and teacher counts: one query. */
export async function listSchools(db: Db, user: AuthUser): Promise<School[]> {
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
    .where(inReach(user, 'school', schools.id))
    .orderBy(asc(schools.name));
  return rows.map(({ districtId, districtName, ...school }) => ({ ...school, _district: { _id: districtId, name: districtName } }));
}
