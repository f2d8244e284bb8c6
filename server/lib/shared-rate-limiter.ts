import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import type { RequestLimiter } from './rate-limiter';

/**
 * Fixed-window request counters in PostgreSQL, shared by every server instance on one database: a
 * limit of 60/min holds as 60/min however many instances serve the requests. One upsert per hit
 * counts and answers atomically (the row lock orders concurrent hits), on the database's clock, so
 * the instances' clocks need not agree. Run-out rows are reused by the next hit of their key and
 * swept at most once a minute per instance.
 */
export class SharedRateLimiter implements RequestLimiter {
  private sweptAt = 0;

  constructor(private readonly db: Db) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<number> {
    this.sweep();
    const window = sql`make_interval(secs => ${windowSeconds})`;
    const expired = sql`${rateLimitWindows.resetsAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitWindows)
      .values({ key, count: 1, resetsAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitWindows.count} + 1 end`,
          resetsAt: sql`case when ${expired} then now() + ${window} else ${rateLimitWindows.resetsAt} end`,
        },
      })
      .returning({
        count: rateLimitWindows.count,
        secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimitWindows.resetsAt} - now()))::int`,
      });
    return row && row.count > limit ? Math.max(1, row.secondsLeft) : 0;
  }

  /** Deletes run-out windows in the background; a failed sweep is retried a minute later. */
  private sweep() {
    const now = Date.now();
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    this.db
      .delete(rateLimitWindows)
      .where(sql`${rateLimitWindows.resetsAt} <= now()`)
      .catch(() => {});
  }
}
