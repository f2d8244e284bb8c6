import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import type { LimitHit, RequestLimiter } from './rate-limiter';

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

  /**
   * A request's hits in one upsert (ARCHITECTURE.md §19): one round trip and one commit for its
   * per-user and per-address counters, each row counted as `hit` counts it. Rows are locked in key
   * order, so two requests counting the same keys cannot deadlock.
   */
  async hitAll(hits: readonly LimitHit[]): Promise<number> {
    if (hits.length === 0) return 0;
    if (hits.length === 1 || new Set(hits.map((h) => h.key)).size !== hits.length) {
      const waits = await Promise.all(hits.map((h) => this.hit(h.key, h.limit, h.windowSeconds)));
      return Math.max(0, ...waits);
    }
    this.sweep();
    const sorted = [...hits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const expired = sql`${rateLimitWindows.resetsAt} <= now()`;
    const rows = await this.db
      .insert(rateLimitWindows)
      .values(sorted.map((h) => ({ key: h.key, count: 1, resetsAt: sql`now() + make_interval(secs => ${h.windowSeconds})` })))
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitWindows.count} + 1 end`,
          // excluded.resets_at: now() plus this row's own window, as \`hit\` sets it.
          resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitWindows.resetsAt} end`,
        },
      })
      .returning({
        key: rateLimitWindows.key,
        count: rateLimitWindows.count,
        secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimitWindows.resetsAt} - now()))::int`,
      });
    const limitOf = new Map(hits.map((h) => [h.key, h.limit]));
    let wait = 0;
    for (const row of rows) {
      const limit = limitOf.get(row.key) ?? Number.POSITIVE_INFINITY;
      if (row.count > limit) wait = Math.max(wait, Math.max(1, row.secondsLeft));
    }
    return wait;
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
