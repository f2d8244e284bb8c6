/**
 * The shared limiter's counting of a request's limits in one statement (`hitAll`, ARCHITECTURE.md
 * §19) against counting them one by one (`hit`): same counts, same waits, each key in its own window.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { SharedRateLimiter } from './shared-rate-limiter';

describe.each(databaseKinds)('the shared limiter counts a request’s limits at once (%s)', (kind) => {
  let server: TestServer;
  let db: Db;
  beforeAll(async () => {
    server = await startTestServer({ kind, seed: false });
    db = server.database.db;
  });
  afterAll(async () => {
    await server?.close();
  });
  const countOf = async (key: string) =>
    (await db.select({ count: rateLimitWindows.count }).from(rateLimitWindows).where(eq(rateLimitWindows.key, key)))[0]?.count;

  it('counts each key as hit does, answers the longest wait, and restarts a run-out window with its own length', async () => {
    const limiter = new SharedRateLimiter(db);
    const hits = [
      { key: `${kind}:b:user`, limit: 3, windowSeconds: 600 },
      { key: `${kind}:a:ip`, limit: 2, windowSeconds: 60 },
    ];
    expect(await limiter.hitAll(hits)).toBe(0);
    expect(await limiter.hitAll(hits)).toBe(0);
    // The third: over the per-address limit of 2 (a 60 s window), within the per-user 3.
    const third = await limiter.hitAll(hits);
    expect(third).toBeGreaterThan(0);
    expect(third).toBeLessThanOrEqual(60);
    // The fourth: both over; the longer wait (the 600 s window) is answered.
    expect(await limiter.hitAll(hits)).toBeGreaterThan(60);
    expect([await countOf(`${kind}:b:user`), await countOf(`${kind}:a:ip`)]).toEqual([4, 4]);
    // One by one, the same counters go on from there.
    expect(await limiter.hit(`${kind}:a:ip`, 2, 60)).toBeGreaterThan(0);
    expect(await countOf(`${kind}:a:ip`)).toBe(5);

    // A run-out window starts over at 1 with its own length, the other goes on counting.
    await db
      .update(rateLimitWindows)
      .set({ resetsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitWindows.key, `${kind}:a:ip`));
    expect(await limiter.hitAll(hits)).toBeGreaterThan(60);
    expect([await countOf(`${kind}:b:user`), await countOf(`${kind}:a:ip`)]).toEqual([5, 1]);
    const [row] = await db
      .select({ seconds: sql<number>`ceil(extract(epoch from ${rateLimitWindows.resetsAt} - now()))::int` })
      .from(rateLimitWindows)
      .where(eq(rateLimitWindows.key, `${kind}:a:ip`));
    expect(row?.seconds).toBeGreaterThan(50);
    expect(row?.seconds).toBeLessThanOrEqual(60);
  });
});
