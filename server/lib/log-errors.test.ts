/**
 * What the log says of a failed statement (docs/ARCHITECTURE.md §17.7): its SQLSTATE code and
 * statement text, never its parameter values, whether drizzle's wrapper, the driver's error or an
 * error caused by one reaches the logger; the client gets the bare 500.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';

const secret = 'Secret-Pupil-Name-4711';

describe.each(databaseKinds)('failed statements in the log (%s)', (kind) => {
  const lines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      kind,
      logStream: { write: (line) => lines.push(line) },
      routes: (app) => {
        const db = () => server.database.db;
        // A value the database refuses, quoted back in the driver's own message.
        app.get('/api/test/bad-cast', async () => db().execute(sql`select ${secret}::uuid as id`));
        // A unique violation whose detail names the value: "Key (email)=(…) already exists".
        app.get('/api/test/duplicate', async () =>
          db()
            .insert(users)
            .values({ name: secret, email: 'teacher@demo.test', role: 'teacher', passwordHash: `x${secret}` }),
        );
        // The failure as the cause of another error, as a job or a wrapper would throw it.
        app.get('/api/test/wrapped', async () => {
          try {
            await db().execute(sql`select ${secret}::int as n`);
          } catch (error) {
            throw new Error('loading the page failed', { cause: error });
          }
        });
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const logged = () => lines.map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> });

  it.each([
    ['/api/test/bad-cast', '22P02', 'select $1::uuid as id'],
    ['/api/test/wrapped', '22P02', 'select $1::int as n'],
  ])('logs %s as its SQLSTATE and statement, without the values', async (url, sqlState, statement) => {
    lines.length = 0;
    const res = await server.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    const entry = logged().find((l) => l.msg === 'unhandled error');
    expect(entry?.err).toMatchObject({ sqlState, statement, message: 'database statement failed (values withheld)' });
    expect(lines.join('\n')).not.toContain(secret);
  });

  it('logs a unique violation without the key it quotes (and answers it as a 409)', async () => {
    lines.length = 0;
    const res = await server.app.inject({ method: 'GET', url: '/api/test/duplicate' });
    expect(res.statusCode).toBe(409);
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).not.toContain('teacher@demo.test');
  });
});
