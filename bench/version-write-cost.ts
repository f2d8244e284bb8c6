/**
 * What the data version triggers (migrations 0023 and 0024, ARCHITECTURE.md §19 "Answers kept ready") add to a
 * write, beside the triggers the write already runs: each write below is explained with ANALYZE in
 * a transaction that is rolled back, `--rounds` times (default 30), on the large school in
 * PostgreSQL, and the median time of each of its triggers and of the whole statement is printed.
 * `tsx bench/version-write-cost.ts [--rounds 30]` (`BENCH_LARGE_DATABASE` names the database).
 */
import pg from 'pg';
import { generateLargeSchool, largeSchoolDatabase, openBenchDatabase } from './generate-large-school';
import { benchPostgresUrl } from './support/postgres';

const args = process.argv.slice(2);
const rounds = Number(args.includes('--rounds') ? args[args.indexOf('--rounds') + 1] : 30);

const database = await openBenchDatabase({ postgres: benchPostgresUrl() });
const school = await generateLargeSchool(database.db);
await database.close();
const url = new URL(benchPostgresUrl());
url.pathname = `/${largeSchoolDatabase()}`;
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();

const one = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0];
const progressRow = await one('select id, student_id, content_id from progress where course_instance_id = $1 order by id limit 1', [
  school.rosterInstanceId,
]);
const enrolled = await one('select student_id from enrollments where course_instance_id = $1 order by student_id limit 1', [
  school.rosterInstanceId,
]);
const outsider = await one(
  'select s.id from students s where s.school_id = $1 and not exists (select 1 from enrollments e where e.student_id = s.id and e.course_instance_id = $2) limit 1',
  [school.schoolId, school.rosterInstanceId],
);
const teacher = await one('select teacher_id from course_instances where id = $1', [school.rosterInstanceId]);
const gradeSection = await one('select grade_section_id from students where id = $1', [school.studentId]);
// The large school has no parents: the parent writes make one in their rolled-back transaction first.
const parentId = '00000000-0000-4000-8000-0000000000b1';
const newParent = `insert into users (id, email, name, role, password_hash)
  values ('${parentId}', 'bench.parent@large.test', 'Bench Parent', 'parent', 'x')`;
const linkedParent = [newParent, `insert into parent_students (parent_id, student_id) values ('${parentId}', '${school.studentId}')`];

const writes: Array<{ name: string; text: string; values: unknown[]; setup?: string[] }> = [
  {
    name: 'progress: one row scored (a grade entered on an item)',
    text: "update progress set score = coalesce(score, 0) + 1, status = 'completed', completed_at = coalesce(completed_at, now()), updated_at = now() where id = $1",
    values: [progressRow.id],
  },
  {
    name: 'progress: one row inserted',
    text: `insert into progress (course_instance_id, student_id, content_id, status, time_spent_seconds)
      select $1, $2, c.id, 'in_progress', 60 from contents c
      where c.course_id = (select course_id from course_instances where id = $1)
        and not exists (select 1 from progress p where p.course_instance_id = $1 and p.student_id = $2 and p.content_id = c.id) limit 1`,
    values: [school.rosterInstanceId, enrolled.student_id],
  },
  {
    name: 'enrollments: one student enrolled',
    text: 'insert into enrollments (course_instance_id, student_id) values ($1, $2)',
    values: [school.rosterInstanceId, outsider.id],
  },
  {
    name: 'grade_scores: one score saved (untracked)',
    text: `insert into grade_scores (course_instance_id, student_id, attribute_id, state, value)
      values ($1, $2, 'bench', 'graded', 5) on conflict (course_instance_id, student_id, attribute_id) do update set value = excluded.value`,
    values: [school.rosterInstanceId, enrolled.student_id],
  },
  {
    name: "time_spent: a teacher's flush (the account's own version, 0024)",
    text: `insert into time_spent (user_id, day, page, seconds) values ($1, current_date, '/bench', 60)
      on conflict (user_id, day, page) do update set seconds = time_spent.seconds + excluded.seconds`,
    values: [teacher.teacher_id],
  },
  {
    name: "parent_students: a parent linked (the child's school and classes' schools, 0024)",
    text: 'insert into parent_students (parent_id, student_id) values ($1, $2)',
    values: [parentId, school.studentId],
    setup: [newParent],
  },
  {
    name: "users: a parent's name changed (the children's schools, 0024)",
    text: 'update users set name = name || $2 where id = $1',
    values: [parentId, '.'],
    setup: linkedParent,
  },
  {
    name: "users: a teacher's name changed",
    text: 'update users set name = name || $2 where id = $1',
    values: [teacher.teacher_id, '.'],
  },
  {
    name: "grade_sections: one renamed (its students' classes, 0024)",
    text: 'update grade_sections set name = name || $2 where id = $1',
    values: [gradeSection.grade_section_id, '.'],
  },
  {
    name: "schools: the large school renamed (its 2,000 students' classes, 0024)",
    text: 'update schools set name = name || $2 where id = $1',
    values: [school.schoolId, '.'],
  },
];

interface Explained {
  'Execution Time': number;
  Triggers?: Array<{ 'Trigger Name': string; Time: number }>;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

console.log(`data version triggers on ${largeSchoolDatabase()} (${rounds} rounds each, median ms; rolled back)`);
for (const write of writes) {
  const total: number[] = [];
  const byTrigger = new Map<string, number[]>();
  try {
    for (let i = 0; i < rounds; i++) {
      await client.query('begin');
      try {
        for (const statement of write.setup ?? []) await client.query(statement);
        const [plan] = (await client.query(`explain (analyze, format json) ${write.text}`, write.values)).rows[0][
          'QUERY PLAN'
        ] as Explained[];
        const triggers = plan?.Triggers ?? [];
        total.push((plan?.['Execution Time'] ?? 0) + 0);
        for (const t of triggers) byTrigger.set(t['Trigger Name'], [...(byTrigger.get(t['Trigger Name']) ?? []), t.Time]);
      } finally {
        await client.query('rollback');
      }
    }
  } catch (error) {
    console.log(`  ${write.name}: ${(error as Error).message}`);
    continue;
  }
  const versions = [...byTrigger]
    .filter(([name]) => name.startsWith('zz_data_versions'))
    .reduce((sum, [, times]) => sum + median(times), 0);
  console.log(`  ${write.name}: statement ${median(total).toFixed(2)} ms, of which data versions ${versions.toFixed(2)} ms`);
  for (const [name, times] of byTrigger) console.log(`    ${name.padEnd(48)} ${median(times).toFixed(3)} ms`);
}
await client.end();
process.exit(0);
