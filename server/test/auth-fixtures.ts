/** Test access to the sign-in limiter's state. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/** Moves the time a limiter key's row keeps (`limiterKeys`: an account's or address's window start, a pair's latest failure) into the past. */
export async function ageLoginWindow(db: Db, key: string, seconds: number): Promise<void> {
  await db
    .update(loginFailures)
    .set({ windowStartedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(loginFailures.key, key));
}
