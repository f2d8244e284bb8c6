import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { sqlRows } from './sql-rows';

// PostgreSQL only (the local server in CI): PGlite has no connections to lose.
const url = process.env.TEST_DATABASE_URL;
const kinds = url ? [url] : [];

describe.each(kinds)('a pool connection PostgreSQL ends while idle', (databaseUrl) => {
  it('costs the process nothing, and the next query opens a new connection', async () => {
    const schema = `t_lost_${randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ databaseUrl, searchPath: schema });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const [before] = await sqlRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      // The backend of the idle pooled connection is terminated, as a restart or an administrator would.
      const ended = new Promise<void>((resolve) => {
        const poll = setInterval(async () => {
          const { rows } = await admin.query('select 1 from pg_stat_activity where pid = $1', [before?.pid]);
          if (rows.length === 0) {
            clearInterval(poll);
            resolve();
          }
        }, 20);
      });
      await admin.query('select pg_terminate_backend($1)', [before?.pid]);
      await ended;
      // The pool's 'error' event fires on the next turn after the socket's message; give it that turn.
      await new Promise((resolve) => setImmediate(resolve));
      const [after] = await sqlRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      expect(after?.pid).not.toBe(before?.pid);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
      await admin.end();
      await database.close();
    }
  });
});
