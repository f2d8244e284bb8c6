import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { activitySchema, completionSchema, gradebookUseSchema, timeSpentSchema } from '@/contract/schemas/analytics';
import { sqlRows } from '../db/sql-rows';
import { withWorkMem } from '../repos/analytics-sql';
import { demoEmails } from '../seed/people';
import { type AnalyticsDistrict, addAnalyticsDistrict, fixtureRange } from '../test/analytics-fixtures';
import { databaseKinds, serverSuite } from '../test/harness';

const figureEndpoints = {
  activity: api.analyticsActivity.path,
  completion: api.analyticsCompletion.path,
  time: api.analyticsTimeSpent.path,
  gradebook: api.analyticsGradebook.path,
} as const;

const url = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
  return `${path}?${params}`;
};

/** Analytics figures on a district whose answers are known (server/test/analytics-fixtures.ts), and the date range's validation. */
describe.each(databaseKinds)('analytics figures (%s)', (kind) => {
  const suite = serverSuite(kind);
  let x: AnalyticsDistrict;
  beforeAll(async () => {
    x = await addAnalyticsDistrict(suite.db);
  });
  const read = async (email: string, path: string, query: Record<string, string | undefined> = {}) => {
    const res = await suite.get(email, url(path, { ...fixtureRange, ...query }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('runs the figures with 64 MB of work memory, no JIT and no parallel workers, in their transaction only', async () => {
    const settings = sql<{ work_mem: string; jit: string; workers: string }>`select current_setting('work_mem') as work_mem,
      current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`;
    const outside = (await sqlRows(suite.db, settings))[0];
    const inside = { work_mem: '64MB', jit: 'off', workers: '0' };
    expect((await withWorkMem(suite.db, (tx) => sqlRows(tx, settings)))[0]).toEqual(inside);
    expect(outside).not.toEqual(inside);
    expect((await sqlRows(suite.db, settings))[0]).toEqual(outside);
  });

  it('counts active teachers (time, audited actions, sign-ins) and students (progress updated) per week, and distinct over the range', async () => {
    const district = activitySchema.parse(await read(demoEmails.super, figureEndpoints.activity, { districtId: x.districtId }));
    expect(district).toEqual({
      weeks: [
        { weekStart: '2020-03-02', activeTeachers: 2, activeStudents: 1 },
        { weekStart: '2020-03-09', activeTeachers: 2, activeStudents: 2 },
      ],
      totals: { activeTeachers: 3, activeStudents: 2, teachers: 3, students: 3 },
    });
    const school = activitySchema.parse(await read(demoEmails.super, figureEndpoints.activity, { schoolId: x.x1 }));
    expect(school).toEqual({
      weeks: [
        { weekStart: '2020-03-02', activeTeachers: 2, activeStudents: 1 },
        { weekStart: '2020-03-09', activeTeachers: 1, activeStudents: 1 },
      ],
      totals: { activeTeachers: 2, activeStudents: 1, teachers: 2, students: 2 },
    });
    // The district's own admin and the school's admin see the same figures without narrowing.
    expect(await read(x.emails.districtAdmin, figureEndpoints.activity)).toEqual(district);
    expect(await read(x.emails.schoolAdmin, figureEndpoints.activity)).toEqual(school);
    // The whole platform in 2020 holds only this district's activity.
    const platform = activitySchema.parse(await read(demoEmails.super, figureEndpoints.activity));
    expect(platform.weeks).toEqual(district.weeks);
  });

  it('cuts partial weeks to the range and shows weeks without activity as 0', async () => {
    const data = activitySchema.parse(
      await read(demoEmails.super, figureEndpoints.activity, { districtId: x.districtId, from: '2020-03-04', to: '2020-03-24' }),
    );
    expect(data.weeks.map((w) => w.weekStart)).toEqual(['2020-03-02', '2020-03-09', '2020-03-16', '2020-03-23']);
    // From Wednesday 4 March: s1's Tuesday progress and tA's Tuesday audit row are outside; tC's read and tB's time of 16 March count.
    expect(data.weeks[0]).toEqual({ weekStart: '2020-03-02', activeTeachers: 2, activeStudents: 0 });
    expect(data.weeks[2]).toEqual({ weekStart: '2020-03-16', activeTeachers: 2, activeStudents: 1 });
    expect(data.weeks[3]).toEqual({ weekStart: '2020-03-23', activeTeachers: 0, activeStudents: 0 });
  });

  it('computes completion now by school and by grade from the rollups, and completions within the range', async () => {
    const data = completionSchema.parse(await read(demoEmails.super, figureEndpoints.completion, { districtId: x.districtId }));
    const x1 = { students: 2, enrollments: 2, completedItems: 3, itemSlots: 8, completionPercent: 37.5, completedInRange: 2 };
    const x2 = { students: 1, enrollments: 1, completedItems: 2, itemSlots: 4, completionPercent: 50, completedInRange: 1 };
    expect(data).toEqual({
      bySchool: [
        { schoolId: x.x1, name: 'X1 Analytics School', ...x1 },
        { schoolId: x.x2, name: 'X2 Analytics School', ...x2 },
      ],
      byGrade: [
        { level: '6', name: 'Grade 6', ...x1 },
        { level: '7', name: 'Grade 7', ...x2 },
      ],
    });
    expect(await read(x.emails.schoolAdmin, figureEndpoints.completion)).toEqual({
      bySchool: [{ schoolId: x.x1, name: 'X1 Analytics School', ...x1 }],
      byGrade: [{ level: '6', name: 'Grade 6', ...x1 }],
    });
  });

  it("sums time spent per week by the scope's teachers, admins and parents", async () => {
    const district = timeSpentSchema.parse(await read(demoEmails.super, figureEndpoints.time, { districtId: x.districtId }));
    expect(district).toEqual({
      weeks: [
        { weekStart: '2020-03-02', teacherSeconds: 600, adminSeconds: 0, parentSeconds: 60 },
        { weekStart: '2020-03-09', teacherSeconds: 300, adminSeconds: 150, parentSeconds: 0 },
      ],
      totals: { teacherSeconds: 900, adminSeconds: 150, parentSeconds: 60 },
    });
    // One school: its own admin, not the district's.
    const school = timeSpentSchema.parse(await read(demoEmails.super, figureEndpoints.time, { schoolId: x.x1 }));
    expect(school.totals).toEqual({ teacherSeconds: 900, adminSeconds: 120, parentSeconds: 60 });
  });

  it('counts scores and templates saved per week and classes with a gradebook per school', async () => {
    const district = gradebookUseSchema.parse(await read(demoEmails.super, figureEndpoints.gradebook, { districtId: x.districtId }));
    expect(district).toEqual({
      weeks: [
        { weekStart: '2020-03-02', scoresSaved: 1, templatesSaved: 1 },
        { weekStart: '2020-03-09', scoresSaved: 1, templatesSaved: 0 },
      ],
      bySchool: [
        { schoolId: x.x1, name: 'X1 Analytics School', classes: 1, classesWithGradebook: 1 },
        { schoolId: x.x2, name: 'X2 Analytics School', classes: 1, classesWithGradebook: 0 },
      ],
      totals: { scoresSaved: 2, templatesSaved: 1, classes: 2, classesWithGradebook: 1 },
    });
    // School X2: tA's saves (X1) are not its own; tB's save in c2 is.
    const school = gradebookUseSchema.parse(await read(demoEmails.super, figureEndpoints.gradebook, { schoolId: x.x2 }));
    expect(school.weeks).toEqual([
      { weekStart: '2020-03-02', scoresSaved: 0, templatesSaved: 0 },
      { weekStart: '2020-03-09', scoresSaved: 1, templatesSaved: 0 },
    ]);
    expect(school.bySchool.map((s) => s.schoolId)).toEqual([x.x2]);
  });

  it('answers the demo data of a recent range (non-empty) for the demo district admin', async () => {
    const data = activitySchema.parse(await read(demoEmails.district, figureEndpoints.activity, { from: '2026-09-01', to: '2026-11-22' }));
    expect(data.totals.activeStudents).toBeGreaterThan(0);
    expect(data.totals.activeTeachers).toBeGreaterThan(0);
    expect(data.weeks).toHaveLength(12);
  });

  describe('the date range', () => {
    const refused = async (query: Record<string, string>) => {
      const res = await suite.get(demoEmails.super, url(figureEndpoints.activity, query));
      expect(res.statusCode, res.body).toBe(400);
      return (res.json().details as Array<{ path: string }>).map((d) => d.path);
    };
    it('refuses a range that ends before it starts, or spans more than 366 days', async () => {
      expect(await refused({ from: '2020-03-10', to: '2020-03-09' })).toEqual(['querystring.to']);
      expect(await refused({ from: '2020-01-01', to: '2021-01-01' })).toEqual(['querystring.to']);
      // 366 days (a leap year) is allowed.
      expect((await suite.get(demoEmails.super, url(figureEndpoints.activity, { from: '2020-01-01', to: '2020-12-31' }))).statusCode).toBe(
        200,
      );
    });
    it('refuses days that are not real dates, missing days, malformed ids and unknown keys, naming the field', async () => {
      expect(await refused({ from: '2020-02-30', to: '2020-03-09' })).toEqual(['querystring.from']);
      expect(await refused({ from: '1999-12-31', to: '2000-01-01' })).toEqual(['querystring.from']);
      expect(await refused({ from: '2020-3-1', to: '2020-03-09' })).toEqual(['querystring.from']);
      expect(await refused({ to: '2020-03-09' })).toEqual(['querystring.from']);
      expect(await refused({ ...fixtureRange, schoolId: 'nope' })).toEqual(['querystring.schoolId']);
      expect(await refused({ ...fixtureRange, page: '1' })).toEqual(['querystring.page']);
    });
  });
});
