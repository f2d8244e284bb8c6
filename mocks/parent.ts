import { api } from '@/contract/api';
import type { Child, ChildDashboard, FamilySummarySettings } from '@/contract/schemas/parent';
import { mockEndpoint } from './endpoint';
import { schoolA } from './shell';

/** A parent's two children, as `GET /api/v1/parent/get-children` lists them. */
export const twoChildren: Child[] = [
  {
    _id: '00000000-0000-4000-8000-0000000000c1',
    firstName: 'Ada',
    lastName: 'Parent',
    school: { _id: schoolA._id, name: schoolA.name },
    gradeSection: { _id: 'g1', name: '7-A' },
    courses: [],
  },
  {
    _id: '00000000-0000-4000-8000-0000000000c2',
    firstName: 'Ben',
    lastName: 'Parent',
    school: { _id: schoolA._id, name: schoolA.name },
    gradeSection: { _id: 'g2', name: '5-B' },
    courses: [],
  },
];

/** Ada: one course going well with weighted divisions, one not started; recent work. */
export const adaDashboard: ChildDashboard = {
  child: {
    _id: twoChildren[0]!._id,
    firstName: 'Ada',
    lastName: 'Parent',
    school: twoChildren[0]!.school,
    gradeSection: { _id: 'g1', name: '7-A' },
  },
  timeSpentSeconds: 3900,
  courses: [
    {
      _id: 'k1',
      courseId: 'course-1',
      name: 'Intro to Python',
      teacherName: 'Tess Teacher',
      itemsTotal: 30,
      itemsCompleted: 12,
      completion: 40,
      averageScore: 70,
      timeSpentSeconds: 3600,
      lastActivityAt: '2025-03-01T10:00:00.000Z',
      units: [
        { _id: 'u1', name: 'Variables', level: 1, items: 10, completed: 10, inProgress: 0 },
        { _id: 'u2', name: 'Loops', level: 2, items: 20, completed: 2, inProgress: 3 },
      ],
      grades: {
        total: 72,
        rule: 'weights',
        divisions: [
          { _id: 'd1', name: 'Quizzes', weight: 50, percent: 80 },
          { _id: 'd2', name: 'Projects', weight: 50, percent: 64 },
        ],
      },
    },
    {
      _id: 'k2',
      courseId: 'course-2',
      name: 'Web Basics',
      teacherName: 'Tess Teacher',
      itemsTotal: 20,
      itemsCompleted: 0,
      completion: 0,
      averageScore: null,
      timeSpentSeconds: 300,
      lastActivityAt: null,
      units: [],
      grades: { total: null, rule: 'points', divisions: [{ _id: 'd3', name: 'Labs', weight: null, percent: null }] },
    },
  ],
  recentActivity: [
    {
      at: '2025-03-01T10:00:00.000Z',
      courseName: 'Intro to Python',
      unitName: 'Loops',
      title: 'While loops quiz',
      kind: 'quiz',
      status: 'completed',
      scorePercent: 90,
    },
  ],
};

/** Ben: a course where he needs a little help, nothing recent. */
export const benDashboard: ChildDashboard = {
  child: {
    _id: twoChildren[1]!._id,
    firstName: 'Ben',
    lastName: 'Parent',
    school: twoChildren[1]!.school,
    gradeSection: { _id: 'g2', name: '5-B' },
  },
  timeSpentSeconds: 600,
  courses: [
    {
      _id: 'k3',
      courseId: 'course-3',
      name: 'Scratch Stories',
      teacherName: 'Sam Teacher',
      itemsTotal: 10,
      itemsCompleted: 3,
      completion: 30,
      averageScore: 45,
      timeSpentSeconds: 600,
      lastActivityAt: '2025-02-20T10:00:00.000Z',
      units: [{ _id: 'u3', name: 'Sprites', level: 1, items: 10, completed: 3, inProgress: 1 }],
      grades: null,
    },
  ],
  recentActivity: [],
};

/** The parent portal's calls, answering the fixtures above (the dashboard by the asked child). */
export function parentHandlers(children: Child[] = twoChildren, summary: FamilySummarySettings = { enabled: false, locale: 'en' }) {
  const dashboards = new Map([adaDashboard, benDashboard].map((d) => [d.child._id, d]));
  let settings = summary;
  return [
    mockEndpoint(api.parentChildren, () => children),
    mockEndpoint(api.parentDashboard, ({ body }) => dashboards.get((body as { childId: string }).childId)!),
    mockEndpoint(api.familySummaryGet, () => settings),
    mockEndpoint(api.familySummaryUpdate, ({ body }) => {
      settings = body as FamilySummarySettings;
      return settings;
    }),
  ];
}
