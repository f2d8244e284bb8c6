import { z } from 'zod';
import { defineEndpoint } from '../define';
import { idParams, staffRoles } from '../http';
import {
  catalogueAttributeSchema,
  classGradebookSchema,
  gradebookCourseSchema,
  gradebookExportSchema,
  manualScoreSchema,
  scoreSaveSchema,
  templateSaveSchema,
  templateSchema,
} from '../schemas/gradebook';

/** Parents and students never see a gradebook through these calls. */

/**
 * Gradebook templates, the attribute catalogue, and the scores of a class.
 *
 * Who may do what (checked by the server, by relationship, not only by role):
 * - see and save a course's template: a teacher of the course (teaches an instance of it), a
 *   school admin whose school offers it, a district admin whose district does, the super admin;
 * - save DEFAULT: the super admin only (everyone above may read it);
 * - read and write a class's scores: its teacher, and admins whose scope holds the class's school.
 */
export const gradebookEndpoints = {
  gradebookAll: defineEndpoint({
    method: 'GET',
    path: '/api/v1/gradebook/get/all',
    summary:
      'Templates this user may see: DEFAULT and the templates of courses they teach (admins: courses offered in their scope; super admin: all). DEFAULT first, then by course name.',
    roles: staffRoles,
    school: false,
    response: z.array(templateSchema),
  }),
  gradebookCourses: defineEndpoint({
    method: 'GET',
    path: '/api/v1/gradebook/courses/get/all',
    summary: 'Courses whose template this user may edit, by name, saying whether each has its own template yet.',
    roles: staffRoles,
    school: false,
    response: z.array(gradebookCourseSchema),
  }),
  gradebookAttributes: defineEndpoint({
    method: 'GET',
    path: '/api/v1/gradebook/attribute/get',
    summary: 'The attribute catalogue: where a score comes from (quiz, lab, activity, completion, time, manual).',
    roles: staffRoles,
    school: false,
    response: z.array(catalogueAttributeSchema),
  }),
  gradebookSave: defineEndpoint({
    method: 'POST',
    path: '/api/v1/gradebook/template/save',
    summary:
      'Save a whole template. `version` must be the stored one (0 creates a course template): else 409 with `current`. Answers the saved template with version + 1 and a message.',
    roles: staffRoles,
    school: false,
    body: templateSaveSchema,
    response: templateSchema,
  }),
  gradebookClass: defineEndpoint({
    method: 'GET',
    path: '/api/v1/gradebook/scores/instance/:id',
    summary:
      "One class's grade book: its template (the course's or DEFAULT), enrolled students, manual scores and automatic values from progress.",
    roles: staffRoles,
    school: false,
    auditedRead: { record: 'class', action: 'gradebook.class.read' },
    params: idParams,
    response: classGradebookSchema,
  }),
  gradebookScoreSave: defineEndpoint({
    method: 'POST',
    path: '/api/v1/gradebook/scores/save',
    summary:
      'Save one manual score cell (or clear it with value null and state graded). Answers the stored cell. With `expected` (what the cell held, null = not graded): 409 with `current` when someone changed it meanwhile.',
    roles: staffRoles,
    school: false,
    body: scoreSaveSchema,
    response: manualScoreSchema,
  }),
  gradebookExport: defineEndpoint({
    method: 'GET',
    path: '/api/v1/gradebook/export/instance/:id',
    summary:
      "A class's grade book as CSV text (UTF-8 BOM, RFC 4180): students × attributes, division and total percentages. The client saves `csv` under `filename`.",
    roles: staffRoles,
    school: false,
    auditedRead: { record: 'class', action: 'gradebook.class.read' },
    params: idParams,
    response: gradebookExportSchema,
  }),
};
