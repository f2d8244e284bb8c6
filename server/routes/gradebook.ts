import type { gradebookEndpoints } from '@/contract/endpoints/gradebook';
import { classGradebook } from '../gradebook/class-gradebook';
import { saveScore } from '../gradebook/score-save';
import { saveTemplate } from '../gradebook/template-save';
import { coursesInReach, templatesInReach } from '../gradebook/templates-in-reach';
import { gradebookCsv } from '../lib/gradebook-csv';
import { type Handlers, respond } from '../lib/register';
import { catalogue } from '../repos/gradebook-templates';

/** The gradebook: templates, the class grid and score entry (the rules in `server/gradebook/`). */
export const gradebookHandlers: Handlers<typeof gradebookEndpoints> = {
  gradebookAll: ({ user, services: { db } }) => templatesInReach(db, user),
  gradebookCourses: ({ user, services: { db } }) => coursesInReach(db, user),
  gradebookAttributes: ({ services: { db } }) => catalogue(db),
  gradebookSave: async ({ body, user, services: { db, notificationHub } }) =>
    respond(await saveTemplate(db, notificationHub, user, body), { message: 'Gradebook saved' }),
  // The class's reach and the audit row of the read: the declared `auditedRead`.
  gradebookClass: ({ params, services: { db } }) => classGradebook(db, params.id),
  gradebookScoreSave: ({ body, user, services: { db, notificationHub } }) => saveScore(db, notificationHub, user, body),
  gradebookExport: async ({ params, services: { db } }) => gradebookCsv(await classGradebook(db, params.id), new Date()),
};
