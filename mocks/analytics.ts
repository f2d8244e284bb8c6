import type { Activity, AnalyticsScopes, Completion, GradebookUse, TimeSpentAnalytics } from '@/contract/schemas/analytics';

/** Analytics answers for component tests: a district of two schools over two weeks. */
export const analyticsSchoolIds = { north: '00000000-0000-4000-8000-00000000a001', south: '00000000-0000-4000-8000-00000000a002' };
export const analyticsDistrictId = '00000000-0000-4000-8000-00000000d001';

export const analyticsScopesFixture: AnalyticsScopes = {
  districts: [{ _id: analyticsDistrictId, name: 'Lakeshore District' }],
  schools: [
    { _id: analyticsSchoolIds.north, name: 'North Middle School', districtId: analyticsDistrictId },
    { _id: analyticsSchoolIds.south, name: 'South Middle School', districtId: analyticsDistrictId },
  ],
};

export const activityFixture: Activity = {
  weeks: [
    { weekStart: '2026-11-02', activeTeachers: 4, activeStudents: 120 },
    { weekStart: '2026-11-09', activeTeachers: 6, activeStudents: 1350 },
  ],
  totals: { activeTeachers: 7, activeStudents: 1400, teachers: 9, students: 1500 },
};

export const emptyActivityFixture: Activity = {
  weeks: activityFixture.weeks.map((w) => ({ ...w, activeTeachers: 0, activeStudents: 0 })),
  totals: { activeTeachers: 0, activeStudents: 0, teachers: 9, students: 1500 },
};

const figures = {
  students: 700,
  enrollments: 2100,
  completedItems: 12_600,
  itemSlots: 42_000,
  completionPercent: 30,
  completedInRange: 800,
};
export const completionFixture: Completion = {
  bySchool: [
    { schoolId: analyticsSchoolIds.north, name: 'North Middle School', ...figures },
    { schoolId: analyticsSchoolIds.south, name: 'South Middle School', ...figures, completionPercent: 42.5 },
  ],
  byGrade: [{ level: '6', name: 'Grade 6', ...figures }],
};

export const timeSpentFixture: TimeSpentAnalytics = {
  weeks: [
    { weekStart: '2026-11-02', teacherSeconds: 36_000, adminSeconds: 3600, parentSeconds: 1800 },
    { weekStart: '2026-11-09', teacherSeconds: 54_000, adminSeconds: 0, parentSeconds: 900 },
  ],
  totals: { teacherSeconds: 90_000, adminSeconds: 3600, parentSeconds: 2700 },
};

export const gradebookUseFixture: GradebookUse = {
  weeks: [
    { weekStart: '2026-11-02', scoresSaved: 40, templatesSaved: 1 },
    { weekStart: '2026-11-09', scoresSaved: 75, templatesSaved: 0 },
  ],
  bySchool: [
    { schoolId: analyticsSchoolIds.north, name: 'North Middle School', classes: 10, classesWithGradebook: 7 },
    { schoolId: analyticsSchoolIds.south, name: 'South Middle School', classes: 8, classesWithGradebook: 2 },
  ],
  totals: { scoresSaved: 115, templatesSaved: 1, classes: 18, classesWithGradebook: 9 },
};
