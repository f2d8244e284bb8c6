import { z } from 'zod';

/** Where a score comes from (the attribute catalogue's `value`). */
export const attributeSources = ['quiz', 'lab', 'activity', 'completion', 'time', 'manual'] as const;
export const attributeSourceSchema = z.enum(attributeSources);
export type AttributeSource = z.infer<typeof attributeSourceSchema>;

/** An entry of the attribute catalogue: `GET /api/v1/gradebook/attribute/get`. */
export const catalogueAttributeSchema = z.object({ _id: z.string(), name: z.string(), value: attributeSourceSchema });
export type CatalogueAttribute = z.infer<typeof catalogueAttributeSchema>;

/**
 * How a score is recorded: `points` (0…maxScore), `percent` (0…100, scaled to maxScore) or
 * `complete` (complete = maxScore, incomplete = 0).
 */
export const attributeTypes = ['points', 'percent', 'complete'] as const;
export const attributeTypeSchema = z.enum(attributeTypes);
export type AttributeType = z.infer<typeof attributeTypeSchema>;

/** An attribute of a template (ARCHITECTURE.md §6). `_id` is stable within the template; scores refer to it. */
export const templateAttributeSchema = z.strictObject({
  _id: z.string().min(1).max(64),
  name: z.string().max(120),
  maxScore: z.number().min(0).max(10_000).nullable(),
  type: attributeTypeSchema.nullable(),
  _attribute: catalogueAttributeSchema.nullable(),
});
export type TemplateAttribute = z.infer<typeof templateAttributeSchema>;

/** A division of a template: a named group of attributes with an optional weight in percent. */
export const divisionSchema = z.strictObject({
  _id: z.string().min(1).max(64),
  name: z.string().max(120),
  weight: z.number().min(0).max(100).nullable(),
  attributes: z.array(templateAttributeSchema).max(500),
});
export type Division = z.infer<typeof divisionSchema>;

export const templateSchema = z.strictObject({
  _id: z.string(),
  /** The course, or null for the platform DEFAULT template. */
  _course: z.object({ _id: z.string(), name: z.string() }).nullable(),
  type: z.enum(['DEFAULT', 'COURSE']),
  gradings: z.array(divisionSchema).max(50),
  unassigned: z.array(templateAttributeSchema).max(500),
  /** Optimistic concurrency: a save must carry the stored version. */
  version: z.number().int().min(1),
  updatedAt: z.string(),
});
export type GradebookTemplate = z.infer<typeof templateSchema>;

// ── Saving a template ──────────────────────────────────────────────────────────────────────────

const sameName = (name: string) => name.trim().toLowerCase();

/**
 * The rules a template must follow to be saved, beyond its shape. Shared by the server (400 with
 * `details` paths) and the editor (to show the same messages before saving):
 * - division names are non-empty and unique (ignoring case and surrounding spaces); division ids unique;
 * - attribute ids are unique across the whole template (scores refer to them);
 * - a set `maxScore` is greater than 0;
 * - an attribute placed in a division is fully set: a name, a maxScore, a type and a source
 *   (`_attribute`) — otherwise the grid could not grade it. Unassigned attributes may be drafts.
 * - a `complete` attribute is scored 0 or maxScore; nothing else to check here.
 * - DEFAULT has no course; a COURSE template names one.
 */
export function templateIssues(template: Pick<GradebookTemplate, 'type' | '_course'> & TemplateParts<DraftAttribute, DraftDivision>) {
  const issues: Array<{ path: Array<string | number>; message: string }> = [];
  if (template.type === 'DEFAULT' && template._course !== null) issues.push({ path: ['_course'], message: 'must be null for DEFAULT' });
  if (template.type === 'COURSE' && template._course === null)
    issues.push({ path: ['_course'], message: 'is required for a course template' });

  const divisionIds = new Set<string>();
  const divisionNames = new Set<string>();
  const attributeIds = new Set<string>();
  const checkAttribute = (attribute: DraftAttribute, path: Array<string | number>, placed: boolean) => {
    if (attribute._id !== undefined) {
      if (attributeIds.has(attribute._id)) issues.push({ path: [...path, '_id'], message: 'is used by another attribute' });
      attributeIds.add(attribute._id);
    }
    if (attribute.maxScore !== null && !(attribute.maxScore > 0))
      issues.push({ path: [...path, 'maxScore'], message: 'must be greater than 0' });
    if (!placed) return;
    if (!attribute.name.trim()) issues.push({ path: [...path, 'name'], message: 'is required in a division' });
    if (attribute.maxScore === null) issues.push({ path: [...path, 'maxScore'], message: 'is required in a division' });
    if (attribute.type === null) issues.push({ path: [...path, 'type'], message: 'is required in a division' });
    if (attribute._attribute === null) issues.push({ path: [...path, '_attribute'], message: 'is required in a division' });
  };

  template.gradings.forEach((division, d) => {
    if (division._id !== undefined) {
      if (divisionIds.has(division._id)) issues.push({ path: ['gradings', d, '_id'], message: 'is used by another division' });
      divisionIds.add(division._id);
    }
    const name = sameName(division.name);
    if (!name) issues.push({ path: ['gradings', d, 'name'], message: 'is required' });
    else if (divisionNames.has(name)) issues.push({ path: ['gradings', d, 'name'], message: 'is used by another division' });
    divisionNames.add(name);
    division.attributes.forEach((attribute, a) => {
      checkAttribute(attribute, ['gradings', d, 'attributes', a], true);
    });
  });
  template.unassigned.forEach((attribute, a) => {
    checkAttribute(attribute, ['unassigned', a], false);
  });
  return issues;
}

/**
 * A division or attribute the editor added has no `_id` yet: the save assigns one (the editor's
 * "add" is a client-side act) and answers the template with it.
 */
export const draftAttributeSchema = templateAttributeSchema.extend({ _id: templateAttributeSchema.shape._id.optional() });
export type DraftAttribute = z.infer<typeof draftAttributeSchema>;
export const draftDivisionSchema = divisionSchema.extend({
  _id: divisionSchema.shape._id.optional(),
  attributes: z.array(draftAttributeSchema).max(500),
});
export type DraftDivision = z.infer<typeof draftDivisionSchema>;
interface TemplateParts<A, D> {
  gradings: D[];
  unassigned: A[];
}

/** The template's divisions and attributes with an id given to each that came without one. */
export function withAssignedIds(
  template: TemplateParts<DraftAttribute, DraftDivision>,
  newId: () => string,
): Pick<GradebookTemplate, 'gradings' | 'unassigned'> {
  const attribute = (a: DraftAttribute): TemplateAttribute => ({ ...a, _id: a._id ?? newId() });
  return {
    gradings: template.gradings.map((d) => ({ ...d, _id: d._id ?? newId(), attributes: d.attributes.map(attribute) })),
    unassigned: template.unassigned.map(attribute),
  };
}

/**
 * Body of `POST /api/v1/gradebook/template/save`: the whole template as `get/all` gave it, where new
 * divisions and attributes may come without `_id`.
 * `version` is the stored version the edit started from. A course that has no template yet has
 * stored version 0: sending `type: 'COURSE'`, its `_course` and `version: 0` creates its template
 * (the body's `_id` is then ignored and the server assigns one). `updatedAt` is ignored.
 */
export const templateSaveSchema = templateSchema
  .extend({
    gradings: z.array(draftDivisionSchema).max(50),
    unassigned: z.array(draftAttributeSchema).max(500),
    version: z.number().int().min(0),
    updatedAt: z.string().optional(),
  })
  .superRefine((template, ctx) => {
    for (const issue of templateIssues(template)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type GradebookTemplateSave = z.input<typeof templateSaveSchema>;

/** The body of a 409 on a stale save: the error body plus the template as it is stored now. */
export const templateConflictSchema = z.object({
  message: z.string(),
  code: z.literal('CONFLICT'),
  current: templateSchema,
});
export type TemplateConflict = z.infer<typeof templateConflictSchema>;

/** A course whose template this user may edit (`GET /api/v1/gradebook/courses/get/all`). */
export const gradebookCourseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** False: the course uses DEFAULT until its template is first saved (with `version: 0`). */
  hasTemplate: z.boolean(),
});
export type GradebookCourse = z.infer<typeof gradebookCourseSchema>;

// ── Scores ─────────────────────────────────────────────────────────────────────────────────────

/**
 * The state of a manual score. A cell with no stored score is "not graded" (empty).
 * - `graded`: `value` holds the points (0…maxScore);
 * - `missing`: the work was due and not handed in: counts as 0;
 * - `excused`: left out of every total, never lowers one.
 */
export const scoreStates = ['graded', 'missing', 'excused'] as const;
export const scoreStateSchema = z.enum(scoreStates);
export type ScoreState = z.infer<typeof scoreStateSchema>;

/** A stored manual score. `value` is in points (0…maxScore) whatever the attribute's `type`. */
export const manualScoreSchema = z.object({
  studentId: z.string(),
  attributeId: z.string(),
  value: z.number().nullable(),
  state: scoreStateSchema,
});
export type ManualScore = z.infer<typeof manualScoreSchema>;

/**
 * The automatic sources of one student in one class, each a percentage 0…100 or null when there
 * is nothing to measure yet (no graded quiz, lab or activity). Performance = mean of
 * score / maxScore over the graded items of that kind; completion = completed items / all items
 * of the course; time = time spent / expected time (the items' minutes), capped at 100.
 */
export const automaticScoresSchema = z.object({
  studentId: z.string(),
  quiz: z.number().nullable(),
  lab: z.number().nullable(),
  activity: z.number().nullable(),
  completion: z.number().nullable(),
  time: z.number().nullable(),
  /** Raw seconds behind `time`, for display. */
  timeSpentSeconds: z.number().int(),
});
export type AutomaticScores = z.infer<typeof automaticScoresSchema>;

export const gradebookStudentSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentNumber: z.string(),
});
export type GradebookStudent = z.infer<typeof gradebookStudentSchema>;

/** Everything the grade grid of one class needs, in one call. */
export const classGradebookSchema = z.object({
  courseInstance: z.object({
    _id: z.string(),
    _course: z.object({ _id: z.string(), name: z.string() }),
    gradeSection: z.object({ _id: z.string(), name: z.string() }),
    schoolId: z.string(),
  }),
  /** The course's template, or DEFAULT when the course has none. */
  template: templateSchema,
  /** Enrolled students, by last then first name. */
  students: z.array(gradebookStudentSchema),
  /** Manual scores of this class for the template's attributes. */
  scores: z.array(manualScoreSchema),
  /** One entry per enrolled student. */
  automatic: z.array(automaticScoresSchema),
});
export type ClassGradebook = z.infer<typeof classGradebookSchema>;

/**
 * Body of `POST /api/v1/gradebook/scores/save`: one cell. `value` is points (0…maxScore; a
 * `complete` attribute takes 0 or maxScore). `{value: null, state: 'graded'}` clears the cell
 * (not graded); `missing` and `excused` carry no value.
 */
/** What a cell held: its value and state; `null` for a cell with no score (not graded). */
export const scoreCellSchema = z.strictObject({ value: z.number().min(0).max(10_000).nullable(), state: scoreStateSchema });
export type ScoreCell = z.infer<typeof scoreCellSchema>;

export const scoreSaveSchema = z
  .strictObject({
    courseInstanceId: z.uuid({ error: 'must be a valid id' }),
    studentId: z.uuid({ error: 'must be a valid id' }),
    attributeId: z.string().min(1).max(64),
    value: z.number().min(0).max(10_000).nullable(),
    state: scoreStateSchema,
    /**
     * Optional: what the cell held when this entry was made (`null`: not graded). When the stored
     * cell is neither this nor the new entry, someone changed it meanwhile: 409 with `current`, and
     * nothing is written. When it already holds the new entry (a replayed save), nothing is written
     * again. Left out, the save writes whatever is stored (as before; the seed's calls).
     */
    expected: scoreCellSchema.nullable().optional(),
  })
  .superRefine((score, ctx) => {
    if (score.state !== 'graded' && score.value !== null)
      ctx.addIssue({ code: 'custom', path: ['value'], message: `must be empty when the state is ${score.state}` });
  });
export type ScoreSave = z.input<typeof scoreSaveSchema>;

/** The body of a 409 on a score save whose `expected` no longer matches: the cell as stored now (`null`: not graded). */
export const scoreConflictSchema = z.object({
  message: z.string(),
  code: z.literal('CONFLICT'),
  current: manualScoreSchema.nullable(),
});
export type ScoreConflict = z.infer<typeof scoreConflictSchema>;

/** The CSV export of one class: the file's name and its text (with a UTF-8 BOM). */
export const gradebookExportSchema = z.object({ filename: z.string(), csv: z.string() });
export type GradebookExport = z.infer<typeof gradebookExportSchema>;
