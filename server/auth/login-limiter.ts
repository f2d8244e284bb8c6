import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export interface LimiterOptions {
  /** Failed attempts allowed per account within the window. */
  perAccount: number;
  /** Failed attempts allowed per address within the window: much higher, a whole school may share one. */
  perAddress: number;
  windowSeconds: number;
}

export const defaultLimiterOptions: LimiterOptions = { perAccount: 5, perAddress: 100, windowSeconds: 15 * 60 };

/**
 * Counts failed sign-ins in the database, so every API instance shares the counters. A success
 * clears the account's counter (not the address's).
 */
export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly options: LimiterOptions = defaultLimiterOptions,
  ) {}

  /** Seconds to wait before another attempt, or 0 when allowed. */
  async retryAfter(email: string, address: string): Promise<number> {
    const rows = await this.db
      .select()
      .from(loginFailures)
      .where(sql`${loginFailures.key} in (${`account:${email}`}, ${`ip:${address}`})`);
    let wait = 0;
    for (const row of rows) {
      const limit = row.key.startsWith('account:') ? this.options.perAccount : this.options.perAddress;
      const left = row.windowStartedAt.getTime() + this.options.windowSeconds * 1000 - Date.now();
      if (row.count >= limit && left > 0) wait = Math.max(wait, Math.ceil(left / 1000));
    }
    return wait;
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const windowStart = new Date(Date.now() - this.options.windowSeconds * 1000);
    for (const key of [`account:${email}`, `ip:${address}`]) {
      await this.db
        .insert(loginFailures)
        .values({ key, count: 1, windowStartedAt: new Date() })
        .onConflictDoUpdate({
          target: loginFailures.key,
          // A window that has run out starts over at 1.
          set: {
            count: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.count} + 1 end`,
            windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then now() else ${loginFailures.windowStartedAt} end`,
          },
        });
    }
  }

  async recordSuccess(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, `account:${email}`));
  }
}
