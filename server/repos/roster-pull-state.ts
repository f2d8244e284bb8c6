/** What a pull reads of the district besides the import's own state: for its threshold and its district check. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../db/sql-rows';

export interface ActiveStudent {
  school_id: string;
  id: string;
  /** The sourcedId an earlier import linked the student to, or null (then only their own id names them, §17.4). */
  linked: string | null;
}

export async function activeStudentsOfDistrict(db: Db, districtId: string): Promise<ActiveStudent[]> {
  return sqlRows<ActiveStudent>(
    db,
    sql`select s.school_id, s.id, l.sourced_id as linked
      from students s
      join schools sc on sc.id = s.school_id and sc.district_id = ${districtId}
      left join roster_links l on l.district_id = ${districtId} and l.entity = 'user' and l.local_id = s.id::text
      where s.deactivated_at is null`,
  );
}

/** The sourcedIds of district orgs an earlier import linked to this district (the provider's name for it). */
export async function linkedDistrictOrgs(db: Db, districtId: string): Promise<string[]> {
  const rows = await sqlRows<{ sourced_id: string }>(
    db,
    sql`select sourced_id from roster_links where district_id = ${districtId} and entity = 'org' and local_id = ${districtId}::text`,
  );
  return rows.map((row) => row.sourced_id);
}
