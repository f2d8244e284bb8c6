/**
 * The heart of an import: the file's records against the district's current rows, answered as the
 * rows to write (with before and after images) and the dry run's diff. Pure: the dry run and the
 * apply (inside its transaction, against the data as it is then) run the same plan.
 * Mapping and semantics: docs/ARCHITECTURE.md, "Rostering". One step per file under `plan/`, run in
 * the order below: each step answers what the later ones refer to (orgs, people, classes), and the
 * order is also the order of the diff's sample and of the errors.
 */
import type { RosterDiff } from '../repos/roster-diff';
import { planAcademicSessions } from './plan/academic-sessions';
import { planClasses } from './plan/classes';
import { type PlanInput, planContext } from './plan/context';
import { planCourses } from './plan/courses';
import { planEnrollments } from './plan/enrollments';
import { gradeSections } from './plan/grade-sections';
import { planLinks } from './plan/links';
import { planOrgs } from './plan/orgs';
import { planPeople } from './plan/people';
import { planUsers } from './plan/users';
import type { PlannedWrites } from './writes';

export interface RosterPlan {
  writes: PlannedWrites;
  diff: RosterDiff;
}

export function planImport(input: PlanInput): RosterPlan {
  const ctx = planContext(input);
  const orgs = planOrgs(ctx);
  const sessionStart = planAcademicSessions(ctx);
  const courseOf = planCourses(ctx, orgs);
  const sectionFor = gradeSections(ctx);
  const people = planPeople(ctx, orgs);
  planUsers(ctx, people, sectionFor);
  const classes = planClasses(ctx, orgs, people, courseOf, sessionStart, sectionFor);
  planEnrollments(ctx, people, classes);
  planLinks(ctx);
  return { writes: ctx.writes, diff: ctx.diff.result() };
}
