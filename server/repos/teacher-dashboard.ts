import { and, count, countDistinct, eq, exists, gte, sql } from 'drizzle-orm';
import type { ClassCompletion, DashboardStatistics, UsersCount } from '@/contract/schemas/teacher';
import type { Db } from '../db/client';
import { contents, courseInstances, enrollments, gradeSections, progress, students, userSchools, users } from '../db/schema';
import { classRollupRows, classRowsWhere, teacherClassesIn, toClassCompletion } from './teacher-classes';
import { percentOf, ratioPercent, rollupSums } from './teacher-figures';

const lastWeek = sql`now() - interval '7 days'`;

/**
 * The teacher's figures in one school, in one statement. Completion is enrollment-weighted:
 * completed items / Σ(students × items) over the teacher's classes. Progress rows of students no
 * longer enrolled do not count. Reads the rollup (one row per class and student), not progress.
 */
export async function dashboardStatistics(db: Db, teacherId: string, schoolId: string): Promise<DashboardStatistics> {
  // Computed fields are named <cte>_<field>: see teacher-figures.ts on drizzle and aliases.
  const mine = db.$with('mine').as(
    db
      .select({
        id: courseInstances.id,
        courseId: courseInstances.courseId,
        items: sql<number>`(${db.select({ n: count() }).from(contents).where(eq(contents.courseId, courseInstances.courseId))})`.as(
          'mine_items',
        ),
        students:
          sql<number>`(${db.select({ n: count() }).from(enrollments).where(eq(enrollments.courseInstanceId, courseInstances.id))})`.as(
            'mine_students',
          ),
      })
      .from(courseInstances)
      .where(teacherClassesIn(teacherId, schoolId)),
  );
  const sizes = db.$with('sizes').as(
    db
      .select({
        classes: sql<number>`count(*)::int`.as('sizes_classes'),
        courses: sql<number>`count(distinct ${mine.courseId})::int`.as('sizes_courses'),
        slots: sql<number>`coalesce(sum(${mine.items} * ${mine.students}), 0)::float8`.as('sizes_slots'),
      })
      .from(mine),
  );
  const roster = db.$with('roster').as(
    db
      .select({ students: sql<number>`count(distinct ${enrollments.studentId})::int`.as('roster_students') })
      .from(enrollments)
      .innerJoin(mine, eq(mine.id, enrollments.courseInstanceId)),
  );
  const r = classRollupRows(db, mine.id);
  const sums = rollupSums(r);
  const activity = db.$with('activity').as(
    db
      .select({
        active: sql<number>`(count(distinct ${r.studentId}) filter (where ${r.lastActivityAt} >= ${lastWeek}))::int`.as('activity_active'),
        completed: sums.completed.as('activity_completed'),
        seconds: sums.seconds.as('activity_seconds'),
        score: sums.score.as('activity_score'),
      })
      .from(mine)
      .crossJoinLateral(r),
  );
  // A time window cannot live in the rollup: this week's completions are counted on progress,
  // through the partial index progress_completed_idx (this week's rows only, index-only).
  const recent = db.$with('recent').as(
    db
      .select({ week: sql<number>`count(*)::int`.as('recent_week') })
      .from(mine)
      .innerJoin(progress, eq(progress.courseInstanceId, mine.id))
      .where(
        and(
          eq(progress.status, 'completed'),
          gte(progress.completedAt, lastWeek),
          exists(
            db
              .select({ one: sql`1` })
              .from(enrollments)
              .where(and(eq(enrollments.courseInstanceId, progress.courseInstanceId), eq(enrollments.studentId, progress.studentId))),
          ),
        ),
      ),
  );
  const [row] = await db
    .with(mine, sizes, roster, activity, recent)
    .select({
      classes: sizes.classes,
      courses: sizes.courses,
      slots: sizes.slots,
      students: roster.students,
      active: activity.active,
      completed: activity.completed,
      week: recent.week,
      seconds: activity.seconds,
      score: activity.score,
    })
    .from(sizes)
    .crossJoin(roster)
    .crossJoin(activity)
    .crossJoin(recent);
  const s = row ?? { classes: 0, courses: 0, slots: 0, students: 0, active: 0, completed: 0, week: 0, seconds: 0, score: null };
  return {
    studentCount: s.students,
    classCount: s.classes,
    courseCount: s.courses,
    activeStudentsThisWeek: s.active,
    completionsThisWeek: s.week,
    totalTimeSpentSeconds: Math.round(s.seconds),
    averageTimeSpentSeconds: s.students > 0 ? Math.round(s.seconds / s.students) : 0,
    averageCompletion: percentOf(s.completed, s.slots),
    averageScore: ratioPercent(s.score),
  };
}

/** Completion per class of the teacher's classes in one school (the dashboard chart). */
export async function schoolProgress(db: Db, teacherId: string, schoolId: string): Promise<ClassCompletion[]> {
  const rows = await classRowsWhere(db, teacherClassesIn(teacherId, schoolId));
  return rows.map(toClassCompletion);
}

/** People and classes in one school, and the teacher's own share: one statement of scalar subqueries. */
export async function usersCount(db: Db, teacherId: string, schoolId: string): Promise<UsersCount> {
  const scalar = (query: { getSQL(): ReturnType<typeof sql> }) => sql<number>`(${query})::int`;
  const [row] = await db
    .select({
      myStudents: scalar(
        db
          .select({ n: countDistinct(enrollments.studentId) })
          .from(enrollments)
          .innerJoin(courseInstances, eq(courseInstances.id, enrollments.courseInstanceId))
          .where(teacherClassesIn(teacherId, schoolId)),
      ),
      myClasses: scalar(db.select({ n: count() }).from(courseInstances).where(teacherClassesIn(teacherId, schoolId))),
      students: scalar(db.select({ n: count() }).from(students).where(eq(students.schoolId, schoolId))),
      teachers: scalar(
        db
          .select({ n: count() })
          .from(userSchools)
          .innerJoin(users, eq(users.id, userSchools.userId))
          .where(and(eq(userSchools.schoolId, schoolId), eq(users.role, 'teacher'), eq(users.disabled, false))),
      ),
      classes: scalar(db.select({ n: count() }).from(courseInstances).where(eq(courseInstances.schoolId, schoolId))),
      gradeSections: scalar(db.select({ n: count() }).from(gradeSections).where(eq(gradeSections.schoolId, schoolId))),
    })
    .from(sql`(values (1)) as one`);
  return row ?? { myStudents: 0, myClasses: 0, students: 0, teachers: 0, classes: 0, gradeSections: 0 };
}
