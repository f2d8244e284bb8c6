import type {
  Activity,
  Completion,
  CompletionGrade,
  CompletionSchool,
  GradebookUse,
  TimeSpentAnalytics,
} from '@/contract/schemas/analytics';
import { type ChartSpec, formatPercent, seriesColors } from './chart-spec';
import { type AnalyticsFilter, formatWeek } from './range';

type Week<T> = T extends { weeks: Array<infer W> } ? W : never;
const [blue, orange, teal, purple] = seriesColors;
const hours = (seconds: number) => Math.round(seconds / 360) / 10;

/** `analytics-activity-2026-09-01-to-2026-11-22`: what and which days, so downloads do not overwrite each other. */
const fileName = (what: string, filter: AnalyticsFilter) => `analytics-${what}-${filter.from}-to-${filter.to}`;

const weekColumn = <W extends { weekStart: string }>() => ({
  key: 'week',
  label: 'Week of',
  value: (w: W) => w.weekStart,
  format: (value: number | string | null) => formatWeek(String(value)),
});

export function activityChart(data: Activity, filter: AnalyticsFilter): ChartSpec<Week<Activity>> {
  const { totals } = data;
  return {
    id: 'activity',
    title: 'Active teachers and students',
    description:
      `Per week. ${totals.activeTeachers} of ${totals.teachers} teachers and ${totals.activeStudents} of ${totals.students} students were active in the range. ` +
      'A teacher is active when they used the app, changed or read a record, or signed in; a student when their progress moved.',
    rows: data.weeks,
    category: weekColumn(),
    series: [
      { key: 'activeTeachers', label: 'Active teachers', value: (w) => w.activeTeachers, color: blue },
      { key: 'activeStudents', label: 'Active students', value: (w) => w.activeStudents, color: orange },
    ],
    kind: 'lines',
    fileName: fileName('active-users', filter),
  };
}

function completionColumns<Row extends CompletionSchool | CompletionGrade>() {
  return {
    series: [{ key: 'completionPercent', label: 'Completion', value: (r: Row) => r.completionPercent, format: formatPercent, color: teal }],
    details: [
      { key: 'completedInRange', label: 'Items completed in range', value: (r: Row) => r.completedInRange },
      { key: 'students', label: 'Students', value: (r: Row) => r.students },
      { key: 'enrollments', label: 'Enrollments', value: (r: Row) => r.enrollments },
      { key: 'completedItems', label: 'Items completed', value: (r: Row) => r.completedItems },
      { key: 'itemSlots', label: 'Item slots', value: (r: Row) => r.itemSlots },
    ],
  };
}

const completionNote =
  'Completion now: items completed over the items of every enrolled student’s courses. Items completed in range counts completions between the dates.';

export function completionBySchoolChart(data: Completion, filter: AnalyticsFilter): ChartSpec<CompletionSchool> {
  return {
    id: 'completion-school',
    title: 'Course completion by school',
    description: completionNote,
    rows: data.bySchool,
    category: { key: 'school', label: 'School', value: (r) => r.name },
    ...completionColumns<CompletionSchool>(),
    kind: 'bars',
    unit: '%',
    fileName: fileName('completion-by-school', filter),
  };
}

export function completionByGradeChart(data: Completion, filter: AnalyticsFilter): ChartSpec<CompletionGrade> {
  return {
    id: 'completion-grade',
    title: 'Course completion by grade',
    description: completionNote,
    rows: data.byGrade,
    category: { key: 'grade', label: 'Grade', value: (r) => r.name },
    ...completionColumns<CompletionGrade>(),
    kind: 'bars',
    unit: '%',
    fileName: fileName('completion-by-grade', filter),
  };
}

export function timeSpentChart(data: TimeSpentAnalytics, filter: AnalyticsFilter): ChartSpec<Week<TimeSpentAnalytics>> {
  const { totals } = data;
  return {
    id: 'time',
    title: 'Time spent in the app',
    description: `Hours per week: ${hours(totals.teacherSeconds)} h by teachers, ${hours(totals.adminSeconds)} h by admins and ${hours(totals.parentSeconds)} h by parents in the range.`,
    rows: data.weeks,
    category: weekColumn(),
    series: [
      { key: 'teacherHours', label: 'Teachers (hours)', value: (w) => hours(w.teacherSeconds), color: blue },
      { key: 'adminHours', label: 'Admins (hours)', value: (w) => hours(w.adminSeconds), color: purple },
      { key: 'parentHours', label: 'Parents (hours)', value: (w) => hours(w.parentSeconds), color: orange },
    ],
    kind: 'stacked-bars',
    unit: 'hours',
    fileName: fileName('time-spent', filter),
  };
}

export function gradebookWeeksChart(data: GradebookUse, filter: AnalyticsFilter): ChartSpec<Week<GradebookUse>> {
  return {
    id: 'gradebook-weeks',
    title: 'Gradebook use',
    description: `Per week: scores and gradebook templates saved by teachers (${data.totals.scoresSaved} scores, ${data.totals.templatesSaved} templates in the range).`,
    rows: data.weeks,
    category: weekColumn(),
    series: [
      { key: 'scoresSaved', label: 'Scores saved', value: (w) => w.scoresSaved, color: blue },
      { key: 'templatesSaved', label: 'Templates saved', value: (w) => w.templatesSaved, color: orange },
    ],
    kind: 'bars',
    fileName: fileName('gradebook-use', filter),
  };
}

export function gradebookSchoolsChart(data: GradebookUse, filter: AnalyticsFilter): ChartSpec<GradebookUse['bySchool'][number]> {
  return {
    id: 'gradebook-schools',
    title: 'Classes with a gradebook',
    description: `Now, per school: classes with at least one score stored (${data.totals.classesWithGradebook} of ${data.totals.classes} classes).`,
    rows: data.bySchool,
    category: { key: 'school', label: 'School', value: (r) => r.name },
    series: [
      { key: 'classesWithGradebook', label: 'With a gradebook', value: (r) => r.classesWithGradebook, color: teal },
      { key: 'classesWithout', label: 'Without', value: (r) => r.classes - r.classesWithGradebook, color: purple },
    ],
    details: [{ key: 'classes', label: 'Classes', value: (r) => r.classes }],
    kind: 'stacked-bars',
    fileName: fileName('classes-with-gradebook', filter),
  };
}
