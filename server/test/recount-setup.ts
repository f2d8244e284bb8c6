/** The setup the rollup suites share when they hold the stored figures against a recount (`*-truth.ts`) over the demo data. */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import type { AnalyticsScope } from '../repos/analytics-scope';

/** The first row of a query, if any. */
export const sqlRow = async <Row>(db: Db, query: SQL<Row>) => (await sqlRows(db, query))[0];

/** Every scope of the demo data: the platform, each district, each school. */
export async function everyScope(db: Db): Promise<AnalyticsScope[]> {
  const districts = await sqlRows<{ id: string; schools: string[] }>(
    db,
    sql`select d.id, array(select s.id::text from schools s where s.district_id = d.id order by s.id) as schools from districts d`,
  );
  return [
    { level: 'platform', schoolIds: null, districtIds: [] },
    ...districts.map((d) => ({ level: 'district' as const, schoolIds: d.schools, districtIds: [d.id] })),
    ...districts.flatMap((d) => d.schools.map((s) => ({ level: 'school' as const, schoolIds: [s], districtIds: [] }))),
  ];
}

/** Another school of `schoolId`'s district, and a school of another district (the demo data has both). */
export async function schoolsAround(db: Db, schoolId: string): Promise<{ otherSchool: string; otherDistrictSchool: string }> {
  const other = await sqlRow(
    db,
    sql<{ id: string }>`select s.id from schools s where s.id <> ${schoolId}
      and s.district_id = (select district_id from schools where id = ${schoolId}) order by s.id limit 1`,
  );
  const foreign = await sqlRow(
    db,
    sql<{ id: string }>`select s.id from schools s
      where s.district_id <> (select district_id from schools where id = ${schoolId}) order by s.id limit 1`,
  );
  if (!other || !foreign) throw new Error('the demo data has no second school in the district, or no second district');
  return { otherSchool: other.id, otherDistrictSchool: foreign.id };
}
