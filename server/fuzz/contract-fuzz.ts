/**
 * The contract fuzz suite (issue 11, "Fuzzing"): for every endpoint of the contract and every
 * caller (each demo role, and signed out), fast-check sends generated bodies, path parameters,
 * query strings and headers to the real server, and checks the properties of `properties.ts` on
 * every answer. Seeded: a failure prints its seed and path; `FUZZ_SEED` changes the base seed and
 * `FUZZ_RUNS` the runs per endpoint and caller.
 *
 * The endpoints are dealt over `contractFuzzShards` test files (`contract-fuzz-<n>.test.ts`, every
 * n-th endpoint each): one file held the run's longest stretch, a single worker busy for minutes
 * at the end while the other was idle. Split, vitest's workers share it.
 */

import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import type { AnyEndpoint } from '@/contract/define';
import { endpoints } from '@/contract/endpoint-table';
import type { Role } from '@/contract/http';
import { buildPath } from '@/contract/path';
import { AccessTokens } from '../auth/access-token';
import type { Db } from '../db/client';
import {
  announcements,
  bugReports,
  contents,
  courseInstances,
  courses,
  districts,
  gradeSections,
  notifications,
  schools,
  sections,
  students,
} from '../db/schema';
import { RateLimiter } from '../lib/rate-limiter';
import { SharedRateLimiter } from '../lib/shared-rate-limiter';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { userIdOf } from '../test/accounts';
import { databaseKinds, demoPassword, startTestServer, type TestServer } from '../test/harness';
import { type CallerFacts, requestOf } from './arbitraries';
import { problemsOf } from './properties';
import { send } from './send';

const baseSeed = Number(process.env.FUZZ_SEED ?? 20261123);
/** Runs per endpoint and caller the endpoint admits; a caller it refuses is stopped by the guard, so fewer do. */
const runs = Number(process.env.FUZZ_RUNS ?? 20);
const refusedRuns = Math.max(5, Math.round(runs / 3));

interface Caller {
  name: string;
  email: string | null;
  role: Role | null;
  ownSchools: string[];
}

const school = { A: id('school/A'), B: id('school/B'), C: id('school/C') };
const callers: Caller[] = [
  { name: 'signed out', email: null, role: null, ownSchools: [] },
  { name: 'teacher', email: demoEmails.teacher, role: 'teacher', ownSchools: [school.A, school.B] },
  { name: 'parent', email: demoEmails.parent, role: 'parent', ownSchools: [] },
  { name: 'school admin', email: demoEmails.admin, role: 'school-admin', ownSchools: [school.A] },
  { name: 'district admin', email: demoEmails.district, role: 'district-admin', ownSchools: [school.A, school.B] },
  { name: 'super admin', email: demoEmails.super, role: 'super-admin', ownSchools: [school.A, school.B, school.C] },
];

const admits = (endpoint: AnyEndpoint, caller: Caller) =>
  endpoint.roles === 'public' || (caller.role !== null && endpoint.roles.includes(caller.role));

/** A stable seed per endpoint and caller, so one combination can be replayed alone. */
function seedOf(name: string, caller: string): number {
  let hash = baseSeed | 0;
  for (const char of `${name}/${caller}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** A few ids of every kind of row the endpoints take, so generated ids hit real rows too. */
async function idPool(db: Db): Promise<string[]> {
  const tables = [
    districts,
    schools,
    gradeSections,
    students,
    courses,
    sections,
    contents,
    courseInstances,
    notifications,
    announcements,
    bugReports,
  ];
  const ids: string[] = [];
  for (const table of tables) {
    const rows = await db.select({ id: table.id }).from(table).limit(3);
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * Valid bodies no generator finds by chance: the stored gradebook templates (their weights must
 * add up), a score cell of a real class and student, a demo sign-in and a bug report with a real image.
 */
async function examplesOf(server: TestServer): Promise<Record<string, unknown[]>> {
  const templates = (await server.as(demoEmails.super, { method: 'GET', url: endpoints.gradebookAll.path })).json().data as unknown[];
  const [row] = await server.database.db
    .select({ id: courseInstances.id })
    .from(courseInstances)
    .where(eq(courseInstances.teacherId, await userIdOf(server.database.db, demoEmails.teacher)))
    .limit(1);
  const grid = (
    await server.as(demoEmails.teacher, { method: 'GET', url: buildPath(endpoints.gradebookClass.path, { id: row!.id }) })
  ).json().data as { students: Array<{ _id: string }>; template: { gradings: Array<{ attributes: Array<{ _id: string }> }> } };
  const cell = { courseInstanceId: row!.id, studentId: grid.students[0]?._id, attributeId: grid.template.gradings[0]?.attributes[0]?._id };
  return {
    gradebookSave: templates,
    gradebookScoreSave: [
      { ...cell, value: 1, state: 'graded' },
      { ...cell, value: null, state: 'excused' },
    ],
    login: [{ email: demoEmails.teacher, password: demoPassword }],
    bugReport: [
      { title: 'Fuzzed report', description: 'Sent by the contract fuzz suite.', screenshot: `data:image/png;base64,${onePixelPng}` },
    ],
  };
}

/** Tokens that must get a 401: another secret, expired, an unknown user and family, `alg: none`, a subject that is no id. */
async function forgedTokens(secret: string): Promise<string[]> {
  const claims = {
    userId: '6f1c1a42-2c8e-4b8a-9a43-5b0d9e2f7a11',
    role: 'super-admin' as const,
    familyId: '0b6e7d4c-5a3f-4e21-9c8d-7f6a5b4c3d2e',
  };
  const base64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return [
    await new AccessTokens('not the secret', 900).sign(claims),
    await new AccessTokens(secret, -60).sign(claims),
    await new AccessTokens(secret, 900).sign(claims),
    await new AccessTokens(secret, 900).sign({ ...claims, userId: 'not-an-id' }),
    `${base64({ alg: 'none', typ: 'JWT' })}.${base64({ sub: claims.userId, role: 'super-admin', typ: 'access', iss: 'cs-lms' })}.`,
  ];
}

/** How many files the endpoints are dealt over (each holds `contract-fuzz-<shard>.test.ts`). */
export const contractFuzzShards = 4;

/** The endpoints of one shard (1-based): every `contractFuzzShards`-th, so slow and fast ones mix. */
export function shardEndpoints(shard: number): [string, AnyEndpoint][] {
  return Object.entries(endpoints as Record<string, AnyEndpoint>).filter((_, index) => index % contractFuzzShards === shard - 1);
}

/** Declares the fuzz suite of one shard, on every database kind. */
export function fuzzContract(shard: number) {
  const shardEntries = shardEndpoints(shard);
  describe.each(databaseKinds)(`contract fuzz ${shard}/${contractFuzzShards} on %s`, (kind) => {
    let server: TestServer;
    const facts = new Map<string, CallerFacts>();
    const statuses = new Map<number, number>();
    let sent = 0;
    let startedAt = 0;

    beforeAll(async () => {
      // The per-endpoint limits would answer 429 before the body is even read, which would leave
      // most bodies untested; they have their own tests (server/lib/rate-limiter.test.ts, routes).
      vi.spyOn(RateLimiter.prototype, 'hit').mockReturnValue(0);
      // On PostgreSQL the limits are counted in the database (several instances share them).
      vi.spyOn(SharedRateLimiter.prototype, 'hit').mockResolvedValue(0);
      vi.spyOn(SharedRateLimiter.prototype, 'hitAll').mockResolvedValue(0);
      server = await startTestServer({
        kind,
        limiter: { pairFree: 1_000_000, perAccount: 1_000_000, perAddress: 1_000_000, windowSeconds: 1 },
      });
      const ids = await idPool(server.database.db);
      const forged = await forgedTokens(server.config.jwtSecret);
      const examples = await examplesOf(server);
      for (const caller of callers) {
        facts.set(caller.name, {
          token: caller.email ? await server.tokenFor(caller.email) : null,
          forgedTokens: forged,
          ownSchools: caller.ownSchools,
          otherSchools: Object.values(school).filter((s) => !caller.ownSchools.includes(s)),
          ids,
          examples,
        });
      }
      startedAt = performance.now();
    });

    afterAll(async () => {
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
      console.log(
        `contract fuzz ${shard}/${contractFuzzShards} on ${kind}: ${sent} requests to ${shardEntries.length} of ${Object.keys(endpoints).length} endpoints × ${callers.length} callers ` +
          `in ${seconds} s (seed ${baseSeed}, ${runs} runs per admitted caller, ${refusedRuns} per refused); ${byStatus.join(', ')}`,
      );
      await server?.close();
      vi.restoreAllMocks();
    });

    it.each(shardEntries)(
      '%s',
      async (name, endpoint) => {
        for (const caller of callers) {
          const seed = seedOf(name, caller.name);
          const property = fc.asyncProperty(requestOf(name, endpoint, facts.get(caller.name)!), async (request) => {
            const answer = await send(server.app, endpoint, request);
            sent += 1;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            const problems = problemsOf(endpoint, request, answer);
            if (problems.length) throw new Error(`${problems.join('; ')}\n→ ${answer.status} ${answer.body.slice(0, 500)}`);
          });
          try {
            await fc.assert(property, {
              seed,
              numRuns: admits(endpoint, caller) ? runs : refusedRuns,
              endOnFailure: process.env.FUZZ_SHRINK !== '1',
            });
          } catch (error) {
            const cause = (error as Error).cause;
            throw new Error(
              `${name} as ${caller.name} (seed ${seed}, FUZZ_SEED ${baseSeed}): ${cause instanceof Error ? `${cause.message}\n` : ''}${(error as Error).message}`,
            );
          }
        }
        // Sign-ins hash passwords (slow on purpose) and the machine may be busy: the whole file, not one endpoint, has a budget.
      },
      120_000,
    );
  });
}
