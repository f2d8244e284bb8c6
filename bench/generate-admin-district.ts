/**
 * Builds the admin bench's districts entirely in SQL (`INSERT … SELECT generate_series`), with
 * pseudo-random values from `hashtext` (deterministic) and every date before a fixed day (`asOf`),
 * so the figures of a run do not depend on the day it runs. The first district is the one measured
 * at district and school scope; the others (the same shape, their own people, the shared catalogue)
 * make the platform the super admin sees (`generateAdminDistricts(db, 5)` for issue 19's platform scope). Each district:
 *
 * - 20 schools, each with 20 grade sections (grades 6–8) of 100 students: 40,000
 *   students; 40 teachers and one school admin per school, one district admin, one super admin,
 *   10,000 parents (one per four students);
 * - 6 courses × 4 units × 10 items; each grade section takes 3 courses: 1,200 classes, 120,000
 *   enrollments; each enrollment has reached item 4–16 of its course over the 16 weeks before
 *   `asOf` (≈ 1.2 M progress rows, rollups filled);
 * - 16 weeks of use: teachers' and parents' time (`time_spent`), teachers' sign-ins, score saves
 *   and record reads (`audit_log`), scores in two thirds of the classes (`grade_scores`).
 *
 * A bulk load is faster without per-row work: the secondary indexes of `progress` are dropped and
 * rebuilt, foreign-key and rollup triggers are off during the progress inserts
 * (`session_replication_role = replica`), and the rollups are filled once with the triggers' own functions.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '@/server/auth/passwords';
import type { Db } from '@/server/db/client';
import { sqlRows } from '@/server/db/sql-rows';

export const adminDistrictName = 'Bench Admin District';
/** District k's name, and the prefixes of its emails and student numbers (the first keeps the short ones). */
const names = (k: number) =>
  k === 1
    ? { district: adminDistrictName, school: 'Bench School ', email: 'bench.', number: 'B' }
    : { district: `${adminDistrictName} ${k}`, school: `Bench School ${k}-`, email: `bench.d${k}.`, number: `B${k}x` };
export const adminBenchPassword = 'bench1234';
export const adminBenchEmails = {
  super: 'bench.super@admin.test',
  district: 'bench.district@admin.test',
  school: 'bench.school1@admin.test',
} as const;
/** The last day of the generated activity (a Friday); the bench's range is the 12 weeks up to it. */
export const asOf = '2026-11-20';

const SCHOOLS = 20;
const SECTIONS = 20;
const STUDENTS_PER_SECTION = 100;
const TEACHERS = 40;
const COURSES = 6;
const UNITS = 4;
const ITEMS = 10;
const WEEKS = 16;

export interface AdminDistrict {
  districtId: string;
  schoolId: string;
  counts: Record<string, number>;
}

async function describe(db: Db, districtId: string): Promise<AdminDistrict> {
  const [row] = await sqlRows<{ school: string; counts: Record<string, number> | string }>(
    db,
    sql`select (select id from schools where district_id = ${districtId} order by name limit 1) as school,
      json_build_object(
        'districts', (select count(*) from districts),
        'schools', (select count(*) from schools where district_id = ${districtId}),
        'students', (select count(*) from students st join schools s on s.id = st.school_id where s.district_id = ${districtId}),
        'classes', (select count(*) from course_instances ci join schools s on s.id = ci.school_id where s.district_id = ${districtId}),
        'enrollments', (select count(*) from enrollments),
        'progress', (select count(*) from progress),
        'time_spent', (select count(*) from time_spent),
        'audit_log', (select count(*) from audit_log),
        'grade_scores', (select count(*) from grade_scores),
        'sign_in_events', (select count(*) from sign_in_events)) as counts`,
  );
  const counts = typeof row!.counts === 'string' ? JSON.parse(row!.counts) : row!.counts;
  return { districtId, schoolId: row!.school, counts };
}

/**
 * The first `count` bench districts of this database, each generated on first use; answers the
 * first (the measured district). `log` receives progress lines.
 */
export async function generateAdminDistricts(db: Db, count: number, log: (line: string) => void = () => {}): Promise<AdminDistrict> {
  for (let k = 1; k <= count; k++) {
    const [existing] = await sqlRows<{ id: string }>(db, sql`select id from districts where name = ${names(k).district}`);
    if (existing) {
      const found = await describe(db, existing.id);
      if (found.counts.classes !== SCHOOLS * SECTIONS * 3 || (found.counts.progress ?? 0) < 1_000_000 * k)
        throw new Error(`the admin bench district ${k} is incomplete (an interrupted run?): remove its cache`);
    } else {
      log(`  generating district ${k} of ${count}`);
      await generateDistrict(db, k, log);
    }
  }
  const [first] = await sqlRows<{ id: string }>(db, sql`select id from districts where name = ${adminDistrictName}`);
  return describe(db, first!.id);
}

async function generateDistrict(db: Db, k: number, log: (line: string) => void): Promise<void> {
  const name = names(k);
  const started = performance.now();
  const step = (what: string) => log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const passwordHash = await hashPassword(adminBenchPassword);
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);

  const [district] = await sqlRows<{ id: string }>(db, sql`insert into districts (name) values (${name.district}) returning id`);
  const districtId = district!.id;
  await run(sql`insert into schools (district_id, name, city)
    select ${districtId}::uuid, ${name.school} || lpad(s::text, 2, '0'), 'Benchville' from generate_series(1, ${SCHOOLS}) s`);
  await run(sql`insert into grades (level, name, position) values ('6', 'Grade 6', 6), ('7', 'Grade 7', 7), ('8', 'Grade 8', 8)
    on conflict (level) do nothing`);
  await run(sql`insert into grade_sections (school_id, grade_id, name)
    select s.id, g.id, g.level || '-' || chr(65 + k / 3)
    from schools s cross join generate_series(0, ${SECTIONS - 1}) k join grades g on g.level = (6 + k % 3)::text
    where s.district_id = ${districtId}`);

  // People: the admins, 40 teachers per school, the students, a parent per four students.
  if (k === 1)
    await run(sql`insert into users (email, name, role, password_hash, district_id) values
      (${adminBenchEmails.super}, 'Bench Super', 'super-admin', ${passwordHash}, null)`);
  await run(sql`insert into users (email, name, role, password_hash, district_id) values
    (${`${name.email}district@admin.test`}, ${`Bench District Admin ${k === 1 ? '' : k}`.trim()}, 'district-admin', ${passwordHash}, ${districtId})`);
  await run(sql`insert into users (email, name, role, password_hash)
    select ${name.email} || 'school' || n || '@admin.test', 'Bench School Admin ' || n, 'school-admin', ${passwordHash} from generate_series(1, ${SCHOOLS}) n`);
  await run(sql`insert into users (email, name, role, password_hash)
    select ${name.email} || 't' || n || '@admin.test', 'Bench Teacher ' || n, 'teacher', ${passwordHash} from generate_series(1, ${SCHOOLS * TEACHERS}) n`);
  await run(sql`insert into user_schools (user_id, school_id)
    select u.id, s.id from (select id, row_number() over (order by name) as n from schools where district_id = ${districtId}) s
    join users u on u.email = ${name.email} || 'school' || s.n || '@admin.test'
      or (u.email like ${`${name.email}t%@admin.test`} and (substring(u.email from ${`${name.email.replaceAll('.', '.')}t([0-9]+)@`})::int - 1) / ${TEACHERS} + 1 = s.n)`);
  await run(sql`insert into students (school_id, grade_section_id, first_name, last_name, student_number)
    select gs.school_id, gs.id,
      (array['Ada','Alan','Grace','Linus','Margaret','Dennis','Barbara','Ken','Radia','Tim','Frances','Edsger'])[1 + (n % 12)],
      (array['Lovelace','Turing','Hopper','Torvalds','Hamilton','Ritchie','Liskov','Thompson','Perlman','Berners','Allen','Dijkstra'])[1 + ((n / 12) % 12)] || '-' || n,
      ${name.number} || lpad(n::text, 6, '0')
    from (select gs.id, gs.school_id, row_number() over (order by s.name, gs.name) - 1 as k
          from grade_sections gs join schools s on s.id = gs.school_id where s.district_id = ${districtId}) gs
    cross join lateral generate_series(gs.k * ${STUDENTS_PER_SECTION}, gs.k * ${STUDENTS_PER_SECTION} + ${STUDENTS_PER_SECTION - 1}) n`);
  await run(sql`insert into users (email, name, role, password_hash)
    select ${name.email} || 'p' || n || '@admin.test', 'Bench Parent ' || n, 'parent', ${passwordHash}
    from generate_series(0, ${(SCHOOLS * SECTIONS * STUDENTS_PER_SECTION) / 4 - 1}) n`);
  await run(sql`insert into parent_students (parent_id, student_id)
    select u.id, st.id from students st
    join schools s on s.id = st.school_id and s.district_id = ${districtId}
    join users u on u.email = ${name.email} || 'p' || (substring(st.student_number from ${name.number.length + 1}::int)::int / 4) || '@admin.test'`);
  step('organisation and people');

  // Curriculum (the first district makes the catalogue; the others share it) and classes: grade
  // section k takes courses k, k+1, k+2 (mod 6), taught by the school's teachers in turn.
  if (k === 1) await makeCatalogue(run);
  await run(sql`insert into course_instances (course_id, school_id, teacher_id, grade_section_id, start_date)
    select co.id, gs.school_id, t.user_id, gs.id, '2026-07-27'
    from (select gs.id, gs.school_id, row_number() over (partition by gs.school_id order by gs.name) - 1 as k
          from grade_sections gs join schools s on s.id = gs.school_id where s.district_id = ${districtId}) gs
    cross join generate_series(0, 2) r
    join (select id, row_number() over (order by name) - 1 as n from courses where name like 'Bench Admin Course %') co
      on co.n = (gs.k + r) % ${COURSES}
    join (select us.user_id, us.school_id, row_number() over (partition by us.school_id order by u.email) - 1 as n
          from user_schools us join users u on u.id = us.user_id and u.role = 'teacher') t
      on t.school_id = gs.school_id and t.n = (gs.k * 3 + r) % ${TEACHERS}`);
  await run(sql`insert into enrollments (course_instance_id, student_id)
    select ci.id, st.id from course_instances ci join students st on st.grade_section_id = ci.grade_section_id
    join schools s on s.id = ci.school_id where s.district_id = ${districtId}`);
  step('curriculum, classes and enrollments');

  // Progress, a school at a time: item k of the course reached 4·k days after the enrollment's start (within the 16 weeks).
  const indexes = await sqlRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'progress' and schemaname = current_schema() and indexname <> 'progress_pkey'`,
  );
  for (const index of indexes) await run(sql.raw(`drop index "${index.name}"`));
  const schoolRows = await sqlRows<{ id: string }>(db, sql`select id from schools where district_id = ${districtId} order by name`);
  for (const [i, school] of schoolRows.entries()) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into progress (course_instance_id, student_id, content_id, status, score, time_spent_seconds, started_at, completed_at, updated_at)
        select e.course_instance_id, e.student_id, c.id,
          case when c.ord < e.reach then 'completed' else 'in_progress' end::progress_status,
          case when c.ord < e.reach and c.max_score is not null
            then round((c.max_score * (40 + abs(hashtext(e.student_id::text || c.id::text)) % 61) / 100.0)::numeric)::real end,
          60 + abs(hashtext(c.id::text || e.student_id::text)) % 840,
          e.base + c.ord * interval '4 days',
          case when c.ord < e.reach then e.base + c.ord * interval '4 days' + interval '40 minutes' end,
          e.base + c.ord * interval '4 days' + interval '40 minutes'
        from (
          select e.course_instance_id, e.student_id, ci.course_id, 4 + abs(hashtext(e.student_id::text || e.course_instance_id::text)) % 13 as reach,
            (${asOf}::date - ${sql.raw(String(WEEKS * 7))}) + (abs(hashtext(e.course_instance_id::text || e.student_id::text)) % 40) * interval '1 day'
              + interval '15 hours' as base
          from enrollments e join course_instances ci on ci.id = e.course_instance_id where ci.school_id = ${school.id}
        ) e
        join (select c.id, c.course_id, c.max_score, row_number() over (partition by c.course_id order by s.position, c.position) as ord
              from contents c join sections s on s.id = c.section_id) c
          on c.course_id = e.course_id and c.ord <= e.reach`);
    });
    if ((i + 1) % 5 === 0) step(`progress, ${i + 1}/${schoolRows.length} schools`);
  }
  for (const index of indexes) await run(sql.raw(index.definition));
  await run(sql`select progress_rollups_refresh(array_agg(e.course_instance_id), array_agg(e.student_id))
    from enrollments e join course_instances ci on ci.id = e.course_instance_id join schools s on s.id = ci.school_id
    where s.district_id = ${districtId}`);
  await run(sql`select progress_item_rollups_refresh(array_agg(ci.id), array_agg(c.id))
    from course_instances ci join contents c on c.course_id = ci.course_id join schools s on s.id = ci.school_id
    where s.district_id = ${districtId}`);
  step('progress and rollups');

  // Use of the app over the 16 weeks: weekdays for teachers (most days), some days for parents.
  const days = sql`(select g::date as d from generate_series(${asOf}::date - ${sql.raw(String(WEEKS * 7 - 1))}, ${asOf}::date, interval '1 day') g) days`;
  await run(sql`insert into time_spent (user_id, day, page, seconds)
    select u.id, d, '/teacher', 600 + abs(hashtext(u.id::text || d::text)) % 5400
    from users u cross join ${days}
    where u.email like ${`${name.email}t%@admin.test`} and extract(isodow from d) < 6 and abs(hashtext(d::text || u.id::text)) % 10 < 8`);
  await run(sql`insert into time_spent (user_id, day, page, seconds)
    select u.id, d, '/parent', 60 + abs(hashtext(u.id::text || d::text)) % 900
    from users u cross join ${days}
    where u.email like ${`${name.email}p%@admin.test`} and abs(hashtext(d::text || u.id::text)) % 14 = 0`);
  await run(sql`insert into time_spent (user_id, day, page, seconds)
    select u.id, d, '/admin', 900 + abs(hashtext(u.id::text || d::text)) % 3600
    from users u cross join ${days}
    where (u.email like ${`${name.email}school%@admin.test`} or u.email = ${`${name.email}district@admin.test`}) and extract(isodow from d) < 6`);
  await run(sql`insert into sign_in_events (user_id, email, outcome, created_at)
    select u.id, u.email, case when abs(hashtext(u.id::text || d::text)) % 20 = 0 then 'failure' else 'success' end, d + interval '8 hours'
    from users u cross join ${days}
    where u.email like ${`${name.email}t%@admin.test`} and extract(isodow from d) = 1`);
  step('time spent and sign-ins');

  // Gradebook: two attributes scored in the classes of two of every three teachers; each save audited, plus reads.
  await run(sql`insert into grade_scores (course_instance_id, student_id, attribute_id, value, state, updated_by, updated_at)
    select e.course_instance_id, e.student_id, a.attr, abs(hashtext(e.student_id::text || a.attr)) % 11, 'graded', ci.teacher_id,
      (${asOf}::date - abs(hashtext(e.course_instance_id::text || a.attr)) % ${sql.raw(String(WEEKS * 7))}) + interval '14 hours'
    from enrollments e join course_instances ci on ci.id = e.course_instance_id join schools s on s.id = ci.school_id
    cross join (values ('manual-1'), ('manual-2')) a(attr)
    where s.district_id = ${districtId} and abs(hashtext(ci.teacher_id::text)) % 3 <> 0`);
  await run(sql`insert into audit_log (actor_id, action, entity, entity_id, meta, created_at)
    select g.updated_by, 'gradebook.score.save', 'student', g.student_id::text,
      jsonb_build_object('courseInstanceId', g.course_instance_id, 'attributeId', g.attribute_id, 'value', g.value, 'state', 'graded'), g.updated_at
    from grade_scores g join course_instances ci on ci.id = g.course_instance_id join schools s on s.id = ci.school_id
    where s.district_id = ${districtId}`);
  await run(sql`insert into audit_log (actor_id, action, entity, entity_id, created_at)
    select ci.teacher_id, 'student.read', 'student', e.student_id::text,
      (${asOf}::date - abs(hashtext(e.student_id::text || ci.id::text)) % ${sql.raw(String(WEEKS * 7))}) + interval '10 hours'
    from enrollments e join course_instances ci on ci.id = e.course_instance_id join schools s on s.id = ci.school_id
    where s.district_id = ${districtId} and abs(hashtext(e.student_id::text)) % 2 = 0`);
  await run(sql`insert into audit_log (actor_id, action, entity, entity_id, meta, created_at)
    select u.id, 'gradebook.template.update', 'gradebook_template', null, '{}'::jsonb, (${asOf}::date - n * 7) + interval '16 hours'
    from users u cross join generate_series(0, 3) n
    where u.email like ${`${name.email}t%@admin.test`} and abs(hashtext(u.id::text || n::text)) % 8 = 0`);
  step('gradebook scores and audit log');
  // The progress rows went in with the triggers off: the activity rollups (0008) are rebuilt from the sources.
  await run(sql`select activity_rollups_rebuild()`);
  step('activity rollups');
  await run(sql`vacuum analyze`);
  log(`  district ${k} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The six bench courses, their units and items (once per database). */
async function makeCatalogue(run: (statement: ReturnType<typeof sql>) => Promise<unknown>): Promise<void> {
  await run(sql`insert into courses (name, description, grade_band)
    select 'Bench Admin Course ' || c, 'A generated course for the admin bench.', '6–8' from generate_series(1, ${COURSES}) c`);
  await run(sql`insert into sections (course_id, name, position, level)
    select co.id, 'Unit ' || u, u, 1 + (u - 1) % 5 from courses co cross join generate_series(1, ${UNITS}) u
    where co.name like 'Bench Admin Course %'`);
  await run(sql`insert into contents (course_id, section_id, kind, title, body, position, max_score)
    select s.course_id, s.id, k.kind::content_kind, initcap(k.kind) || ' ' || s.position || '.' || i, 'Generated.', i, k.max_score
    from sections s join courses co on co.id = s.course_id and co.name like 'Bench Admin Course %'
    cross join generate_series(1, ${ITEMS}) i
    cross join lateral (select case i % 5 when 0 then 'quiz' when 2 then 'activity' when 4 then 'lab' else 'lesson' end as kind,
      case i % 5 when 0 then 20 when 2 then 10 when 4 then 25 else null end::real as max_score) k`);
}
