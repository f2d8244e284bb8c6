/**
 * What an audited read's gate costs on its own (ARCHITECTURE.md §19): `CONNECTIONS` concurrent
 * callers, each submitting a teacher's student-read gate (`gateOf(…).submit`, the path of a kept
 * declared read) in a loop, on the large school in PostgreSQL, for `--seconds`. Prints gates a
 * second, statements (batches) and their mean size, and the CPU of this process and of the
 * PostgreSQL backends per gate (`support/cpu-cost.ts`). No HTTP, no session statement: only the gate.
 * `tsx bench/gate-cost.ts [--seconds 5] [--connections 20] [--rounds 3]`.
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { gateOf } from '@/server/access/audit';
import { reaches } from '@/server/access/reach';
import type { AuthUser } from '@/server/auth/auth-user';
import { sqlRows } from '@/server/db/sql-rows';
import { benchTeacherEmail, generateLargeSchool, largeSchoolDatabase, openBenchDatabase } from './generate-large-school';
import { openCpuMeter } from './support/cpu-cost';
import { benchPostgresUrl } from './support/postgres';

const args = process.argv.slice(2);
const value = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const seconds = Number(value('--seconds') ?? 5);
const connections = Number(value('--connections') ?? 20);
const rounds = Number(value('--rounds') ?? 3);

const url = benchPostgresUrl();
const database = await openBenchDatabase({ postgres: url });
const school = await generateLargeSchool(database.db);
const [teacher] = await sqlRows<AuthUser>(
  database.db,
  sql`select id, name, email, role, district_id as "districtId" from users where email = ${benchTeacherEmail}`,
);
if (!teacher) throw new Error('no bench teacher');
const actor: AuthUser = teacher;
const commits = async () =>
  Number(
    (await sqlRows<{ n: string }>(database.db, sql`select xact_commit as n from pg_stat_database where datname = current_database()`))[0]
      ?.n,
  );
const meter = await openCpuMeter(url, largeSchoolDatabase());

async function round() {
  let gates = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const opened = await gateOf(database.db, reaches(actor, 'student', school.studentId)).submit({
        actorId: actor.id,
        action: 'student.read',
        entity: 'student',
        entityId: school.studentId,
      });
      if (!opened) throw new Error('the bench teacher must reach the bench student');
      gates++;
    }
  };
  const before = await commits();
  const r = await meter.measure(async () => {
    await Promise.all(Array.from({ length: connections }, worker));
    return { requests: gates };
  });
  // The commits counted include the two of `commits()` itself and the meter's.
  const statements = (await commits()) - before - 1;
  console.log(
    `  ${(gates / seconds).toFixed(0).padStart(6)} gates/s, ${statements} statements (${(gates / statements).toFixed(1)} gates each), cpu ${r.serverMs.toFixed(3)}+${r.databaseMs.toFixed(3)} ms a gate, load ${loadavg()[0]!.toFixed(1)}`,
  );
}

console.log(`gate cost: ${connections} callers, ${seconds} s, database ${largeSchoolDatabase()}`);
for (let i = 0; i < rounds; i++) await round();
await meter.close();
await database.close();
