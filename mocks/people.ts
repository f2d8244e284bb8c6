import type { ParentDetail, ParentRow, PeopleSchoolOption, TeacherDetail, TeacherRow } from '@/contract/schemas/admin-people';

export const schoolOptionsFixture: PeopleSchoolOption[] = [
  {
    _id: '00000000-0000-4000-8000-00000000a001',
    name: 'Maple Middle School',
    district: { _id: '00000000-0000-4000-8000-00000000d001', name: 'Maple District' },
    gradeSections: [
      { _id: '00000000-0000-4000-8000-00000000c001', name: '6-A' },
      { _id: '00000000-0000-4000-8000-00000000c002', name: '7-A' },
    ],
  },
];

const school = { _id: schoolOptionsFixture[0]!._id, name: schoolOptionsFixture[0]!.name };

export function teacherRowFixture(overrides: Partial<TeacherRow> = {}): TeacherRow {
  return {
    _id: '00000000-0000-4000-8000-0000000007a1',
    name: 'Alex Rivera',
    email: 'alex@maple.test',
    disabled: false,
    createdAt: '2025-08-20T09:00:00.000Z',
    schools: [school],
    classCount: 2,
    ...overrides,
  };
}

export function teacherDetailFixture(overrides: Partial<TeacherDetail> = {}): TeacherDetail {
  return {
    ...teacherRowFixture(),
    classes: [
      {
        _id: '00000000-0000-4000-8000-0000000008a1',
        course: 'CS Foundations',
        school,
        gradeSection: '6-A',
        startDate: '2025-09-01',
        studentCount: 16,
      },
    ],
    classCount: 1,
    otherSchoolCount: 0,
    manageable: true,
    ...overrides,
  };
}

export function parentRowFixture(overrides: Partial<ParentRow> = {}): ParentRow {
  return {
    _id: '00000000-0000-4000-8000-0000000009a1',
    name: 'Chris Morgan',
    email: 'chris@home.test',
    disabled: false,
    createdAt: '2025-08-20T09:00:00.000Z',
    children: [
      {
        _id: '00000000-0000-4000-8000-0000000005a1',
        firstName: 'Ella',
        lastName: 'Morgan',
        studentNumber: 'RMS-26185',
        school,
        gradeSection: '6-A',
      },
    ],
    ...overrides,
  };
}

export function parentDetailFixture(overrides: Partial<ParentDetail> = {}): ParentDetail {
  return { ...parentRowFixture(), otherChildCount: 0, manageable: true, ...overrides };
}
