import type { districts, gradeSections, grades, schools } from '../db/schema';
import { setupDay } from './clock';
import { id } from './rng';

type DistrictRow = typeof districts.$inferInsert & { id: string };
type SchoolRow = typeof schools.$inferInsert & { id: string };
type GradeRow = typeof grades.$inferInsert & { id: string };
export type GradeSectionRow = typeof gradeSections.$inferInsert & { id: string; level: string };

/** Short keys the rest of the seed uses for the three demo schools. */
export type SchoolKey = 'A' | 'B' | 'C';

export interface Organisation {
  districts: DistrictRow[];
  schools: Record<SchoolKey, SchoolRow>;
  grades: GradeRow[];
  gradeSections: GradeSectionRow[];
}

/** Sections per grade (6–8) in each school: school A is the large one. */
const sectionLetters: Record<SchoolKey, string[]> = { A: ['A', 'B'], B: ['A'], C: ['A'] };

export function buildOrganisation(): Organisation {
  const d1: DistrictRow = { id: id('district/1'), name: 'Riverside Unified', createdAt: setupDay };
  const d2: DistrictRow = { id: id('district/2'), name: 'Lakeshore District', createdAt: setupDay };
  const school = (key: SchoolKey, districtId: string, name: string, city: string): SchoolRow => ({
    id: id(`school/${key}`),
    districtId,
    name,
    city,
    createdAt: setupDay,
  });
  const schoolRows: Record<SchoolKey, SchoolRow> = {
    A: school('A', d1.id, 'Riverside Middle School', 'Riverside'),
    B: school('B', d1.id, 'Hillcrest Middle School', 'Riverside'),
    C: school('C', d2.id, 'Lakeshore Middle School', 'Port Lakeshore'),
  };

  const levels = ['K', ...Array.from({ length: 12 }, (_, i) => String(i + 1))];
  const gradeRows: GradeRow[] = levels.map((level, position) => ({
    id: id(`grade/${level}`),
    level,
    name: level === 'K' ? 'Kindergarten' : `Grade ${level}`,
    position,
  }));

  const gradeSectionRows: GradeSectionRow[] = [];
  for (const key of ['A', 'B', 'C'] as const) {
    for (const level of ['6', '7', '8']) {
      for (const letter of sectionLetters[key]) {
        gradeSectionRows.push({
          id: id(`grade-section/${key}/${level}-${letter}`),
          schoolId: schoolRows[key].id,
          gradeId: id(`grade/${level}`),
          name: `${level}-${letter}`,
          level,
        });
      }
    }
  }
  return { districts: [d1, d2], schools: schoolRows, grades: gradeRows, gradeSections: gradeSectionRows };
}

/** The grade section `6-A` etc. of a school. */
export function gradeSectionOf(org: Organisation, school: SchoolKey, name: string): GradeSectionRow {
  const found = org.gradeSections.find((s) => s.schoolId === org.schools[school].id && s.name === name);
  if (!found) throw new Error(`no grade section ${name} in school ${school}`);
  return found;
}
