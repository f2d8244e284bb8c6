import type { Role } from '@/contract/http';
import type { parentStudents, students, userSchools, users } from '../db/schema';
import { daysBefore, setupDay } from './clock';
import { firstNames, lastNames } from './names';
import { gradeSectionOf, type Organisation, type SchoolKey } from './organisation';
import { id, rng } from './rng';

type UserRow = typeof users.$inferInsert & { id: string };
export type StudentRow = typeof students.$inferInsert & { id: string; gradeSectionId: string };

export interface DemoUser {
  key: string;
  email: string;
  name: string;
  role: Role;
  district?: 1;
  schools?: SchoolKey[];
}

/** The demo accounts of ARCHITECTURE.md §8 (all with password `demo1234`), plus two more teachers. */
export const demoUsers: DemoUser[] = [
  { key: 'super', email: 'super@demo.test', name: 'Priya Raman', role: 'super-admin' },
  { key: 'district', email: 'district@demo.test', name: 'Daniel Whitfield', role: 'district-admin', district: 1 },
  { key: 'admin', email: 'admin@demo.test', name: 'Grace Nakamura', role: 'school-admin', schools: ['A'] },
  { key: 'teacher', email: 'teacher@demo.test', name: 'Alex Rivera', role: 'teacher', schools: ['A', 'B'] },
  { key: 'teacher2', email: 'teacher2@demo.test', name: 'Jordan Mensah', role: 'teacher', schools: ['C'] },
  { key: 'teacher3', email: 'teacher3@demo.test', name: 'Fatima Haddad', role: 'teacher', schools: ['A'] },
  { key: 'teacher4', email: 'teacher4@demo.test', name: 'Tomás Álvarez', role: 'teacher', schools: ['B', 'C'] },
  { key: 'parent', email: 'parent@demo.test', name: 'Chris Morgan', role: 'parent' },
];

export const demoEmails = {
  super: 'super@demo.test',
  district: 'district@demo.test',
  admin: 'admin@demo.test',
  teacher: 'teacher@demo.test',
  teacher2: 'teacher2@demo.test',
  parent: 'parent@demo.test',
} as const;

export interface People {
  users: UserRow[];
  userSchools: (typeof userSchools.$inferInsert)[];
  students: StudentRow[];
  parentStudents: (typeof parentStudents.$inferInsert)[];
  userId(key: string): string;
}

/** Students per grade section: 13–18, so the twelve sections hold 156–216 students. */
const classSize = { min: 13, max: 18 };
const studentNumberPrefix: Record<SchoolKey, string> = { A: 'RMS', B: 'HMS', C: 'LMS' };

export function buildPeople(org: Organisation, passwordHash: string): People {
  const random = rng('people');
  const userRows: UserRow[] = demoUsers.map((u) => ({
    id: id(`user/${u.key}`),
    email: u.email,
    name: u.name,
    role: u.role,
    passwordHash,
    districtId: u.district ? org.districts[0]!.id : null,
    createdAt: setupDay,
  }));
  const membership = demoUsers.flatMap((u) => (u.schools ?? []).map((s) => ({ userId: id(`user/${u.key}`), schoolId: org.schools[s].id })));

  const studentRows: StudentRow[] = [];
  const counters: Record<SchoolKey, number> = { A: 0, B: 0, C: 0 };
  const usedNames = new Set<string>();
  const schoolKeyOf = new Map(Object.entries(org.schools).map(([key, s]) => [s.id, key as SchoolKey]));
  for (const section of org.gradeSections) {
    const schoolKey = schoolKeyOf.get(section.schoolId)!;
    const size = random.int(classSize.min, classSize.max);
    for (let i = 0; i < size; i++) {
      let first: string;
      let last: string;
      do {
        first = random.pick(firstNames);
        last = random.pick(lastNames);
      } while (usedNames.has(`${first} ${last}`));
      usedNames.add(`${first} ${last}`);
      counters[schoolKey] += 1;
      studentRows.push(student(schoolKey, counters[schoolKey], section.schoolId, section.id, first, last));
    }
  }

  // The demo parent's two children: siblings in school A, one in 6-A and one in 8-A (both in teacher@'s classes).
  const children = [
    { first: 'Ella', section: '6-A' },
    { first: 'Leo', section: '8-A' },
  ].map(({ first, section }) => {
    counters.A += 1;
    const row = student('A', counters.A, org.schools.A.id, gradeSectionOf(org, 'A', section).id, first, 'Morgan');
    studentRows.push(row);
    return row;
  });

  return {
    users: userRows,
    userSchools: membership,
    students: studentRows,
    parentStudents: children.map((c) => ({ parentId: id('user/parent'), studentId: c.id })),
    userId: (key) => id(`user/${key}`),
  };
}

function student(school: SchoolKey, n: number, schoolId: string, gradeSectionId: string, firstName: string, lastName: string): StudentRow {
  return {
    id: id(`student/${school}/${n}`),
    schoolId,
    gradeSectionId,
    firstName,
    lastName,
    studentNumber: `${studentNumberPrefix[school]}-${String(26000 + n)}`,
    createdAt: daysBefore(setupDay, 3),
  };
}
