/**
 * Three app instances over one database, for the tests of the answers kept ready (ARCHITECTURE.md
 * §19): A (the test server) and B keep answers, the truth keeps none. They share the database as N
 * instances share one PostgreSQL (§18), so a write through B must invalidate A's answers.
 *
 * What a write is checked by (`afterWrite`): before it, A and B hold every read's answer, each
 * seen served from memory and equal to the truth's; after it, A and B answer every read as the
 * truth does, and again hold them all. That state is what the next write starts from, so a write
 * that follows another with nothing in between (the same data versions, the same pinned clock)
 * starts from it instead of asking every read five times again (ARCHITECTURE.md §4 "CI time").
 * After the write the truth is asked what A served from memory (where a stale answer would
 * show), what A made anew differently from before (what the write changed) and, in turn, a third
 * of A's other answers made anew; A's remaining answers, made anew from the same database as the
 * truth's, stand for the truth's (every read is compared with the truth every third write).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app';
import { sqlRows } from '../db/sql-rows';
import { startTestServer, type TestServer } from './harness';

export interface KeptRead {
  name: string;
  email: string;
  method: 'GET' | 'POST';
  url: string;
  schoolId?: string;
  payload?: object;
}

export interface KeptInstances {
  server: TestServer;
  b: FastifyInstance;
  truth: FastifyInstance;
  /** One read through `app`, signed in as the read's account. */
  call(app: FastifyInstance, read: KeptRead): Promise<LightMyRequestResponse>;
  /** The bodies `app` answers to `reads`, each expected 200. */
  answers(app: FastifyInstance, reads: readonly KeptRead[]): Promise<string[]>;
  /**
   * Makes A and B hold every read's answer (an answer made anew is asked again and must be served
   * from memory), each equal to the truth's; answers the truth's.
   */
  fill(reads: readonly KeptRead[]): Promise<string[]>;
  /**
   * After `write`, A and B answer every read as the truth does, and the write changed at least one;
   * answers the names of the reads it changed.
   */
  afterWrite(reads: readonly KeptRead[], write: () => Promise<unknown>): Promise<string[]>;
  close(): Promise<void>;
}

export async function startKeptInstances(
  kind: 'pglite' | 'postgres',
  options: { clock?: () => number; env?: Record<string, string> } = {},
): Promise<KeptInstances> {
  const server = await startTestServer({ kind, ...options });
  const clock = options.clock ? { clock: options.clock } : {};
  const b = await buildApp({ config: server.config, database: server.database, ...clock });
  const truth = await buildApp({ config: { ...server.config, answerCacheBytes: 0 }, database: server.database, ...clock });

  const call = async (app: FastifyInstance, r: KeptRead) =>
    app.inject({
      method: r.method,
      url: r.url,
      headers: { authorization: `Bearer ${await server.tokenFor(r.email)}`, ...(r.schoolId ? { schoolid: r.schoolId } : {}) },
      ...(r.payload ? { payload: r.payload } : {}),
    } as InjectOptions);
  const answers = async (app: FastifyInstance, reads: readonly KeptRead[]) => {
    const out: string[] = [];
    for (const r of reads) {
      const res = await call(app, r);
      expect(res.statusCode, `${r.name}: ${res.body.slice(0, 200)}`).toBe(200);
      out.push(res.body);
    }
    return out;
  };
  /**
   * `answers`, noting which were served from memory; each answer made anew is asked again: it must
   * now be served from memory, unchanged.
   */
  const kept = async (app: FastifyInstance, reads: readonly KeptRead[]) => {
    const cache = app.answerCache!;
    const out: Array<{ body: string; served: boolean }> = [];
    for (const r of reads) {
      const hits = cache.hits;
      const [body] = await answers(app, [r]);
      const served = cache.hits > hits;
      if (!served) {
        expect(await answers(app, [r]), `${r.name} asked again`).toEqual([body]);
        expect(cache.hits - hits, `${r.name} asked again is served from memory`).toBe(1);
      }
      out.push({ body: body!, served });
    }
    return out;
  };
  const keep = async (app: FastifyInstance, reads: readonly KeptRead[]) => (await kept(app, reads)).map((a) => a.body);

  /**
   * The truth's answers when A and B last held them all, and what they depend on: every data
   * version (each tracked write bumps one) and the pinned clock (a rolling window's expiry). Unknown
   * without a pinned clock. A write no version tracks leaves the snapshot as it was, and A and B
   * then serve what it changed from memory: the next `afterWrite`'s comparison with the truth fails.
   */
  let held: { reads: readonly KeptRead[]; truth: string[]; versions: string; at: number } | undefined;
  const versions = async () =>
    (
      await sqlRows<{ v: string | null }>(
        server.database.db,
        sql`select string_agg(school_id || ':' || version, ',' order by school_id) as v from data_versions`,
      )
    )[0]?.v ?? '';
  const note = async (reads: readonly KeptRead[], truthAnswers: string[]) => {
    held = options.clock ? { reads, truth: truthAnswers, versions: await versions(), at: options.clock() } : undefined;
  };
  const stillHeld = async (reads: readonly KeptRead[]) =>
    held !== undefined && held.reads === reads && held.at === options.clock?.() && held.versions === (await versions());

  const fill = async (reads: readonly KeptRead[]) => {
    const truthAnswers = await answers(truth, reads);
    expect(await keep(server.app, reads), 'A before the write').toEqual(truthAnswers);
    expect(await keep(b, reads), 'B before the write').toEqual(truthAnswers);
    await note(reads, truthAnswers);
    return truthAnswers;
  };
  /** Which third of A's unchanged answers made anew the truth is asked about: the next one each write. */
  let turn = 0;
  const afterWrite = async (reads: readonly KeptRead[], write: () => Promise<unknown>) => {
    const before = (await stillHeld(reads)) ? held!.truth : await fill(reads);
    held = undefined;
    await write();
    turn = (turn + 1) % 3;
    const a = await kept(server.app, reads);
    const after: string[] = [];
    for (const [i, { body, served }] of a.entries()) {
      const asked = served || body !== before[i] || i % 3 === turn;
      after.push(asked ? (await answers(truth, [reads[i]!]))[0]! : body);
    }
    expect(
      after.some((body, i) => body !== before[i]),
      'the write changes some cached answer',
    ).toBe(true);
    expect(
      a.map((answer) => answer.body),
      'A after the write',
    ).toEqual(after);
    expect(await keep(b, reads), 'B after the write').toEqual(after);
    await note(reads, after);
    return reads.filter((_, i) => after[i] !== before[i]).map((r) => r.name);
  };
  return {
    server,
    b,
    truth,
    call,
    answers,
    fill,
    afterWrite,
    async close() {
      await b.close();
      await truth.close();
      await server.close();
    },
  };
}
