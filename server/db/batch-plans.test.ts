import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findSession } from '../auth/users';
import { openDatabase } from './client';
import { preparedRowsOfMany, sqlRows } from './sql-rows';

// PostgreSQL only (the local server in CI): PGlite plans every statement anyway and has one connection.
const url = process.env.TEST_DATABASE_URL;
const kinds = url ? [url] : [];

const planMode = sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`;

describe.each(kinds)('batch statements on PostgreSQL', (databaseUrl) => {
  it('run on connections that keep one plan per statement; the other statements and transactions are planned as before', async () => {
    const schema = `t_batch_${randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ databaseUrl, searchPath: schema });
    try {
      const { db } = database;
      expect((await preparedRowsOfMany(db, planMode))[0]?.mode).toBe('force_generic_plan');
      expect((await sqlRows(db, planMode))[0]?.mode).toBe('auto');
      expect(await db.transaction(async (tx) => (await preparedRowsOfMany(tx, planMode))[0]?.mode)).toBe('auto');

      // The session statement, asked one request at a time (pg's pool hands the same idle connection back).
      for (let i = 0; i < 7; i++) expect(await findSession(db, randomUUID(), randomUUID())).toBeNull();
      const [plans] = await preparedRowsOfMany<{ custom: number; generic: number }>(
        db,
        sql`select coalesce(sum(custom_plans), 0)::int as custom, coalesce(sum(generic_plans), 0)::int as generic
          from pg_prepared_statements where statement like '%with ordinality as req(user_id, family_id)%'`,
      );
      // Planned with the values each time, PostgreSQL made five custom plans before it would weigh a generic one.
      expect(plans).toEqual({ custom: 0, generic: 1 });
    } finally {
      await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
      await database.close();
    }
  });
});
