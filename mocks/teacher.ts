import { api } from '@/contract/api';
import type {
  ClassCompletion,
  ContentDetail,
  ContentSummary,
  CourseInstance,
  DashboardStatistics,
  GradeSection,
  PerformanceSeries,
  StudentProfile,
  StudentProgress,
  StudentSummary,
  Unit,
  UsersCount,
} from '@/contract/schemas/teacher';
import { apiError, mockEndpoint } from './endpoint';

/**
 * msw handlers and fixtures of the teacher workspace, typed by the contract: a teacher with three
 * classes in school A and one in school B, a Python course with five units (one per colour level),
 * a roster of twelve students and one student's full detail. School-scoped handlers answer by the
 * `schoolid` header, so tests can switch school; unknown ids answer 404 like the server.
 */

/** Deterministic UUIDs (the contract's ids are UUIDs). */
export const fixtureId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const schoolA = { _id: fixtureId(1), name: 'Lincoln Middle School' };
export const schoolB = { _id: fixtureId(2), name: 'Roosevelt Middle School' };

const grade = (level: string) => ({ _id: fixtureId(100 + Number(level)), level, name: `Grade ${level}` });
const section = (n: number, name: string) => ({ _id: fixtureId(200 + n), name, grade: grade(name.split('-')[0]!) });
const sections = { a7A: section(1, '7-A'), a7B: section(2, '7-B'), a8A: section(3, '8-A'), b6A: section(4, '6-A') };

const courses = {
  python: { _id: fixtureId(300), name: 'Python Programming', description: 'Variables, loops, functions and data.', gradeBand: '6–8' },
  web: { _id: fixtureId(301), name: 'Web Design', description: 'HTML, CSS and a first taste of JavaScript.', gradeBand: '6–8' },
  algorithms: { _id: fixtureId(302), name: 'Data and Algorithms', description: 'Searching, sorting and growth.', gradeBand: '8' },
};

const instance = (
  n: number,
  course: CourseInstance['_course'],
  gradeSection: CourseInstance['gradeSection'],
  school: CourseInstance['school'],
  figures: Pick<CourseInstance, 'studentCount' | 'completion' | 'averageScore'>,
): CourseInstance => ({
  _id: fixtureId(400 + n),
  _course: course,
  gradeSection,
  school,
  startDate: '2026-09-01',
  unitCount: 5,
  contentCount: 18,
  ...figures,
});

export const myCoursesBySchool: Record<string, CourseInstance[]> = {
  [schoolA._id]: [
    instance(1, courses.algorithms, sections.a8A, schoolA, { studentCount: 24, completion: 38.2, averageScore: 74.5 }),
    instance(2, courses.python, sections.a7A, schoolA, { studentCount: 12, completion: 61.4, averageScore: 81.2 }),
    instance(3, courses.web, sections.a7B, schoolA, { studentCount: 26, completion: 12.9, averageScore: null }),
  ],
  [schoolB._id]: [instance(4, courses.python, sections.b6A, schoolB, { studentCount: 22, completion: 47.5, averageScore: 69.8 })],
};
export const pythonClass = myCoursesBySchool[schoolA._id]![1]!;

export const statisticsBySchool: Record<string, DashboardStatistics> = {
  [schoolA._id]: {
    studentCount: 62,
    classCount: 3,
    courseCount: 3,
    activeStudentsThisWeek: 41,
    completionsThisWeek: 187,
    totalTimeSpentSeconds: 62 * 5 * 3600 + 1800,
    averageTimeSpentSeconds: 5 * 3600 + 29,
    averageCompletion: 35.6,
    averageScore: 77.1,
    myTimeThisWeekSeconds: 4 * 3600 + 25 * 60,
  },
  [schoolB._id]: {
    studentCount: 22,
    classCount: 1,
    courseCount: 1,
    activeStudentsThisWeek: 9,
    completionsThisWeek: 31,
    totalTimeSpentSeconds: 22 * 3 * 3600,
    averageTimeSpentSeconds: 3 * 3600,
    averageCompletion: 47.5,
    averageScore: 69.8,
    myTimeThisWeekSeconds: 4 * 3600 + 25 * 60,
  },
};

export const courseCompletionBySchool: Record<string, ClassCompletion[]> = Object.fromEntries(
  Object.entries(myCoursesBySchool).map(([school, classes]) => [
    school,
    classes.map((c) => ({
      _id: c._id,
      _course: c._course._id,
      courseName: c._course.name,
      gradeSection: c.gradeSection.name,
      completion: c.completion,
      studentCount: c.studentCount,
    })),
  ]),
);

export const usersCountBySchool: Record<string, UsersCount> = {
  [schoolA._id]: { myStudents: 62, myClasses: 3, students: 412, teachers: 18, classes: 27, gradeSections: 9 },
  [schoolB._id]: { myStudents: 22, myClasses: 1, students: 288, teachers: 12, classes: 16, gradeSections: 6 },
};

// ── The Python course: five units, one per colour level ─────────────────────────────────────

const unitNames = ['Getting Started', 'Loops and Conditions', 'Functions', 'Lists and Dictionaries', 'Projects'];
export const pythonUnits: Unit[] = unitNames.map((name, i) => ({
  _id: fixtureId(500 + i),
  name,
  description: `Unit ${i + 1} of Python Programming.`,
  position: i + 1,
  level: i + 1,
  contentCount: i === 4 ? 0 : 4,
  completion: [92.5, 71, 48.3, 12, 0][i]!,
  averageScore: [88, 79.5, 70.2, null, null][i]!,
}));

const kinds = ['lesson', 'activity', 'lab', 'quiz'] as const;
/** The items of the first four units (the fifth is empty). */
export const pythonContents: Record<string, ContentSummary[]> = Object.fromEntries(
  pythonUnits.slice(0, 4).map((unit, u) => [
    unit._id,
    kinds.map((kind, k) => ({
      _id: fixtureId(600 + u * 10 + k),
      title: `${unit.name}: ${kind === 'lesson' ? 'Lesson' : kind === 'activity' ? 'Practice' : kind === 'lab' ? 'Lab' : 'Quiz'}`,
      kind,
      position: k + 1,
      maxScore: kind === 'lesson' ? null : 10,
      minutes: 15 + 5 * k,
      completion: null,
      averageScore: null,
    })),
  ]),
);

export const contentBody =
  String.raw`# Area of a circle

The area of a circle of radius $r$ is $A = \pi r^2$. A pizza costs \$12, so two cost \$24.

$$
\sum_{i=1}^{n} i = \frac{n(n+1)}{2}
$$

` +
  '```python\nimport math\n\ndef area(r):\n    return math.pi * r ** 2  # square the radius\n```\n\n| $r$ | area |\n|---|---|\n| 1 | 3.14 |\n| 2 | 12.57 |\n';

/** Course order across units: the content page's previous/next. */
const courseOrder = pythonUnits.slice(0, 4).flatMap((unit) => pythonContents[unit._id]!.map((item) => ({ unit, item })));

export function contentDetail(contentId: string): ContentDetail | undefined {
  const index = courseOrder.findIndex(({ item }) => item._id === contentId);
  if (index < 0) return undefined;
  const { unit, item } = courseOrder[index]!;
  return {
    ...item,
    body: contentBody,
    section: { _id: unit._id, name: unit.name, position: unit.position, level: unit.level },
    _course: { _id: courses.python._id, name: courses.python.name },
    previous: courseOrder[index - 1]?.item._id ?? null,
    next: courseOrder[index + 1]?.item._id ?? null,
  };
}

// ── The roster of the Python class ──────────────────────────────────────────────────────────

const names = [
  ['Ava', 'Martinez'],
  ['Liam', 'Nguyen'],
  ['Noah', 'Okafor'],
  ['Emma', 'Brown'],
  ['Olivia', 'Chen'],
  ['Mateo', 'Garcia'],
  ['Sofia', 'Ivanova'],
  ['Lucas', 'Dubois'],
  ['Mia', 'Kowalski'],
  ['Ethan', 'Adams'],
  ['Zara', 'Haddad'],
  ['Kai', 'Yamamoto'],
] as const;
const day = 86_400_000;
const now = Date.parse('2026-11-20T15:00:00Z');

export const pythonRoster: StudentSummary[] = names
  .map(([firstName, lastName], i) => ({
    _id: fixtureId(700 + i),
    firstName,
    lastName,
    studentNumber: `S-${1001 + i}`,
    completion: [88, 72.5, 15, 100, 64, 0, 93.3, 41, 57, 79, 22.5, 68][i]!,
    averageScore: i === 5 ? null : [91, 77, 58, 96, 70, 0, 88, 62, 81, 74, 49, 85][i]!,
    timeSpentSeconds: [40, 31, 6, 52, 28, 0, 45, 19, 25, 35, 9, 30][i]! * 600,
    completedCount: Math.round(([88, 72.5, 15, 100, 64, 0, 93.3, 41, 57, 79, 22.5, 68][i]! / 100) * 18),
    lastActivityAt: i === 5 ? null : new Date(now - [1, 3, 20, 0.2, 2, 0, 0.5, 9, 4, 1.5, 14, 6][i]! * day).toISOString(),
  }))
  .sort((a, b) => a.lastName.localeCompare(b.lastName));

// ── One student's detail: Ava Martinez ──────────────────────────────────────────────────────

export const ava = pythonRoster.find((s) => s.firstName === 'Ava')!;
const pythonRef = { _id: pythonClass._id, _course: { _id: courses.python._id, name: courses.python.name }, gradeSection: '7-A' };

export const avaProfile: StudentProfile = {
  _id: ava._id,
  firstName: ava.firstName,
  lastName: ava.lastName,
  studentNumber: ava.studentNumber,
  school: schoolA,
  gradeSection: sections.a7A,
  parents: [{ _id: fixtureId(800), name: 'Rosa Martinez', email: 'rosa.martinez@example.org' }],
  courses: [
    {
      _id: pythonClass._id,
      _course: pythonRef._course,
      gradeSection: '7-A',
      completion: ava.completion,
      averageScore: ava.averageScore,
      timeSpentSeconds: ava.timeSpentSeconds,
      lastActivityAt: ava.lastActivityAt,
    },
  ],
};

export const avaProgress: StudentProgress = [
  {
    courseInstance: pythonRef,
    completion: ava.completion,
    averageScore: ava.averageScore,
    timeSpentSeconds: ava.timeSpentSeconds,
    sections: pythonUnits.map((unit, i) => ({
      _id: unit._id,
      name: unit.name,
      position: unit.position,
      level: unit.level,
      contentCount: unit.contentCount,
      completedCount: [4, 4, 3, 1, 0][i]!,
      completion: [100, 100, 75, 25, 0][i]!,
      averageScore: [95, 90, 86, null, null][i]!,
      timeSpentSeconds: [7200, 6600, 5400, 900, 0][i]!,
    })),
  },
];

const series = (kindIndex: number, scores: number[], averages: (number | null)[]): PerformanceSeries => [
  {
    courseInstance: pythonRef,
    points: scores.map((score, u) => ({
      contentId: fixtureId(600 + u * 10 + kindIndex),
      title: pythonContents[pythonUnits[u]!._id]![kindIndex]!.title,
      unit: { _id: pythonUnits[u]!._id, name: pythonUnits[u]!.name, position: u + 1 },
      score,
      classAverage: averages[u] ?? null,
      completedAt: new Date(now - (10 - u) * 3 * day).toISOString(),
    })),
  },
];
export const avaActivity = series(1, [90, 100, 80], [78, 82, 71]);
export const avaLab = series(2, [95, 85, 70], [80, 74, null]);
export const avaQuiz = series(3, [100, 90], [76, 69]);

// ── Grades and sections ─────────────────────────────────────────────────────────────────────

export const grades = [grade('6'), grade('7'), grade('8')].map((g, i) => ({ ...g, position: 6 + i }));

export const gradeSectionsBySchool: Record<string, GradeSection[]> = {
  [schoolA._id]: [
    { ...sections.a7A, studentCount: 28, myStudentCount: 12 },
    { ...sections.a7B, studentCount: 27, myStudentCount: 26 },
    { ...sections.a8A, studentCount: 30, myStudentCount: 24 },
    { ...section(5, '8-B'), studentCount: 29, myStudentCount: 0 },
  ],
  [schoolB._id]: [{ ...sections.b6A, studentCount: 25, myStudentCount: 22 }],
};

// ── Handlers ────────────────────────────────────────────────────────────────────────────────

const schoolOf = (request: Request) => request.headers.get('schoolid') ?? '';
const forbiddenSchool = () => apiError(403, 'You do not work in this school.', { code: 'FORBIDDEN' });
const notFound = (what: string) => apiError(404, `${what} not found.`, { code: 'NOT_FOUND' });

/** Every teacher endpoint, answering from the fixtures above. */
export const teacherHandlers = [
  mockEndpoint(api.dashboardStatistics, ({ request }) => statisticsBySchool[schoolOf(request)] ?? forbiddenSchool()),
  mockEndpoint(api.schoolProgress, ({ request }) => courseCompletionBySchool[schoolOf(request)] ?? forbiddenSchool()),
  mockEndpoint(api.usersCount, ({ request }) => usersCountBySchool[schoolOf(request)] ?? forbiddenSchool()),
  mockEndpoint(api.myCourses, ({ request }) => {
    const items = myCoursesBySchool[schoolOf(request)];
    return items ? { items, total: items.length, page: 0, pageSize: 500 } : forbiddenSchool();
  }),
  mockEndpoint(api.courseSections, ({ params }) => {
    const courseInstance = Object.values(myCoursesBySchool)
      .flat()
      .find((c) => c._id === params.courseId);
    if (!courseInstance) return notFound('Course');
    return { courseInstance, sections: courseInstance._course._id === courses.python._id ? pythonUnits : [] };
  }),
  mockEndpoint(api.sectionContents, ({ params, request }) => {
    const unit = pythonUnits.find((u) => u._id === params.id);
    if (!unit) return notFound('Unit');
    const withClass = new URL(request.url).searchParams.has('instance');
    const contents = (pythonContents[unit._id] ?? []).map((item, i) =>
      withClass ? { ...item, completion: Math.max(0, unit.completion - 8 * i), averageScore: item.maxScore ? 80 - 4 * i : null } : item,
    );
    return { section: { ...unit, _course: { _id: courses.python._id, name: courses.python.name } }, contents };
  }),
  mockEndpoint(api.contentItem, ({ params }) => contentDetail(params.id!) ?? notFound('Content')),
  mockEndpoint(api.enrolledStudents, ({ params }) => (params.id === pythonClass._id ? pythonRoster : notFound('Class'))),
  mockEndpoint(api.studentGet, ({ params }) => (params.id === ava._id ? avaProfile : notFound('Student'))),
  mockEndpoint(api.studentProgress, ({ params }) => (params.id === ava._id ? avaProgress : notFound('Student'))),
  mockEndpoint(api.studentActivityPerformance, ({ params }) => (params.id === ava._id ? avaActivity : notFound('Student'))),
  mockEndpoint(api.studentLabPerformance, ({ params }) => (params.id === ava._id ? avaLab : notFound('Student'))),
  mockEndpoint(api.studentQuizPerformance, ({ params }) => (params.id === ava._id ? avaQuiz : notFound('Student'))),
  mockEndpoint(api.grades, () => grades),
  mockEndpoint(api.gradeSections, ({ request }) => gradeSectionsBySchool[schoolOf(request)] ?? forbiddenSchool()),
  mockEndpoint(api.gradeSectionStudents, ({ params, request }) => {
    const sectionsOfSchool = gradeSectionsBySchool[schoolOf(request)];
    if (!sectionsOfSchool) return forbiddenSchool();
    if (!sectionsOfSchool.some((s) => s._id === params.id)) return notFound('Grade section');
    return params.id === sections.a7A._id ? pythonRoster : [];
  }),
];
