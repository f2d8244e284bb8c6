import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { buildClasses } from './classes';
import { buildCommunication } from './communication';
import { buildCurriculum } from './curriculum';
import { buildGradebook } from './gradebook';
import { insertChunked, type Writer } from './insert';
import { buildOrganisation } from './organisation';
import { buildPeople } from './people';
import { buildProgress } from './progress';
import { buildRecordReads } from './record-reads';
import { buildReports } from './reports';

export const demoPassword = 'demo1234';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
  return (row?.n ?? 0) === 0;
}

/** Every row of the demo school, built in memory without touching the database. */
export function buildDemo(passwordHash: string) {
  const org = buildOrganisation();
  const people = buildPeople(org, passwordHash);
  const curriculum = buildCurriculum();
  const classes = buildClasses(org, people, curriculum);
  return {
    org,
    people,
    curriculum,
    classes,
    progress: buildProgress(classes.classes, curriculum),
    gradebook: buildGradebook(curriculum, classes.classes),
    communication: buildCommunication(people, classes.classes, curriculum),
    reports: buildReports(people),
    recordReads: buildRecordReads(people),
  };
}
export type DemoData = ReturnType<typeof buildDemo>;

/**
 * Seeds the demo school of ARCHITECTURE.md §8 into an empty database, in one transaction (all or
 * nothing). Deterministic: ids, names, scores and dates come from fixed seeds and a fixed
 * calendar, so two databases seeded apart hold the same rows (only the password hash's salt differs).
 */
export async function seedDemo(db: Db): Promise<void> {
  // scrypt is deliberately slow: hash once, share the hash among the demo accounts.
  const data = buildDemo(await hashPassword(demoPassword));
  await db.transaction(async (tx) => insertDemo(tx, data));
}

async function insertDemo(tx: Writer, d: DemoData): Promise<void> {
  // Parents before children: the order of the foreign keys.
  await insertChunked(tx, schema.districts, d.org.districts);
  await insertChunked(tx, schema.schools, Object.values(d.org.schools));
  await insertChunked(tx, schema.grades, d.org.grades);
  await insertChunked(tx, schema.gradeSections, d.org.gradeSections);
  await insertChunked(tx, schema.users, d.people.users);
  await insertChunked(tx, schema.userSchools, d.people.userSchools);
  await insertChunked(tx, schema.students, d.people.students);
  await insertChunked(tx, schema.parentStudents, d.people.parentStudents);
  await insertChunked(tx, schema.courses, Object.values(d.curriculum.courses));
  await insertChunked(tx, schema.sections, d.curriculum.sections);
  await insertChunked(tx, schema.contents, d.curriculum.contents, 100);
  await insertChunked(tx, schema.courseInstances, d.classes.instances);
  await insertChunked(tx, schema.enrollments, d.classes.enrollments);
  await insertChunked(tx, schema.progress, d.progress);
  await insertChunked(tx, schema.gradebookAttributes, d.gradebook.attributes);
  await insertChunked(tx, schema.gradebookTemplates, d.gradebook.templates);
  await insertChunked(tx, schema.gradeScores, d.gradebook.scores);
  await insertChunked(tx, schema.notifications, d.communication.notifications);
  await insertChunked(tx, schema.announcements, d.communication.announcements);
  await insertChunked(tx, schema.timeSpent, d.communication.timeSpent);
  await insertChunked(tx, schema.bugReports, d.reports.bugReports);
  await insertChunked(tx, schema.errorReports, d.reports.errorReports);
  await insertChunked(tx, schema.auditLog, d.recordReads);
}
