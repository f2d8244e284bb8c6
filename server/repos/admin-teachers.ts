/**
 * Teachers as the admin consoles see them (docs/ARCHITECTURE.md §4): users with role teacher, in
 * the schools the admin reaches (`reach.ts`, kind `teacher`). Classes are read-only here.
 */
import { and, asc, type Column, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type {
  TaughtClass,
  TeacherDetail,
  TeacherListRequest,
  TeacherRow,
  TeacherSort,
  teacherListRequestSchema,
} from '@/contract/schemas/admin-people';
import { writeAudit } from '../access/audit';
import { inReach, reaches } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import {
  announcements,
  courseInstances,
  courses,
  enrollments,
  gradebookTemplates,
  gradeScores,
  gradeSections,
  schools,
  userSchools,
  users,
} from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { conflict, fieldConflict, found, notFound } from '../lib/refusal';
import { changeAccount, deleteAccountOf, setAccountActive, targetsOf, updatePerson } from './account-changes';
import {
  accountDetailOf,
  accountPage,
  accountStatusFilter,
  countOutsideReach,
  listedAccountOf,
  outerUserId,
  searchPattern,
} from './people-accounts';

const outerClassId = sql.raw('"course_instances"."id"');

type ListRequest = ReturnType<typeof teacherListRequestSchema.parse>;

// Keep the input type referenced for callers that build requests.
export type { TeacherListRequest };

const always = sql`true`;
/** An SQL condition on a school id column: the admin reaches it. */
const schoolInReach = (user: AuthUser, column: Column | SQL) => inReach(user, 'school', column) ?? always;

function classCountOf(user: AuthUser) {
  return sql<number>`(select count(*)::int from ${courseInstances} ci where ci.teacher_id = ${outerUserId} and ${schoolInReach(user, sql`ci.school_id`)})`;
}

const sortColumns = (user: AuthUser): Record<TeacherSort, Column | SQL> => ({
  name: sql`lower(${users.name})`,
  email: users.email,
  createdAt: users.createdAt,
  classCount: classCountOf(user),
});

/** A page of the teachers the admin reaches, searched, filtered and sorted in SQL. */
export async function listTeachers(db: Db, user: AuthUser, request: ListRequest) {
  const pattern = searchPattern(request.q);
  const where = and(
    eq(users.role, 'teacher'),
    inReach(user, 'teacher', users.id),
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    request.schoolId
      ? and(
          reaches(user, 'school', request.schoolId),
          sql`exists (select 1 from ${userSchools} us where us.user_id = ${outerUserId} and us.school_id = ${request.schoolId})`,
        )
      : undefined,
    accountStatusFilter(request.status),
  );
  const { rows, total } = await accountPage(db, where, request, sortColumns(user)[request.sort], { classCount: classCountOf(user) });
  const schoolsBy = await schoolsOfTeachers(
    db,
    user,
    rows.map((r) => r.id),
  );
  const items: TeacherRow[] = rows.map((r) => ({
    ...listedAccountOf(r),
    schools: schoolsBy.get(r.id) ?? [],
    classCount: Number(r.classCount),
  }));
  return { items, total, page: request.page, pageSize: request.pageSize };
}

/** The schools (in the admin's reach) of each of these teachers, by name. */
async function schoolsOfTeachers(db: Db | Tx, user: AuthUser, teacherIds: string[]) {
  const bySchool = new Map<string, { _id: string; name: string }[]>();
  if (teacherIds.length === 0) return bySchool;
  const rows = await db
    .select({ userId: userSchools.userId, id: schools.id, name: schools.name })
    .from(userSchools)
    .innerJoin(schools, eq(schools.id, userSchools.schoolId))
    .where(and(inArray(userSchools.userId, teacherIds), inReach(user, 'school', schools.id)))
    .orderBy(asc(schools.name), asc(schools.id));
  for (const r of rows) bySchool.set(r.userId, [...(bySchool.get(r.userId) ?? []), { _id: r.id, name: r.name }]);
  return bySchool;
}

/** The classes the teacher teaches in the schools the admin reaches. */
async function classesOf(db: Db | Tx, user: AuthUser, teacherId: string): Promise<TaughtClass[]> {
  const rows = await db
    .select({
      id: courseInstances.id,
      course: courses.name,
      schoolId: schools.id,
      schoolName: schools.name,
      gradeSection: gradeSections.name,
      startDate: courseInstances.startDate,
      studentCount: sql<number>`(select count(*)::int from ${enrollments} e where e.course_instance_id = ${outerClassId})`,
    })
    .from(courseInstances)
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .innerJoin(schools, eq(schools.id, courseInstances.schoolId))
    .innerJoin(gradeSections, eq(gradeSections.id, courseInstances.gradeSectionId))
    .where(and(eq(courseInstances.teacherId, teacherId), inReach(user, 'school', courseInstances.schoolId)))
    .orderBy(asc(courses.name), asc(gradeSections.name), asc(courseInstances.id));
  return rows.map((r) => ({
    _id: r.id,
    course: r.course,
    school: { _id: r.schoolId, name: r.schoolName },
    gradeSection: r.gradeSection,
    startDate: r.startDate,
    studentCount: Number(r.studentCount),
  }));
}

/**
 * One teacher the admin reaches; null when unknown or out of reach. `known` skips the reach check:
 * after removing them from their last school in reach the admin still sees the teacher they changed.
 */
export async function teacherDetail(db: Db | Tx, user: AuthUser, teacherId: string, known = false): Promise<TeacherDetail | null> {
  const account = await accountDetailOf(db, user, 'teacher', teacherId, known);
  if (!account) return null;
  const [schoolsBy, classes, outside] = await Promise.all([
    schoolsOfTeachers(db, user, [teacherId]),
    classesOf(db, user, teacherId),
    countOutsideReach(db, user, 'teacher', teacherId),
  ]);
  return {
    ...account,
    schools: schoolsBy.get(teacherId) ?? [],
    classCount: classes.length,
    classes,
    otherSchoolCount: outside,
    manageable: outside === 0,
  };
}

/** One teacher the admin reaches, or the not-found refusal. */
export const reachedTeacher = async (db: Db, user: AuthUser, teacherId: string) =>
  found(await teacherDetail(db, user, teacherId), 'Teacher not found');

const teacher = targetsOf('teacher', teacherDetail, 'Teacher not found');
const teacherOrSchool = (teacherId: string) => teacher(teacherId, 'Teacher or school not found');

export const updateTeacher = (db: Db, user: AuthUser, teacherId: string, input: { name: string; email: string }) =>
  updatePerson(db, user, teacher(teacherId), input);

export const setTeacherActive = (db: Db, user: AuthUser, teacherId: string, active: boolean) =>
  setAccountActive(db, user, teacher(teacherId), active);

/** The school, locked in reach, or the not-found refusal of a teacher's school change. */
async function reachedSchool(tx: Tx, user: AuthUser, schoolId: string) {
  const [school] = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, schoolId), reaches(user, 'school', schoolId)));
  if (!school) throw notFound('Teacher or school not found');
}

/** Adds the teacher to a school the admin reaches (already there: a conflict). */
export function addTeacherToSchool(db: Db, user: AuthUser, teacherId: string, schoolId: string) {
  return changeAccount(
    db,
    user,
    teacherOrSchool(teacherId),
    async (tx) => {
      await reachedSchool(tx, user, schoolId);
      const added = await tx.insert(userSchools).values({ userId: teacherId, schoolId }).onConflictDoNothing().returning();
      if (added.length === 0) throw fieldConflict('body.schoolId', 'The teacher is already in this school');
      await writeAudit(tx, { actorId: user.id, action: 'teacher.school.add', entity: 'user', entityId: teacherId, meta: { schoolId } });
    },
    { wholeAccount: false },
  );
}

/** Removes the teacher from a school the admin reaches; refused while they teach classes there. */
export function removeTeacherFromSchool(db: Db, user: AuthUser, teacherId: string, schoolId: string) {
  return changeAccount(
    db,
    user,
    teacherOrSchool(teacherId),
    async (tx) => {
      await reachedSchool(tx, user, schoolId);
      const teaching = await tx
        .select({ course: courses.name, section: gradeSections.name })
        .from(courseInstances)
        .innerJoin(courses, eq(courses.id, courseInstances.courseId))
        .innerJoin(gradeSections, eq(gradeSections.id, courseInstances.gradeSectionId))
        .where(and(eq(courseInstances.teacherId, teacherId), eq(courseInstances.schoolId, schoolId)))
        .orderBy(asc(courses.name), asc(gradeSections.name));
      if (teaching.length > 0) {
        throw conflict(`The teacher still teaches ${classList(teaching)} at this school: give those classes another teacher first.`);
      }
      const removed = await tx
        .delete(userSchools)
        .where(and(eq(userSchools.userId, teacherId), eq(userSchools.schoolId, schoolId)))
        .returning();
      if (removed.length === 0) throw fieldConflict('body.schoolId', 'The teacher is not in this school');
      await writeAudit(tx, { actorId: user.id, action: 'teacher.school.remove', entity: 'user', entityId: teacherId, meta: { schoolId } });
    },
    { wholeAccount: false },
  );
}

const classList = (classes: { course: string; section: string }[]) => classes.map((c) => `${c.course} (${c.section})`).join(', ');

/**
 * Deletes the teacher. Refused while they teach any class (named, so the admin knows what to
 * reassign), and when grades or templates they saved are on record (the gradebook keeps who
 * graded): deactivating keeps those and ends their access.
 */
export function deleteTeacher(db: Db, user: AuthUser, teacherId: string) {
  return deleteAccountOf(db, user, teacher(teacherId), async (tx, account) => {
    const teaching = await tx
      .select({ course: courses.name, section: gradeSections.name })
      .from(courseInstances)
      .innerJoin(courses, eq(courses.id, courseInstances.courseId))
      .innerJoin(gradeSections, eq(gradeSections.id, courseInstances.gradeSectionId))
      .where(eq(courseInstances.teacherId, teacherId))
      .orderBy(asc(courses.name), asc(gradeSections.name));
    if (teaching.length > 0) {
      throw conflict(
        `${account.name} teaches ${classList(teaching)}: give those classes another teacher first, or deactivate the account.`,
      );
    }
    const [records] = await sqlRows<{ kept: boolean }>(
      tx,
      sql`select (exists (select 1 from ${gradeScores} where updated_by = ${teacherId})
        or exists (select 1 from ${gradebookTemplates} where updated_by = ${teacherId})
        or exists (select 1 from ${announcements} where created_by = ${teacherId})) as kept`,
    );
    if (records?.kept) {
      throw conflict(`${account.name} has grades or announcements on record that name them: deactivate the account instead.`);
    }
    return { email: account.email };
  });
}
