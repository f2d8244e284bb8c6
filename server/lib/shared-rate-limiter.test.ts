/**
 * The shared limiter's counting of a request's limits in one statement (`hitAll`, ARCHITECTURE.md
 * §19) against counting them one by one (`hit`): same counts, same waits, each key in its own window.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/client';
import { rateLimitWindows } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
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

  it('counts hits that come together in one statement exactly: the first `limit` pass, the rest wait until the window resets', async () => {
    const limiter = new SharedRateLimiter(db);
    const key = `${kind}:together:user`;
    // The first is counted alone at once; the six that come while it runs share the next statement.
    const waits = await Promise.all(Array.from({ length: 7 }, () => limiter.hitAll([{ key, limit: 5, windowSeconds: 60 }])));
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    for (const wait of waits.slice(5)) {
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    }
    expect(await countOf(key)).toBe(7);
  });

  it("refuses a request of a batch when any of its keys is past its limit, and counts each request's hits", async () => {
    const limiter = new SharedRateLimiter(db);
    const user = `${kind}:mixed:user`;
    const ip = (n: number) => `${kind}:mixed:ip:${n}`;
    const request = (n: number) => [
      { key: user, limit: 3, windowSeconds: 600 },
      { key: ip(n), limit: 1, windowSeconds: 60 },
    ];
    // Five requests of one user from three addresses: the user's limit of 3 refuses the last two,
    // and the second request from address 1 is past that address's limit of 1.
    const waits = await Promise.all([request(1), request(2), request(1), request(3), request(2)].map((hits) => limiter.hitAll(hits)));
    expect(waits[0]).toBe(0);
    expect(waits[1]).toBe(0);
    expect(waits[2]).toBeGreaterThan(0);
    expect(waits[2]).toBeLessThanOrEqual(60);
    expect(waits[3]).toBeGreaterThan(60);
    expect(waits[4]).toBeGreaterThan(60);
    expect([await countOf(user), await countOf(ip(1)), await countOf(ip(2)), await countOf(ip(3))]).toEqual([5, 2, 2, 1]);
  });

  it('holds a limit exactly across two instances counting the same key at once', async () => {
    // A second instance: its own limiter, on its own connections when on PostgreSQL.
    const second = kind === 'postgres' ? await secondHandle(db) : null;
    try {
      const a = new SharedRateLimiter(db);
      const b = new SharedRateLimiter(second?.db ?? db);
      const key = `${kind}:instances:user`;
      const hit = (limiter: SharedRateLimiter) => limiter.hitAll([{ key, limit: 6, windowSeconds: 60 }]);
      const waits = await Promise.all(Array.from({ length: 16 }, (_, i) => hit(i % 2 === 0 ? a : b)));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(6);
      expect(await countOf(key)).toBe(16);
    } finally {
      await second?.close();
    }
  });
});

/** Another pool on the same PostgreSQL schema as `db`, as a second server instance has. */
async function secondHandle(db: Db) {
  const [row] = await sqlRows<{ schema: string }>(db, sql`select current_schema() as schema`);
  return openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, searchPath: row?.schema });
}
