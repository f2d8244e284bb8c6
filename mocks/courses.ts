import type { AdminClassDetail, CatalogueCourse, CatalogueCourseDetail, ClassStudent } from '@/contract/schemas/courses';

/** Fixtures of the course consoles, shaped by the contract. */
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export function catalogueCourseFixture(overrides: Partial<CatalogueCourse> = {}): CatalogueCourse {
  return {
    _id: uuid(0xc1),
    name: 'Python Foundations',
    description: 'Variables, loops and functions',
    gradeBand: '6–8',
    unitCount: 2,
    contentCount: 3,
    classCount: 1,
    createdAt: '2026-08-01T10:00:00.000Z',
    ...overrides,
  };
}

export function catalogueDetailFixture(overrides: Partial<CatalogueCourseDetail> = {}): CatalogueCourseDetail {
  return {
    ...catalogueCourseFixture(),
    progressCount: 5,
    units: [
      {
        _id: uuid(0xa1),
        name: 'Getting started',
        description: '',
        position: 1,
        level: 1,
        contents: [
          { _id: uuid(0xb1), title: 'Hello, Python', kind: 'lesson', position: 1, maxScore: null, minutes: 15, progressCount: 5 },
          { _id: uuid(0xb2), title: 'First quiz', kind: 'quiz', position: 2, maxScore: 10, minutes: 10, progressCount: 0 },
        ],
      },
      {
        _id: uuid(0xa2),
        name: 'Loops',
        description: 'for and while',
        position: 2,
        level: 2,
        contents: [{ _id: uuid(0xb3), title: 'Counting', kind: 'activity', position: 1, maxScore: 5, minutes: 20, progressCount: 0 }],
      },
    ],
    ...overrides,
  };
}

export function adminClassFixture(overrides: Partial<AdminClassDetail> = {}): AdminClassDetail {
  return {
    _id: uuid(0xd1),
    _course: { _id: uuid(0xc1), name: 'Python Foundations' },
    teacher: { _id: uuid(0xe1), name: 'Tess Teacher' },
    gradeSection: { _id: uuid(0xf1), name: '7-A' },
    school: { _id: uuid(0xa), name: 'Maple Middle School' },
    startDate: '2026-09-01',
    studentCount: 2,
    progressCount: 40,
    gradeCount: 6,
    ...overrides,
  };
}

export function classStudentFixture(n: number, enrolled: boolean): ClassStudent {
  return {
    _id: uuid(0x500 + n),
    firstName: `Student${n}`,
    lastName: 'Lee',
    studentNumber: `RMS-${26000 + n}`,
    gradeSection: '7-A',
    enrolled,
  };
}

export const classOptionsFixture = {
  teachers: [
    { _id: uuid(0xe1), name: 'Tess Teacher', email: 'tess@demo.test' },
    { _id: uuid(0xe2), name: 'Noah North', email: 'noah@demo.test' },
  ],
  gradeSections: [{ _id: uuid(0xf1), name: '7-A', grade: 'Grade 7' }],
  courses: [{ _id: uuid(0xc1), name: 'Python Foundations' }],
};
