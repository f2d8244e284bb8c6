/**
 * The classes step: course instances, whose teacher is the class's primary teacher enrollment;
 * answers each class's id and school, and the classes this import takes off the roster. A class
 * without grades takes its course's, else its students' most common, else keeps its section.
 */
import type { RowImage } from '../../repos/roster-tables';
import { changedFields } from '../diff';
import type { ClassRecord } from '../records';
import { linkKey, type PlanContext, pick } from './context';
import type { SectionFor } from './grade-sections';
import type { Orgs } from './orgs';
import type { People } from './people';

export function planClasses(
  ctx: PlanContext,
  { orgs }: Orgs,
  { people }: People,
  courseOf: Map<string, string>,
  sessionStart: Map<string, string>,
  sectionFor: SectionFor,
) {
  const { state, records, seen, snapshot, deleted, newId, diff, fail, implicit, oldLinks, dropLinks, inScope, link, mayChange, noteRow } =
    ctx;
  const teacherOf = new Map<string, { id: string; primary: boolean }>();
  for (const e of records.enrollments) {
    if (e.role !== 'teacher' || e.status !== 'active') continue;
    const person = people.get(e.userSourcedId);
    if (!person) {
      if (!seen.users.has(e.userSourcedId)) fail('enrollments', e.line, 'userSourcedId', `no user "${e.userSourcedId}" in users.csv`);
      continue;
    }
    if (person.kind !== 'user' || person.role !== 'teacher') {
      fail('enrollments', e.line, 'role', `user "${e.userSourcedId}" is not a teacher`);
      continue;
    }
    const current = teacherOf.get(e.classSourcedId);
    if (!current || (e.primary && !current.primary)) teacherOf.set(e.classSourcedId, { id: person.id, primary: e.primary });
  }
  const classesById = new Map(state.classes.map((c) => [c.id as string, c]));
  const classOf = new Map<string, { id: string; schoolId: string }>();
  for (const l of [...state.links, ...implicit.values()]) {
    const found = l.entity === 'class' && l.local_id ? classesById.get(l.local_id) : undefined;
    if (found && inScope(l)) classOf.set(l.sourced_id, { id: found.id as string, schoolId: found.school_id as string });
  }
  const gradeOf = classGrades(ctx);
  // A class given without terms runs in its course's school year (when the file gives the course one).
  const courseYear = new Map(records.courses.map((c) => [c.sourcedId, c.schoolYearSourcedId]));
  const termsOf = (row: ClassRecord) =>
    row.termSourcedIds.length ? row.termSourcedIds : [courseYear.get(row.courseSourcedId) ?? ''].filter(Boolean);
  const classesInFile = new Set<string>();
  for (const row of records.classes) {
    if (row.status !== 'active') continue;
    classesInFile.add(row.sourcedId);
    const org = orgs.get(row.schoolSourcedId);
    const courseId = courseOf.get(row.courseSourcedId);
    const terms = termsOf(row);
    const term = terms.find((t) => sessionStart.get(t));
    const linkedClass = classesById.get(classOf.get(row.sourcedId)?.id ?? '');
    // Without enrollments as a snapshot, a class the file carries without its teacher keeps the one it has.
    const teacher =
      teacherOf.get(row.sourcedId) ??
      (!snapshot('enrollments') && linkedClass ? { id: linkedClass.teacher_id as string, primary: true } : undefined);
    const grade = gradeOf(row);
    if (org?.kind !== 'school') {
      if (!seen.orgs.has(row.schoolSourcedId))
        fail('classes', row.line, 'schoolSourcedId', `no school "${row.schoolSourcedId}" in orgs.csv`);
      else if (!org) fail('classes', row.line, 'schoolSourcedId', 'an import into one school holds only that school’s classes');
      else fail('classes', row.line, 'schoolSourcedId', `"${row.schoolSourcedId}" is not a school`);
    }
    if (!courseId && !seen.courses.has(row.courseSourcedId))
      fail('classes', row.line, 'courseSourcedId', `no course "${row.courseSourcedId}" in courses.csv`);
    if (terms.length === 0)
      fail('classes', row.line, 'termSourcedIds', 'the class has no term: give its termSourcedIds, or its course a schoolYearSourcedId');
    else if (!term && terms.some((t) => !seen.academicSessions.has(t)))
      fail('classes', row.line, 'termSourcedIds', `no academic session "${terms.join(',')}" in academicSessions.csv`);
    if (!teacher) fail('classes', row.line, 'sourcedId', 'the class has no teacher: enrollments.csv needs a teacher enrollment for it');
    if (!grade && !linkedClass)
      fail(
        'classes',
        row.line,
        'grades',
        'the class has no grade from kindergarten to 12: give the class or its course one of KG, 01–12, or enroll students with one',
      );
    if (org?.kind !== 'school' || !courseId || !term || !teacher || (!grade && !linkedClass)) continue;
    const linked = classOf.get(row.sourcedId)?.id;
    if (linked && !mayChange.class.has(linked)) {
      fail('classes', row.line, 'sourcedId', 'this class is outside your reach: only its school’s administrators change it');
      continue;
    }
    const id = linked ?? newId();
    const after: RowImage = {
      id,
      course_id: courseId,
      school_id: org.id,
      teacher_id: teacher.id,
      grade_section_id: grade ? sectionFor(org.id, grade, linkedClass?.grade_section_id) : (linkedClass!.grade_section_id ?? null),
      start_date: sessionStart.get(term)!,
    };
    // The class's title and terms have no column here: the link keeps them for the export.
    const data = { school: org.id, title: row.title, terms: terms.join(',') };
    const oldData = oldLinks.get(linkKey('class', row.sourcedId))?.data;
    const extra = linked && oldData ? changedFields(oldData as RowImage, data, ['title', 'terms']) : [];
    noteRow('classes', 'course_instances', row.sourcedId, row.title, linked ? classesById.get(linked) : undefined, after, null, extra);
    classOf.set(row.sourcedId, { id, schoolId: org.id });
    link('class', row.sourcedId, id, data);
  }
  // A delta's primary teacher enrollment for a class it does not carry makes them that class's teacher.
  const carried = new Set(records.classes.map((c) => c.sourcedId));
  for (const [sourcedId, teacher] of teacherOf) {
    const cls = classOf.get(sourcedId);
    const before = classesById.get(cls?.id ?? '');
    if (snapshot('classes') || carried.has(sourcedId) || !before || !teacher.primary || before.teacher_id === teacher.id) continue;
    if (!mayChange.class.has(before.id as string)) continue;
    const columns = ['id', 'course_id', 'school_id', 'teacher_id', 'grade_section_id', 'start_date'];
    const label = String(oldLinks.get(linkKey('class', sourcedId))?.data?.title ?? sourcedId);
    noteRow(
      'classes',
      'course_instances',
      sourcedId,
      label,
      pick(before, columns),
      { ...pick(before, columns), teacher_id: teacher.id },
      null,
      [],
    );
  }
  // Off the roster: absent from a snapshot, or marked tobedeleted.
  const dropped = new Set<string>();
  for (const l of state.links) {
    if (l.entity !== 'class' || classesInFile.has(l.sourced_id) || !inScope(l)) continue;
    if (!snapshot('classes') && !deleted.classes.has(l.sourced_id)) continue;
    // The class stays (its progress and grades hang on it); it is no longer rostered, and its enrollments go below.
    dropLinks.add(linkKey('class', l.sourced_id));
    classOf.delete(l.sourced_id);
    if (l.local_id) dropped.add(l.local_id);
    diff.note('classes', 'deactivate', l.sourced_id, l.sourced_id);
  }
  return { classOf, classesById, dropped };
}

export type Classes = ReturnType<typeof planClasses>;

/** A class's grade level: its own, else its course's, else the most common of its students' in the file; '' when none. */
function classGrades({ records }: PlanContext) {
  const courseGrade = new Map(records.courses.map((c) => [c.sourcedId, c.grade]));
  const studentGrade = new Map(records.users.filter((u) => u.grade).map((u) => [u.sourcedId, u.grade]));
  const tally = new Map<string, Map<string, number>>();
  for (const e of records.enrollments) {
    const grade = e.role === 'student' && e.status === 'active' ? studentGrade.get(e.userSourcedId) : undefined;
    if (!grade) continue;
    const counts = tally.get(e.classSourcedId) ?? new Map<string, number>();
    counts.set(grade, (counts.get(grade) ?? 0) + 1);
    tally.set(e.classSourcedId, counts);
  }
  const mostCommon = (counts: Map<string, number> | undefined) =>
    counts ? [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0] : '';
  return (row: ClassRecord) => row.grade || courseGrade.get(row.courseSourcedId) || mostCommon(tally.get(row.sourcedId));
}
