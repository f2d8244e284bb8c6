import type { AttributeSource, CatalogueAttribute, Division, TemplateAttribute } from '@/contract/schemas/gradebook';
import type { gradebookAttributes, gradebookTemplates, gradeScores } from '../db/schema';
import type { ClassSeed } from './classes';
import { asOf, daysBefore, setupDay } from './clock';
import type { CourseKey, Curriculum } from './curriculum';
import { id, rng } from './rng';

type AttributeRow = typeof gradebookAttributes.$inferInsert & { id: string };
type TemplateRow = typeof gradebookTemplates.$inferInsert & { id: string };
type ScoreRow = typeof gradeScores.$inferInsert;

const catalogueEntries: [string, AttributeSource][] = [
  ['Quiz performance', 'quiz'],
  ['Lab performance', 'lab'],
  ['Activity performance', 'activity'],
  ['Completion', 'completion'],
  ['Time spent', 'time'],
  ['Manual entry', 'manual'],
];

export interface GradebookSeed {
  attributes: AttributeRow[];
  templates: TemplateRow[];
  scores: ScoreRow[];
}

/**
 * The attribute catalogue, the platform DEFAULT template and one template per course, in
 * exactly the wire shape of `contract/schemas/gradebook.ts`, plus some manual scores.
 */
export function buildGradebook(curriculum: Curriculum, classes: ClassSeed[]): GradebookSeed {
  const catalogue: CatalogueAttribute[] = catalogueEntries.map(([name, value]) => ({
    _id: id(`gradebook-attribute/${value}`),
    name,
    value,
  }));
  const from = (value: AttributeSource) => catalogue.find((a) => a.value === value)!;

  const template = (key: string, courseId: string | null, type: 'DEFAULT' | 'COURSE'): TemplateRow => {
    const attr = (n: string, name: string, maxScore: number, t: TemplateAttribute['type'], source: AttributeSource): TemplateAttribute => ({
      _id: id(`template/${key}/attribute/${n}`),
      name,
      maxScore,
      type: t,
      _attribute: from(source),
    });
    const gradings: Division[] = [
      {
        _id: id(`template/${key}/division/assessments`),
        name: 'Assessments',
        weight: 40,
        attributes: [attr('quizzes', 'Quizzes', 100, 'percent', 'quiz')],
      },
      { _id: id(`template/${key}/division/labs`), name: 'Labs', weight: 35, attributes: [attr('labs', 'Labs', 100, 'percent', 'lab')] },
      {
        _id: id(`template/${key}/division/participation`),
        name: 'Participation',
        weight: 25,
        attributes: [
          attr('completion', 'Completion', 100, 'percent', 'completion'),
          attr('participation', 'Class participation', 10, 'points', 'manual'),
        ],
      },
    ];
    // Activities count in course templates; the DEFAULT keeps them aside for teachers to place.
    if (type === 'COURSE') gradings[2]!.attributes.unshift(attr('activities', 'Activities', 100, 'percent', 'activity'));
    const unassigned = [attr('time', 'Time on task', 100, 'percent', 'time')];
    if (type === 'DEFAULT') unassigned.push(attr('activities', 'Activities', 100, 'percent', 'activity'));
    return { id: id(`template/${key}`), courseId, type, gradings, unassigned, version: 1, updatedAt: setupDay };
  };

  const templates = [
    template('default', null, 'DEFAULT'),
    ...(Object.keys(curriculum.courses) as CourseKey[]).map((course) => template(course, curriculum.courses[course].id, 'COURSE')),
  ];

  // Class participation (manual, out of 10) for most students of every class: a few missing or excused.
  const random = rng('gradebook');
  const scores: ScoreRow[] = [];
  for (const c of classes) {
    const attributeId = id(`template/${c.course}/attribute/participation`);
    for (const student of c.students) {
      const roll = random.next();
      if (roll < 0.15) continue; // not graded yet
      const state = roll < 0.2 ? 'missing' : roll < 0.23 ? 'excused' : 'graded';
      scores.push({
        courseInstanceId: c.instance.id,
        studentId: student.id,
        attributeId,
        value: state === 'graded' ? random.int(5, 10) : null,
        state,
        updatedBy: c.instance.teacherId,
        updatedAt: daysBefore(asOf, random.int(1, 14)),
      });
    }
  }

  return {
    attributes: catalogue.map((a) => ({ id: a._id, name: a.name, value: a.value })),
    templates,
    scores,
  };
}
