import { type SQL, sql } from 'drizzle-orm';
import type { Activity } from '@/contract/schemas/analytics';
import type { Db } from '../db/client';
import { studentActivityYears, students, userActivityWeeks } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import { type AnalyticsScope, inScope } from './analytics-scope';
import { countInRange, type DayRange, rangeWeeks, scopeTeachers, weekRowsInRange, weekText, whole, withWorkMem } from './analytics-sql';

interface ActivityRow {
  week: string | null;
  teachers: number | string | null;
  students: number | string | null;
  teachers_now: number | string;
  students_now: number | string;
}

const dayMs = 86_400_000;
const utcDay = (text: string) => Date.parse(`${text}T00:00:00Z`);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Mondays of the weeks the range touches, as `YYYY-MM-DD` (what `rangeWeeks` lists in SQL). */
function mondaysOf(range: DayRange): string[] {
  const from = utcDay(range.from);
  let monday = from - ((new Date(from).getUTCDay() + 6) % 7) * dayMs;
  const weeks: string[] = [];
  for (; monday <= utcDay(range.to); monday += 7 * dayMs) weeks.push(dayText(monday));
  return weeks;
}

/**
 * The bits of the days from `lo` to `hi` (inclusive, within the range) in the words of
 * `student_activity_years` (migration 0008: day k of a year is bit k % 64 of word k / 64), with the
 * range's second year, if any, in words 6–11: word index → mask (a signed 64-bit value, as stored).
 */
function dayMasks(firstYear: number, lo: number, hi: number): Map<number, bigint> {
  const masks = new Map<number, bigint>();
  for (let day = lo; day <= hi; day += dayMs) {
    const year = new Date(day).getUTCFullYear();
    const k = Math.round((day - Date.UTC(year, 0, 1)) / dayMs);
    const word = (year - firstYear) * 6 + Math.floor(k / 64);
    masks.set(word, BigInt.asIntN(64, (masks.get(word) ?? 0n) | (1n << BigInt(k % 64))));
  }
  return masks;
}

/** SQL text of a boolean: the student's day words (`b0`…) meet these masks (numbers only, made here). */
const meets = (masks: Map<number, bigint>) => `((${[...masks].map(([word, mask]) => `(b${word} & '${mask}'::int8)`).join(' | ')}) <> 0)`;

/**
 * Students active per week and over the range, from `student_activity_years`: each student's words
 * over the scope's schools are OR-ed (a student of two schools counts once; only students with rows
 * in several schools need it within one year), then counted against each week's days in the range
 * and against the whole range, in one pass; answers (week, n) rows, the total with a null week.
 */
function studentCounts(scope: AnalyticsScope, range: DayRange): SQL {
  const firstYear = Number(range.from.slice(0, 4));
  const years = Number(range.to.slice(0, 4)) === firstYear ? [firstYear] : [firstYear, firstYear + 1];
  const from = utcDay(range.from);
  const to = utcDay(range.to);
  // Only the words the range's days fall in are read: every week's days are among them.
  const inRange = dayMasks(firstYear, from, to);
  const word = (index: number) => ({ year: years[Math.floor(index / 6)]!, column: `a.w${index % 6}` });
  const words = [...inRange.keys()].map((index) => {
    const { year, column } = word(index);
    return sql.raw(`bit_or(${years.length === 1 ? column : `case when a.year = ${year} then ${column} else 0 end`}) as b${index}`);
  });
  // A row with no day in the range adds nothing to any count: it is left out before the grouping.
  const active = [...inRange].map(([index, mask]) => {
    const { year, column } = word(index);
    return `${years.length === 1 ? '' : `a.year = ${year} and `}(${column} & '${mask}'::int8) <> 0`;
  });
  const periods: Array<{ week: string | null; lo: number; hi: number }> = [
    ...mondaysOf(range).map((week) => ({ week, lo: Math.max(utcDay(week), from), hi: Math.min(utcDay(week) + 6 * dayMs, to) })),
    { week: null, lo: from, hi: to },
  ];
  const counts = periods.map((p, i) => sql.raw(`count(*) filter (where ${meets(dayMasks(firstYear, p.lo, p.hi))}) as c${i}`));
  const rows = periods.map((p, i) => (p.week === null ? sql.raw(`(null::date, r.c${i})`) : sql.raw(`('${p.week}'::date, r.c${i})`)));
  const rowsInRange = sql`${inScope(scope, sql`a.school_id`)} and a.year between ${years[0]!} and ${years.at(-1)!}
    and (${sql.raw(active.map((a) => `(${a})`).join(' or '))})`;
  // Within one year, a student in one school (`schools`, migration 0021) has one row: it is counted
  // as it is, and only the few students with rows in several schools are grouped to OR their words.
  // A range over New Year groups everyone (a student's two years are two rows).
  const single = years.length === 1;
  const students = single
    ? sql`select ${sql.join(
        [...inRange.keys()].map((index) => sql.raw(`${word(index).column} as b${index}`)),
        sql`, `,
      )} from ${studentActivityYears} a where ${rowsInRange} and a.schools = 1
      union all
      select ${sql.join(words, sql`, `)} from ${studentActivityYears} a where ${rowsInRange} and a.schools > 1 group by a.student_id`
    : sql`select ${sql.join(words, sql`, `)} from ${studentActivityYears} a where ${rowsInRange} group by a.student_id`;
  return sql`
    select v.week, v.n from (
      select ${sql.join(counts, sql`, `)} from (${students}) s
    ) r cross join lateral (values ${sql.join(rows, sql`, `)}) v(week, n)`;
}

/**
 * Active teachers and students per week, and distinct over the range, in one statement, from the
 * activity rollups (migration 0008, ARCHITECTURE.md §15), which the triggers keep equal to the
 * sources:
 *
 * - A **teacher** (of the scope's schools) is active in a week when they spent time in the app
 *   (`time_spent`), did anything the audit log records, or signed in (`sign_in_events`, success)
 *   that week: `user_activity_weeks` counts those rows per user and day, so a week counts a teacher
 *   with a row on a day of the range.
 * - A **student** is active in a week when one of their progress rows in a class of the scope's
 *   schools was last updated that week: `student_activity_years` holds a bit per day and (school,
 *   student, year). A student's bits over the scope's schools are OR-ed into one string of the
 *   range's (at most two) years, and a week counts the students whose string meets its days in the
 *   range; the range total meets all of them, so it counts distinct people, not the sum of weeks.
 */
export async function activityByWeek(db: Db, scope: AnalyticsScope, range: DayRange): Promise<Activity> {
  const rows = await withWorkMem(db, (tx) =>
    sqlRows<ActivityRow>(
      tx,
      sql`
    with teachers as materialized (${scopeTeachers(scope)}),
    teacher_weeks as (
      select a.user_id as id, a.week from ${userActivityWeeks} a
      where a.user_id in (select id from teachers) and ${weekRowsInRange(range, 'a')} and ${countInRange(range, 'a')} > 0
    ),
    weeks as (${rangeWeeks(range)} union all select null),
    teacher_counts as (
      select week, count(*) as n from teacher_weeks group by week
      union all select null, count(*) from (select distinct id from teacher_weeks) t
    ),
    student_counts as (${studentCounts(scope, range)})
    select ${weekText(sql`w.week_start`)} as week, t.n as teachers, s.n as students,
      (select count(*) from teachers) as teachers_now,
      (select count(*) from ${students} where ${inScope(scope, students.schoolId)} and ${students.deactivatedAt} is null) as students_now
    from weeks w
    left join teacher_counts t on t.week is not distinct from w.week_start
    left join student_counts s on s.week is not distinct from w.week_start
    order by w.week_start nulls last`,
    ),
  );
  const total = rows.find((r) => r.week === null);
  return {
    weeks: rows
      .filter((r) => r.week !== null)
      .map((r) => ({ weekStart: r.week!, activeTeachers: whole(r.teachers), activeStudents: whole(r.students) })),
    totals: {
      activeTeachers: whole(total?.teachers),
      activeStudents: whole(total?.students),
      teachers: whole(total?.teachers_now),
      students: whole(total?.students_now),
    },
  };
}
