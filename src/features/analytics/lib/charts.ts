import type {
  Activity,
  Completion,
  CompletionGrade,
  CompletionSchool,
  GradebookUse,
  TimeSpentAnalytics,
} from '@/contract/schemas/analytics';
import { i18n } from '@/src/lib/i18n/i18n';
import { type ChartSpec, formatNumber, formatPercent, seriesColors } from './chart-spec';
import { type AnalyticsFilter, formatWeek } from './range';

type Week<T> = T extends { weeks: Array<infer W> } ? W : never;
const [blue, orange, teal, purple] = seriesColors;
const hours = (seconds: number) => Math.round(seconds / 360) / 10;

/** `analytics-activity-2026-09-01-to-2026-11-22`: what and which days, so downloads do not overwrite each other. */
const fileName = (what: string, filter: AnalyticsFilter) => `analytics-${what}-${filter.from}-to-${filter.to}`;

const weekColumn = <W extends { weekStart: string }>() => ({
  key: 'week',
  label: i18n._('analytics.weekOf'),
  value: (w: W) => w.weekStart,
  format: (value: number | string | null) => formatWeek(String(value)),
});

export function activityChart(data: Activity, filter: AnalyticsFilter): ChartSpec<Week<Activity>> {
  const { totals } = data;
  return {
    id: 'activity',
    title: i18n._('analytics.activity.title'),
    description: i18n._('analytics.activity.description', totals),
    rows: data.weeks,
    category: weekColumn(),
    series: [
      { key: 'activeTeachers', label: i18n._('analytics.activity.teachers'), value: (w) => w.activeTeachers, color: blue },
      { key: 'activeStudents', label: i18n._('analytics.activity.students'), value: (w) => w.activeStudents, color: orange },
    ],
    kind: 'lines',
    fileName: fileName('active-users', filter),
  };
}

function completionColumns<Row extends CompletionSchool | CompletionGrade>() {
  return {
    series: [
      {
        key: 'completionPercent',
        label: i18n._('analytics.completion.completion'),
        value: (r: Row) => r.completionPercent,
        format: formatPercent,
        color: teal,
      },
    ],
    details: [
      { key: 'completedInRange', label: i18n._('analytics.completion.inRange'), value: (r: Row) => r.completedInRange },
      { key: 'students', label: i18n._('analytics.completion.students'), value: (r: Row) => r.students },
      { key: 'enrollments', label: i18n._('analytics.completion.enrollments'), value: (r: Row) => r.enrollments },
      { key: 'completedItems', label: i18n._('analytics.completion.completed'), value: (r: Row) => r.completedItems },
      { key: 'itemSlots', label: i18n._('analytics.completion.slots'), value: (r: Row) => r.itemSlots },
    ],
  };
}

export function completionBySchoolChart(data: Completion, filter: AnalyticsFilter): ChartSpec<CompletionSchool> {
  return {
    id: 'completion-school',
    title: i18n._('analytics.completion.bySchool'),
    description: i18n._('analytics.completion.note'),
    rows: data.bySchool,
    category: { key: 'school', label: i18n._('analytics.school'), value: (r) => r.name },
    ...completionColumns<CompletionSchool>(),
    kind: 'bars',
    unit: '%',
    fileName: fileName('completion-by-school', filter),
  };
}

export function completionByGradeChart(data: Completion, filter: AnalyticsFilter): ChartSpec<CompletionGrade> {
  return {
    id: 'completion-grade',
    title: i18n._('analytics.completion.byGrade'),
    description: i18n._('analytics.completion.note'),
    rows: data.byGrade,
    category: { key: 'grade', label: i18n._('analytics.grade'), value: (r) => r.name },
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
    title: i18n._('analytics.time.title'),
    description: i18n._('analytics.time.description', {
      teachers: formatNumber(hours(totals.teacherSeconds)),
      admins: formatNumber(hours(totals.adminSeconds)),
      parents: formatNumber(hours(totals.parentSeconds)),
    }),
    rows: data.weeks,
    category: weekColumn(),
    series: [
      { key: 'teacherHours', label: i18n._('analytics.time.teachers'), value: (w) => hours(w.teacherSeconds), color: blue },
      { key: 'adminHours', label: i18n._('analytics.time.admins'), value: (w) => hours(w.adminSeconds), color: purple },
      { key: 'parentHours', label: i18n._('analytics.time.parents'), value: (w) => hours(w.parentSeconds), color: orange },
    ],
    kind: 'stacked-bars',
    unit: 'hours',
    fileName: fileName('time-spent', filter),
  };
}

export function gradebookWeeksChart(data: GradebookUse, filter: AnalyticsFilter): ChartSpec<Week<GradebookUse>> {
  return {
    id: 'gradebook-weeks',
    title: i18n._('analytics.gradebook.title'),
    description: i18n._('analytics.gradebook.description', { scores: data.totals.scoresSaved, templates: data.totals.templatesSaved }),
    rows: data.weeks,
    category: weekColumn(),
    series: [
      { key: 'scoresSaved', label: i18n._('analytics.gradebook.scores'), value: (w) => w.scoresSaved, color: blue },
      { key: 'templatesSaved', label: i18n._('analytics.gradebook.templates'), value: (w) => w.templatesSaved, color: orange },
    ],
    kind: 'bars',
    fileName: fileName('gradebook-use', filter),
  };
}

export function gradebookSchoolsChart(data: GradebookUse, filter: AnalyticsFilter): ChartSpec<GradebookUse['bySchool'][number]> {
  return {
    id: 'gradebook-schools',
    title: i18n._('analytics.classes.title'),
    description: i18n._('analytics.classes.description', { with: data.totals.classesWithGradebook, classes: data.totals.classes }),
    rows: data.bySchool,
    category: { key: 'school', label: i18n._('analytics.school'), value: (r) => r.name },
    series: [
      { key: 'classesWithGradebook', label: i18n._('analytics.classes.with'), value: (r) => r.classesWithGradebook, color: teal },
      {
        key: 'classesWithout',
        label: i18n._('analytics.classes.without'),
        value: (r) => r.classes - r.classesWithGradebook,
        color: purple,
      },
    ],
    details: [{ key: 'classes', label: i18n._('analytics.classes.classes'), value: (r) => r.classes }],
    kind: 'stacked-bars',
    fileName: fileName('classes-with-gradebook', filter),
  };
}
