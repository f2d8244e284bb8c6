/**
 * Three app instances over one database, for the tests of the answers kept ready (ARCHITECTURE.md
 * §19): A (the test server) and B keep answers, the truth keeps none. They share the database as N
 * instances share one PostgreSQL (§18), so a write through B must invalidate A's answers.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app';
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
  /** Fills A's and B's caches with `reads` (and checks a second pass is served from them), then answers the truth's. */
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
  const fill = async (reads: readonly KeptRead[]) => {
    for (const app of [server.app, b]) {
      await answers(app, reads);
      const hits = app.answerCache!.hits;
      await answers(app, reads);
      expect(app.answerCache!.hits - hits).toBe(reads.length);
    }
    return answers(truth, reads);
  };
  const afterWrite = async (reads: readonly KeptRead[], write: () => Promise<unknown>) => {
    const before = await fill(reads);
    await write();
    const after = await answers(truth, reads);
    expect(
      after.some((body, i) => body !== before[i]),
      'the write changes some cached answer',
    ).toBe(true);
    expect(await answers(server.app, reads)).toEqual(after);
    expect(await answers(b, reads)).toEqual(after);
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
