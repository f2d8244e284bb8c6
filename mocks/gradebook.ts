import type { CatalogueAttribute, GradebookTemplate, TemplateAttribute } from '../contract/schemas/gradebook';

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
      _course: courses.python,
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
