/**
 * Builds a large school for the teacher-API benchmark, entirely in SQL (`INSERT … SELECT
 * generate_series`), deterministic in shape and values (pseudo-random numbers come from
 * `hashtext`, not `random()`):
 *
 * - one district and one school, 20 grade sections (grades 6–8) of 100 students: 2,000 students;
 * - 6 courses × 10 units × 30 items = 300 content items per course (lessons, activities, labs,
 *   quizzes; graded kinds have a max score);
 * - 60 classes: each grade section takes 3 courses; 10 teachers with 6 classes each. The bench
 *   teacher's first class also enrols the next section: a 200-student roster;
 * - progress: each enrolled student has started the first 60–300 items of the course (completed,
 *   the last one in progress), with scores, times and dates over the last weeks: ≈ 1.1 M rows.
 *
 * Usage: `tsx bench/generate-large-school.ts [--postgres <server url>] [--database h3_bench_large] [--reset]`
 * (PGlite in `.bench-data/large-school` without `--postgres`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { hashPassword } from '@/server/auth/passwords';
import { type Database, type Db, openDatabase } from '@/server/db/client';
import { sqlRows } from '@/server/db/sql-rows';

export const largeSchoolName = 'Bench Large School';
export const benchTeacherEmail = 'bench.teacher@large.test';
export const benchPassword = 'bench1234';
/**
 * The PostgreSQL database the large school lives in: `BENCH_LARGE_DATABASE`, else `h3_bench_large`
 * (a helper measuring a schema change of its own names another, so its migration stays out of the shared one).
 */
export const largeSchoolDatabase = () => process.env.BENCH_LARGE_DATABASE ?? 'h3_bench_large';

export interface LargeSchool {
  schoolId: string;
  teacherEmail: string;
  /** The bench teacher's 200-student class. */
  rosterInstanceId: string;
  /** A student of that class (also in two more of the bench teacher's classes' course rotation). */
  studentId: string;
  counts: { students: number; classes: number; contents: number; progress: number; enrollments: number };
}

const SECTIONS = 20;
const STUDENTS_PER_SECTION = 100;
const COURSES = 6;
const UNITS = 10;
const ITEMS_PER_UNIT = 30;
const TEACHERS = 10;

async function describeSchool(db: Db, schoolId: string): Promise<LargeSchool> {
  const [info] = await sqlRows(
    db,
    sql<{ rosterInstanceId: string; studentId: string }>`select ci.id as "rosterInstanceId",
      (select e.student_id from enrollments e join students st on st.id = e.student_id
        where e.course_instance_id = ci.id order by st.student_number limit 1) as "studentId"
    from course_instances ci join users u on u.id = ci.teacher_id
    where ci.school_id = ${schoolId} and u.email = ${benchTeacherEmail}
    order by (select count(*) from enrollments e where e.course_instance_id = ci.id) desc, ci.id limit 1`,
  );
  const [counts] = await sqlRows(
    db,
    sql<LargeSchool['counts']>`select
      (select count(*) from students where school_id = ${schoolId})::int as students,
      (select count(*) from course_instances where school_id = ${schoolId})::int as classes,
      (select count(*) from contents c where c.course_id in (select course_id from course_instances where school_id = ${schoolId}))::int as contents,
      (select count(*) from enrollments e join course_instances ci on ci.id = e.course_instance_id where ci.school_id = ${schoolId})::int as enrollments,
      (select count(*) from progress p join course_instances ci on ci.id = p.course_instance_id where ci.school_id = ${schoolId})::int as progress`,
  );
  if (!info || !counts) throw new Error('the large school is incomplete; generate it again with --reset');
  return { schoolId, teacherEmail: benchTeacherEmail, rosterInstanceId: info.rosterInstanceId, studentId: info.studentId, counts };
}

/**
 * Progress of one class: each enrolled student has reached item 60–300 of the course in order
 * (completed before it, in progress at it), three hours apart, the last one between an hour and
 * three weeks ago; graded kinds score 40–100 % of their max.
 */
function progressInsert(instanceId: string) {
  return sql`
    insert into progress (course_instance_id, student_id, content_id, status, score, time_spent_seconds, started_at, completed_at, updated_at)
    select e.course_instance_id, e.student_id, c.id,
      case when c.ord < e.reach then 'completed' else 'in_progress' end::progress_status,
      case when c.ord < e.reach and c.max_score is not null
        then round((c.max_score * (40 + abs(hashtext(e.student_id::text || c.id::text)) % 61) / 100.0)::numeric)::real end,
      60 + abs(hashtext(c.id::text || e.student_id::text)) % 840,
      e.base + (c.ord * interval '3 hours'),
      case when c.ord < e.reach then e.base + (c.ord * interval '3 hours') + interval '40 minutes' end,
      e.base + (c.ord * interval '3 hours') + interval '40 minutes'
    from (
      select e.course_instance_id, e.student_id, ci.course_id, r.reach,
        now() - interval '1 hour' - (r.reach * interval '3 hours')
          - (abs(hashtext(e.course_instance_id::text || e.student_id::text)) % 21) * interval '1 day' as base
      from enrollments e
      join course_instances ci on ci.id = e.course_instance_id
      cross join lateral (select 60 + abs(hashtext(e.student_id::text || e.course_instance_id::text)) % 241 as reach) r
      where e.course_instance_id = ${instanceId}
    ) e
    join (
      select c.id, c.course_id, c.max_score, row_number() over (partition by c.course_id order by s.position, c.position) as ord
      from contents c join sections s on s.id = c.section_id
    ) c on c.course_id = e.course_id and c.ord <= e.reach`;
}

/** The large school of this database, generated on first use. `log` receives progress lines. */
export async function generateLargeSchool(db: Db, log: (line: string) => void = () => {}): Promise<LargeSchool> {
  const [existing] = await sqlRows(db, sql<{ id: string }>`select id from schools where name = ${largeSchoolName}`);
  if (existing) {
    const school = await describeSchool(db, existing.id);
    if (school.counts.progress < 1_000_000)
      throw new Error('the large school is incomplete (an interrupted run?): generate it again with --reset');
    return school;
  }
  const started = performance.now();
  const passwordHash = await hashPassword(benchPassword);

  const [district] = await sqlRows(db, sql<{ id: string }>`insert into districts (name) values ('Bench district') returning id`);
  const [school] = await sqlRows(
    db,
    sql<{
      id: string;
    }>`insert into schools (district_id, name, city) values (${district!.id}, ${largeSchoolName}, 'Benchville') returning id`,
  );
  const schoolId = school!.id;
  await db.execute(sql`insert into grades (level, name, position) values ('6', 'Grade 6', 6), ('7', 'Grade 7', 7), ('8', 'Grade 8', 8)
    on conflict (level) do nothing`);

  // Teachers: teacher 0 is the bench teacher.
  await db.execute(sql`
    insert into users (email, name, role, password_hash)
    select case when t = 0 then ${benchTeacherEmail} else 'bench.teacher' || t || '@large.test' end,
      'Bench Teacher ' || t, 'teacher', ${passwordHash}
    from generate_series(0, ${TEACHERS - 1}) t`);
  await db.execute(sql`insert into user_schools (user_id, school_id)
    select id, ${schoolId}::uuid from users where email like 'bench.teacher%@large.test'`);

  // Grade sections 6-A…, 7-A…, 8-A…, then 100 students in each.
  await db.execute(sql`
    insert into grade_sections (school_id, grade_id, name)
    select ${schoolId}::uuid, g.id, g.level || '-' || chr(65 + (k / 3))
    from generate_series(0, ${SECTIONS - 1}) k
    join grades g on g.level = (6 + k % 3)::text`);
  await db.execute(sql`
    insert into students (school_id, grade_section_id, first_name, last_name, student_number)
    select ${schoolId}::uuid, gs.id,
      (array['Ada','Alan','Grace','Linus','Margaret','Dennis','Barbara','Ken','Radia','Tim','Frances','Edsger'])[1 + (n % 12)],
      (array['Lovelace','Turing','Hopper','Torvalds','Hamilton','Ritchie','Liskov','Thompson','Perlman','Berners','Allen','Dijkstra'])[1 + ((n / 12) % 12)]
        || '-' || n,
      'L' || lpad(n::text, 5, '0')
    from (select gs.id, row_number() over (order by gs.name) - 1 as k from grade_sections gs where gs.school_id = ${schoolId}) gs
    cross join lateral generate_series(gs.k * ${STUDENTS_PER_SECTION}, gs.k * ${STUDENTS_PER_SECTION} + ${STUDENTS_PER_SECTION - 1}) n`);
  log(`  organisation, ${SECTIONS * STUDENTS_PER_SECTION} students: ${Math.round(performance.now() - started)} ms`);

  // Courses, units, content (Markdown bodies of a realistic size, with math and code).
  await db.execute(sql`
    insert into courses (name, description, grade_band)
    select 'Bench Course ' || c, 'A generated course for the benchmark.', '6–8' from generate_series(1, ${COURSES}) c`);
  await db.execute(sql`
    insert into sections (course_id, name, description, position, level)
    select co.id, 'Unit ' || u, 'Generated unit ' || u, u, 1 + (u - 1) % 5
    from courses co cross join generate_series(1, ${UNITS}) u
    where co.name like 'Bench Course %'`);
  await db.execute(sql`
    insert into contents (course_id, section_id, kind, title, body, position, max_score, minutes)
    select s.course_id, s.id, k.kind::content_kind, initcap(k.kind) || ' ' || s.position || '.' || i,
      repeat('Some **Markdown** with inline math $a^2 + b^2 = c^2$ and code:' || chr(10) || '~~~python' || chr(10)
        || 'print(sum(range(10)))' || chr(10) || '~~~' || chr(10), 8),
      i, k.max_score, 10 + (i % 4) * 5
    from sections s
    join courses co on co.id = s.course_id and co.name like 'Bench Course %'
    cross join generate_series(1, ${ITEMS_PER_UNIT}) i
    cross join lateral (select
      case i % 5 when 0 then 'quiz' when 2 then 'activity' when 4 then 'lab' else 'lesson' end as kind,
      case i % 5 when 0 then 20 when 2 then 10 when 4 then 25 else null end::real as max_score) k`);
  log(`  curriculum, ${COURSES * UNITS * ITEMS_PER_UNIT} items: ${Math.round(performance.now() - started)} ms`);

  // Classes: section k takes courses k, k+1, k+2 (mod 6); class j goes to teacher j % 10.
  await db.execute(sql`
    insert into course_instances (course_id, school_id, teacher_id, grade_section_id, start_date)
    select co.id, ${schoolId}::uuid, t.id, gs.id, '2025-09-01'
    from (select id, row_number() over (order by name) - 1 as k from grade_sections where school_id = ${schoolId}) gs
    cross join generate_series(0, 2) r
    join (select id, row_number() over (order by name) - 1 as n from courses where name like 'Bench Course %') co
      on co.n = (gs.k + r) % ${COURSES}
    join (select id, case when email = ${benchTeacherEmail} then 0
                          else substring(email from 'bench.teacher([0-9]+)@')::int end as t
          from users where email like 'bench.teacher%@large.test') t
      on t.t = (gs.k * 3 + r) % ${TEACHERS}`);
  await db.execute(sql`
    insert into enrollments (course_instance_id, student_id)
    select ci.id, st.id from course_instances ci join students st on st.grade_section_id = ci.grade_section_id
    where ci.school_id = ${schoolId}`);
  // The bench teacher's first class also takes the next grade section: a 200-student roster.
  await db.execute(sql`
    with first as (
      select ci.id, gs.name from course_instances ci
      join grade_sections gs on gs.id = ci.grade_section_id
      join users u on u.id = ci.teacher_id
      where ci.school_id = ${schoolId} and u.email = ${benchTeacherEmail}
      order by gs.name, ci.id limit 1
    ),
    next as (
      select gs.id from grade_sections gs, first
      where gs.school_id = ${schoolId} and gs.name > first.name order by gs.name limit 1
    )
    insert into enrollments (course_instance_id, student_id)
    select first.id, st.id from first, next join students st on st.grade_section_id = next.id`);
  log(`  classes and enrollments: ${Math.round(performance.now() - started)} ms`);

  // Progress, one class at a time (keeps PGlite's memory and each transaction bounded). A bulk load
  // is much faster without per-row work: the secondary indexes are dropped and rebuilt after, and
  // foreign-key and rollup triggers are off inside each insert (the rows are consistent by
  // construction; the rollup is filled once at the end).
  const indexes = await sqlRows(
    db,
    sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'progress' and schemaname = current_schema() and indexname <> 'progress_pkey'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const classes = await sqlRows(db, sql<{ id: string }>`select id from course_instances where school_id = ${schoolId} order by id`);
  for (const [index, cls] of classes.entries()) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(progressInsert(cls.id));
    });
    if ((index + 1) % 10 === 0) log(`  progress, ${index + 1}/${classes.length} classes: ${Math.round(performance.now() - started)} ms`);
  }
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  log(`  indexes rebuilt: ${Math.round(performance.now() - started)} ms`);
  // The replica role above also kept the rollup triggers quiet: fill the school's rollup once, with
  // the triggers' own function (the same definitions), for every enrolled pair.
  await db.execute(sql`select progress_rollups_refresh(array_agg(e.course_instance_id), array_agg(e.student_id))
    from enrollments e join course_instances ci on ci.id = e.course_instance_id where ci.school_id = ${schoolId}`);
  // The per-class, per-item rollup likewise, for every item slot of the school's classes.
  await db.execute(sql`select progress_item_rollups_refresh(array_agg(ci.id), array_agg(c.id))
    from course_instances ci join contents c on c.course_id = ci.course_id where ci.school_id = ${schoolId}`);
  // And this week's completions per class and day (the dashboard's), recounted by its own function.
  await db.execute(sql`select class_completion_days_rebuild()`);
  log(`  rollup filled: ${Math.round(performance.now() - started)} ms`);
  await db.execute(sql`vacuum analyze`);
  const result = await describeSchool(db, schoolId);
  log(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(result.counts)}`);
  return result;
}

/**
 * Opens the bench database: on PostgreSQL a dedicated database (default `h3_bench_large` on the
 * server of `url`, created when missing; a dedicated database rather than a schema because the
 * migration names its enum types `"public".…`), else a PGlite folder.
 */
export async function openBenchDatabase(options: {
  postgres?: string;
  database?: string;
  pgliteDir?: string;
  reset?: boolean;
}): Promise<Database> {
  if (options.postgres) {
    const name = options.database ?? largeSchoolDatabase();
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: options.postgres });
    await admin.connect();
    try {
      if (options.reset) await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
    const url = new URL(options.postgres);
    url.pathname = `/${name}`;
    return openDatabase({ databaseUrl: url.toString() });
  }
  const dir = options.pgliteDir ?? path.join(benchDataDir, 'large-school');
  if (options.reset) {
    const { rmSync } = await import('node:fs');
    rmSync(dir, { recursive: true, force: true });
  }
  return openDatabase({ dataDir: dir });
}

export const benchDataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.bench-data');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const database = await openBenchDatabase({ postgres: flag('--postgres'), database: flag('--database'), reset: args.includes('--reset') });
  console.log(`generating the large school on ${database.kind}…`);
  const school = await generateLargeSchool(database.db, (line) => console.log(line));
  console.log(JSON.stringify(school, null, 2));
  await database.close();
}
