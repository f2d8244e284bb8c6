import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Placeholder until the demo seed lands: replaced by the full deterministic demo school. */
export async function seedDemo(_db: Db): Promise<void> {}
