/** The schools an admin reaches with their grade sections: the pickers of the people consoles. */
import { and, asc, eq } from 'drizzle-orm';
import type { PeopleSchoolOption } from '@/contract/schemas/admin-people';
import { inReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { districts, gradeSections, grades, schools } from '../db/schema';

export async function peopleSchoolOptions(db: Db, user: AuthUser): Promise<PeopleSchoolOption[]> {
  const [schoolRows, sectionRows] = await Promise.all([
    db
      .select({ id: schools.id, name: schools.name, districtId: districts.id, districtName: districts.name })
      .from(schools)
      .innerJoin(districts, eq(districts.id, schools.districtId))
      .where(inReach(user, 'school', schools.id))
      .orderBy(asc(schools.name), asc(schools.id)),
    db
      .select({ id: gradeSections.id, name: gradeSections.name, schoolId: gradeSections.schoolId })
      .from(gradeSections)
      .innerJoin(grades, eq(grades.id, gradeSections.gradeId))
      .where(and(inReach(user, 'school', gradeSections.schoolId)))
      .orderBy(asc(grades.position), asc(gradeSections.name)),
  ]);
  const sectionsBy = new Map<string, { _id: string; name: string }[]>();
  for (const s of sectionRows) sectionsBy.set(s.schoolId, [...(sectionsBy.get(s.schoolId) ?? []), { _id: s.id, name: s.name }]);
  return schoolRows.map((s) => ({
    _id: s.id,
    name: s.name,
    district: { _id: s.districtId, name: s.districtName },
    gradeSections: sectionsBy.get(s.id) ?? [],
  }));
}
