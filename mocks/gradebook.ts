import { HttpResponse } from 'msw';
import { api } from '@/contract/api';
import type {
  AutomaticScores,
  CatalogueAttribute,
  ClassGradebook,
  Division,
  GradebookCourse,
  GradebookStudent,
  GradebookTemplate,
  ManualScore,
  ScoreSave,
  TemplateAttribute,
} from '@/contract/schemas/gradebook';
import { scoreSaveSchema, templateSaveSchema, withAssignedIds } from '@/contract/schemas/gradebook';
import { scoreValueIssue } from '@/domain/grade-engine';
import { apiError, mockEndpoint } from './endpoint';

// ── Data ────────────────────────────────────────────────────────────────────────────────────────

/** The attribute catalogue: where a score comes from. */
export const catalogue: CatalogueAttribute[] = [
  { _id: 'cat-quiz', name: 'Quiz performance', value: 'quiz' },
  { _id: 'cat-lab', name: 'Lab performance', value: 'lab' },
  { _id: 'cat-activity', name: 'Activity performance', value: 'activity' },
  { _id: 'cat-completion', name: 'Completion', value: 'completion' },
  { _id: 'cat-time', name: 'Time spent', value: 'time' },
  { _id: 'cat-manual', name: 'Manual entry', value: 'manual' },
];

const source = (value: CatalogueAttribute['value']) => catalogue.find((c) => c.value === value)!;

export function attribute(id: string, name: string, value: CatalogueAttribute['value'], maxScore = 100): TemplateAttribute {
  return { _id: id, name, maxScore, type: 'points', _attribute: source(value) };
}

export const courses = {
  python: { _id: '11111111-1111-4111-8111-111111111111', name: 'Intro to Python' },
  web: { _id: '22222222-2222-4222-8222-222222222222', name: 'Web Foundations' },
} as const;

/** A fresh copy each call: tests mutate nothing shared. */
export function demoTemplates(): GradebookTemplate[] {
  return [
    {
      _id: 'tpl-default',
      _course: null,
      type: 'DEFAULT',
      gradings: [
        { _id: 'div-assess', name: 'Assessments', weight: 60, attributes: [attribute('a-quiz', 'Quizzes', 'quiz')] },
        { _id: 'div-practice', name: 'Practice', weight: 40, attributes: [attribute('a-lab', 'Labs', 'lab')] },
      ],
      unassigned: [attribute('a-time', 'Time on task', 'time', 10)],
      version: 1,
      updatedAt: '2026-09-01T08:00:00.000Z',
    },
    {
      _id: 'tpl-python',
      _course: { ...courses.python },
      type: 'COURSE',
      gradings: [
        {
          _id: 'div-py-tests',
          name: 'Tests',
          weight: null,
          attributes: [attribute('py-quiz', 'Unit quizzes', 'quiz'), attribute('py-project', 'Final project', 'manual', 50)],
        },
        { _id: 'div-py-work', name: 'Classwork', weight: null, attributes: [attribute('py-lab', 'Labs', 'lab')] },
      ],
      unassigned: [],
      version: 3,
      updatedAt: '2026-09-10T08:00:00.000Z',
    },
  ];
}

export const demoInstanceId = '33333333-3333-4333-8333-333333333333';
const uuid = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(12, '0')}`;

/**
 * A class with `students` students × a template of `divisions` divisions with `perDivision`
 * attributes each (every third one manual, the others automatic), with deterministic scores. The
 * component tests use a small one; the grid bench 1,000 × 100.
 */
export function generateClass({ students = 3, divisions = 2, perDivision = 3, seed = 1 } = {}): ClassGradebook {
  let state = seed;
  const random = () => {
    // mulberry32: deterministic, so a bench run is repeatable.
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const sources = ['quiz', 'lab', 'activity', 'completion', 'time'] as const;
  const gradings: Division[] = Array.from({ length: divisions }, (_, d) => ({
    _id: `div-${d + 1}`,
    name: `Division ${d + 1}`,
    weight: null,
    attributes: Array.from({ length: perDivision }, (_, a) => {
      const n = d * perDivision + a;
      const manual = n % 3 === 0;
      return attribute(
        `attr-${n + 1}`,
        manual ? `Assignment ${n + 1}` : `Measure ${n + 1}`,
        manual ? 'manual' : sources[n % 5]!,
        manual ? 20 : 100,
      );
    }),
  }));
  const roster: GradebookStudent[] = Array.from({ length: students }, (_, i) => ({
    _id: uuid('44444444-4444-4444-8444-', i + 1),
    firstName: ['Ada', 'Alan', 'Grace', 'Edsger', 'Barbara', 'Donald', 'Frances', 'John'][i % 8]!,
    lastName: `${['Lovelace', 'Turing', 'Hopper', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Backus'][i % 8]!}${i >= 8 ? ` ${Math.floor(i / 8) + 1}` : ''}`,
    studentNumber: `S${String(i + 1).padStart(5, '0')}`,
  }));
  const manualAttributes = gradings.flatMap((d) => d.attributes).filter((a) => a._attribute?.value === 'manual');
  const scores: ManualScore[] = [];
  for (const student of roster) {
    for (const a of manualAttributes) {
      const roll = random();
      if (roll < 0.1) continue;
      if (roll < 0.14) scores.push({ studentId: student._id, attributeId: a._id, value: null, state: 'missing' });
      else if (roll < 0.17) scores.push({ studentId: student._id, attributeId: a._id, value: null, state: 'excused' });
      else scores.push({ studentId: student._id, attributeId: a._id, value: Math.round(random() * (a.maxScore ?? 0)), state: 'graded' });
    }
  }
  const percent = () => (random() < 0.05 ? null : Math.round(40 + random() * 60));
  const automatic: AutomaticScores[] = roster.map((s) => ({
    studentId: s._id,
    quiz: percent(),
    lab: percent(),
    activity: percent(),
    completion: percent(),
    time: percent(),
    timeSpentSeconds: Math.round(random() * 40_000),
  }));
  return {
    courseInstance: {
      _id: demoInstanceId,
      _course: { ...courses.python },
      gradeSection: { _id: '55555555-5555-4555-8555-555555555555', name: '7-A' },
      schoolId: '66666666-6666-4666-8666-666666666666',
    },
    template: {
      _id: 'tpl-class',
      _course: { ...courses.python },
      type: 'COURSE',
      gradings,
      unassigned: [],
      version: 1,
      updatedAt: '2026-09-01T08:00:00.000Z',
    },
    students: roster,
    scores,
    automatic,
  };
}

// ── A small in-memory gradebook server (msw) ───────────────────────────────────────────────────

export interface GradebookMockState {
  templates: GradebookTemplate[];
  courses: GradebookCourse[];
  classes: Map<string, ClassGradebook>;
  /** Every body the save endpoint received, in order. */
  saves: unknown[];
  scoreSaves: ScoreSave[];
}

/**
 * msw handlers typed by the contract that behave like the server for the screens: saves check the
 * version (409 with `current`), bump it and answer with a message; score saves check maxScore.
 * Tests change `state` or add overriding handlers with `server.use(...)`.
 */
export function gradebookMock(initial: Partial<GradebookMockState> = {}) {
  const state: GradebookMockState = {
    templates: initial.templates ?? demoTemplates(),
    courses: initial.courses ?? [
      { ...courses.python, hasTemplate: true },
      { ...courses.web, hasTemplate: false },
    ],
    classes: initial.classes ?? new Map([[demoInstanceId, generateClass()]]),
    saves: [],
    scoreSaves: [],
  };

  const handlers = [
    mockEndpoint(api.gradebookAll, () => state.templates),
    mockEndpoint(api.gradebookCourses, () =>
      state.courses.map((c) => ({ ...c, hasTemplate: state.templates.some((t) => t._course?._id === c._id) })),
    ),
    mockEndpoint(api.gradebookAttributes, () => catalogue),
    mockEndpoint(api.gradebookSave, ({ body }) => {
      state.saves.push(body);
      const parsed = templateSaveSchema.safeParse(body);
      if (!parsed.success) {
        return apiError(400, 'Invalid body', { details: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
      }
      const sent = parsed.data;
      const stored =
        sent.version === 0
          ? state.templates.find((t) => t.type === 'COURSE' && t._course?._id === sent._course?._id)
          : state.templates.find((t) => t._id === sent._id);
      if (sent.version === 0 ? stored : !stored || stored.version !== sent.version) {
        if (!stored) return apiError(404, 'Template not found');
        return apiError(409, 'This template was changed by someone else.', { code: 'CONFLICT', current: stored } as never);
      }
      const saved: GradebookTemplate = {
        ...sent,
        ...withAssignedIds(sent, () => `new-${Math.random().toString(36).slice(2, 10)}`),
        _id: stored?._id ?? `tpl-${state.templates.length + 1}`,
        version: (stored?.version ?? 0) + 1,
        updatedAt: new Date(Date.UTC(2026, 9, 1, 8, state.saves.length)).toISOString(),
      };
      state.templates = stored ? state.templates.map((t) => (t === stored ? saved : t)) : [...state.templates, saved];
      return HttpResponse.json({ data: saved, message: 'Gradebook template saved' });
    }),
    mockEndpoint(api.gradebookClass, ({ params }) => state.classes.get(params.id ?? '') ?? apiError(404, 'Class not found')),
    mockEndpoint(api.gradebookScoreSave, ({ body }) => {
      const parsed = scoreSaveSchema.safeParse(body);
      if (!parsed.success) return apiError(400, 'Invalid body');
      const score = parsed.data;
      state.scoreSaves.push(score);
      const gradebook = state.classes.get(score.courseInstanceId);
      const target = gradebook?.template.gradings.flatMap((d) => d.attributes).find((a) => a._id === score.attributeId);
      if (!gradebook || !target) return apiError(404, 'Class or attribute not found');
      if (score.value !== null) {
        const issue = scoreValueIssue(target, score.value);
        if (issue) return apiError(400, `Score ${issue}`);
      }
      const stored: ManualScore = { studentId: score.studentId, attributeId: score.attributeId, value: score.value, state: score.state };
      const rest = gradebook.scores.filter((s) => s.studentId !== score.studentId || s.attributeId !== score.attributeId);
      gradebook.scores = score.state === 'graded' && score.value === null ? rest : [...rest, stored];
      return stored;
    }),
    mockEndpoint(api.gradebookExport, ({ params }) =>
      state.classes.has(params.id ?? '')
        ? { filename: 'intro-to-python-7-a.csv', csv: '\uFEFFStudent,Total\r\n' }
        : apiError(404, 'Class not found'),
    ),
  ];
  return { state, handlers };
}
