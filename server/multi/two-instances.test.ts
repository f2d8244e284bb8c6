/**
 * Two server processes on one PostgreSQL database (issue 19, part 3): what lived in one process —
 * live push, stream closing, request limits, scheduled jobs — holds across instances. Runs when
 * `TEST_DATABASE_URL` is set (PGlite is one process by construction: nothing to share).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer } from '@/bench/support/server-process';
import { type CrashTarget, type SeededSource, seededSource } from '../crash/targets';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { databaseKinds, demoPassword } from '../test/harness';
import { openStream, parentChildInTeachersClass } from '../test/notifications-fixtures';

// PostgreSQL only: runs when `databaseKinds` has it (TEST_DATABASE_URL set), reported skipped otherwise.
const onPostgres = databaseKinds.includes('postgres');

async function call(baseUrl: string, method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as { data?: Record<string, unknown> } | null };
}

async function signIn(baseUrl: string, email: string): Promise<{ token: string; refreshToken: string }> {
  const res = await call(baseUrl, 'POST', '/api/v1/auth/login', null, { email, password: demoPassword });
  if (res.status !== 200) throw new Error(`login as ${email}: ${res.status}`);
  return res.body!.data as { token: string; refreshToken: string };
}

const streamPath = '/api/v1/teacher/notification/stream';

describe.runIf(onPostgres)('two server instances on one PostgreSQL database', () => {
  let source: SeededSource;
  let target: CrashTarget;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  let teacher: string;
  let grade: { courseInstanceId: string; studentId: string; attributeId: string };
  let value = 0;

  beforeAll(async () => {
    source = await seededSource('postgres');
    target = await source.newTarget('multi');
    database = (await target.captureCrash()).database;
    // Small limits, so the test can reach them; the privacy job every second, so its runs can be counted.
    const env = { ...target.env, LOG_LEVEL: 'error', RATE_LIMIT_PER_USER: '4', PRIVACY_JOB_SECONDS: '1' };
    const firstPort = await freePort(3400 + Math.floor(Math.random() * 50));
    [a, b] = await Promise.all([
      startServer({ dataDir: target.dataDir, port: firstPort, env }),
      startServer({ dataDir: target.dataDir, port: await freePort(firstPort + 1), env }),
    ]);
    teacher = (await signIn(a.baseUrl, 'teacher@demo.test')).token;
    const { studentId, instanceId } = await parentChildInTeachersClass(database.db);
    const book = await call(a.baseUrl, 'GET', `/api/v1/gradebook/scores/instance/${instanceId}`, teacher);
    const template = book.body!.data!.template as {
      gradings: Array<{ attributes: Array<{ _id: string; _attribute: { value: string } | null }> }>;
    };
    const attribute = template.gradings.flatMap((g) => g.attributes).find((x) => x._attribute?.value === 'manual')!;
    grade = { courseInstanceId: instanceId, studentId, attributeId: attribute._id };
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await target?.remove();
    await source?.remove();
  });

  /** Saves a grade for parent@'s child through one instance: parent@ is notified. */
  async function saveGrade(server: ServerProcess) {
    value += 1;
    const res = await call(server.baseUrl, 'POST', '/api/v1/gradebook/scores/save', teacher, { ...grade, value, state: 'graded' });
    expect(res.status).toBe(200);
  }

  it('a grade saved through instance A reaches a stream open on instance B within 1 s', async () => {
    const parent = await signIn(a.baseUrl, 'parent@demo.test');
    const stream = await openStream(`${b.baseUrl}${streamPath}`, parent.token);
    try {
      await stream.comment();
      await saveGrade(a);
      const event = await stream.next(1000);
      expect(event.notification.kind).toBe('grade');
      expect(event.notification.body).toContain(`${value}`);
    } finally {
      stream.close();
    }
  });

  it('signing out on instance A closes the session’s stream on instance B', async () => {
    const parent = await signIn(a.baseUrl, 'parent@demo.test');
    const stream = await openStream(`${b.baseUrl}${streamPath}`, parent.token);
    try {
      await stream.comment();
      expect((await call(a.baseUrl, 'POST', '/api/v1/auth/logout', null, { refreshToken: parent.refreshToken })).status).toBe(200);
      await stream.ended(1000);
    } finally {
      stream.close();
    }
  });

  it('a per-user request limit holds across both instances, not once per instance', async () => {
    const admin = (await signIn(b.baseUrl, 'admin@demo.test')).token;
    const readAll = (server: ServerProcess) => call(server.baseUrl, 'POST', '/api/v1/teacher/notification/read-all', admin);
    // RATE_LIMIT_PER_USER=4: two on each instance are the four allowed, the fifth is refused on either.
    const statuses = [];
    for (const server of [a, b, a, b, a]) statuses.push((await readAll(server)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('the sign-in throttle counts failures made on both instances', async () => {
    const wrong = (server: ServerProcess) =>
      call(server.baseUrl, 'POST', '/api/v1/auth/login', null, { email: 'district@demo.test', password: 'wrong-password' });
    // Five free failures per address and account (defaultLimiterOptions.pairFree): three on A, two on B.
    for (const server of [a, a, a, b, b]) expect((await wrong(server)).status).toBe(401);
    const right = await call(b.baseUrl, 'POST', '/api/v1/auth/login', null, { email: 'district@demo.test', password: demoPassword });
    expect(right.status).toBe(429);
  });

  it('the scheduled privacy job runs once per interval across both instances', async () => {
    // Both instances tick every second. Claimed once per one-second slot, six runs span more than
    // four seconds; run by each instance on its own, they span three at most.
    const runs = () =>
      database.db.select({ at: auditLog.at }).from(auditLog).where(eq(auditLog.action, 'retention.run')).orderBy(asc(auditLog.at));
    let rows = await runs();
    while (rows.length < 6) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rows = await runs();
    }
    const span = rows[5]!.at.getTime() - rows[0]!.at.getTime();
    expect(span).toBeGreaterThan(3500);
  }, 20_000);

  it('killing A mid-stream leaves B serving, and the reconnect to B replays what was missed', async () => {
    const parent = await signIn(b.baseUrl, 'parent@demo.test');
    const onA = await openStream(`${a.baseUrl}${streamPath}`, parent.token);
    await onA.comment();
    await saveGrade(b);
    const seen = await onA.next(1000);
    a.child.kill('SIGKILL');
    await onA.ended(5000);
    onA.close();
    // Saved while the client is between its connections: only the replay can bring it.
    await saveGrade(b);
    const onB = await openStream(`${b.baseUrl}${streamPath}`, parent.token, Number(seen.id));
    try {
      const missed = await onB.next(1000);
      expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
      expect(missed.notification.body).toContain(`${value}`);
    } finally {
      onB.close();
    }
  });
});
