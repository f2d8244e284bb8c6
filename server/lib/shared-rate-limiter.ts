import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import { arrayLiteral, preparedRowsOfMany } from '../db/sql-rows';
import { GroupCommit } from './group-commit';
import type { LimitHit, RequestLimiter } from './rate-limiter';

/**
 * Fixed-window request counters in PostgreSQL, shared by every server instance on one database: a
 * limit of 60/min holds as 60/min however many instances serve the requests. The hits of requests
 * that arrive together are counted in one upsert (`countTogether`), which counts and answers
 * atomically (the row lock orders concurrent statements), on the database's clock, so the instances'
 * clocks need not agree. Run-out rows are reused by the next hit of their key and
 * swept at most once a minute per instance.
 */
export class SharedRateLimiter implements RequestLimiter {
  private sweptAt = 0;
  private readonly batch: GroupCommit<readonly LimitHit[], number>;

  constructor(private readonly db: Db) {
    this.batch = new GroupCommit((requests) => this.countTogether(requests));
  }

  hit(key: string, limit: number, windowSeconds: number): Promise<number> {
    return this.hitAll([{ key, limit, windowSeconds }]);
  }

  /**
   * A request's hits, counted in a group commit with the other requests' (ARCHITECTURE.md §19): one
   * statement and one commit for all the requests that arrived while the previous one ran.
   */
  async hitAll(hits: readonly LimitHit[]): Promise<number> {
    if (hits.length === 0) return 0;
    this.sweep();
    return this.batch.submit(hits);
  }

  /**
   * Counts the hits of several requests in one upsert: each key once, by as many hits as it got
   * (ON CONFLICT touches a row once per statement), locking the rows in key order, so two instances
   * counting the same keys cannot deadlock. The row answers its count after the statement; the
   * statement's hits of a key take the places just below it, in the order the requests came, so each
   * hit is counted exactly where one upsert per hit would have counted it, and the limit holds
   * exactly across instances. A request waits when any of its hits is past its limit: until that
   * key's window resets. A run-out window starts over with this statement's hits, with its key's own
   * length (the first hit's window of the key in the statement; a key's window is fixed by its name).
   */
  private async countTogether(requests: readonly (readonly LimitHit[])[]): Promise<number[]> {
    const perKey = new Map<string, { hits: number; windowSeconds: number }>();
    for (const hits of requests)
      for (const hit of hits) {
        const counted = perKey.get(hit.key);
        if (counted) counted.hits += 1;
        else perKey.set(hit.key, { hits: 1, windowSeconds: hit.windowSeconds });
      }
    const keys = [...perKey.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const rows = await preparedRowsOfMany<{ key: string; count: number; secondsLeft: number }>(
      this.db,
      sql`insert into ${rateLimitWindows} as r (key, count, resets_at)
        select h.key, h.hits, now() + make_interval(secs => h.window_seconds)
        from unnest(${arrayLiteral(keys)}::text::text[], ${arrayLiteral(keys.map((k) => perKey.get(k)?.hits ?? 0))}::text::int[],
          ${arrayLiteral(keys.map((k) => perKey.get(k)?.windowSeconds ?? 0))}::text::int[]) as h(key, hits, window_seconds)
        order by h.key
        on conflict (key) do update set
          count = case when r.resets_at <= now() then excluded.count else r.count + excluded.count end,
          resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
        returning r.key as "key", r.count as "count", ceil(extract(epoch from r.resets_at - now()))::int as "secondsLeft"`,
    );
    // The place of the next hit of each key: the row's count before this statement's hits, plus one.
    const next = new Map<string, { place: number; secondsLeft: number }>();
    for (const row of rows) next.set(row.key, { place: row.count - (perKey.get(row.key)?.hits ?? 0) + 1, secondsLeft: row.secondsLeft });
    return requests.map((hits) => {
      let wait = 0;
      for (const hit of hits) {
        const counter = next.get(hit.key);
        if (!counter) throw new Error(`rate limit: no row counted for ${hit.key}`);
        const place = counter.place++;
        if (place > hit.limit) wait = Math.max(wait, Math.max(1, counter.secondsLeft));
      }
      return wait;
    });
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
