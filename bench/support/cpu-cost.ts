/**
 * CPU time a load run costs, per request: this process (the server under test listens here) and
 * the PostgreSQL backends serving one database, read from /proc. On a shared machine the req/s of a
 * run follow whatever else runs, but the CPU a request costs barely moves, so the ratio of two such
 * costs says what the ratio of two throughputs would be on an idle machine whose cores this server
 * and its database have to themselves.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

function backendTicks(pid: number): number {
  try {
    // The command name sits in parentheses and may hold spaces: the fields after ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // a backend that ended meanwhile: its time is lost to the sum, which is rare and small
  }
}

export interface CpuCost {
  /** Milliseconds of this process's CPU per request. */
  serverMs: number;
  /** Milliseconds of the database backends' CPU per request (0 when /proc is not readable). */
  databaseMs: number;
}

/** Opens a meter over the backends connected to `database` (by name), excluding its own connection. */
export async function openCpuMeter(connectionString: string, database: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const backends = async () =>
    (
      await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database])
    ).rows.map((row) => row.pid);
  const snapshot = async () => {
    const pids = await backends();
    return { process: process.cpuUsage(), ticks: new Map(pids.map((pid) => [pid, backendTicks(pid)])) };
  };
  return {
    /** Runs `work`, which answers how many requests it made, and gives back what each cost. */
    async measure<T extends { requests: number }>(work: () => Promise<T>): Promise<T & CpuCost> {
      const before = await snapshot();
      const result = await work();
      const process_ = process.cpuUsage(before.process);
      const after = await backends();
      let ticks = 0;
      // Backends opened during the run count from 0; those opened before, from their first figure.
      for (const pid of after) ticks += backendTicks(pid) - (before.ticks.get(pid) ?? 0);
      const requests = Math.max(1, result.requests);
      return {
        ...result,
        serverMs: (process_.user + process_.system) / 1000 / requests,
        databaseMs: (ticks * 1000) / ticksPerSecond / requests,
      };
    },
    close: () => client.end(),
  };
}
