/** Test access to the sign-in limiter's state. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/** Moves the start of the failure window of a limiter key (e.g. `account:x@y`) into the past. */
export async function ageLoginWindow(db: Db, key: string, seconds: number): Promise<void> {
  await db
    .update(loginFailures)
    .set({ windowStartedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(loginFailures.key, key));
}
