import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { Database } from '@/server/db/client';

/**
 * The app in process on `database`, ready for `app.inject` (or `listen`): its files in a fresh
 * temporary folder (`prefix` names it), no built client, and the rate limits lifted (a bench asks far
 * faster than a person). `production`: as deployed (production mode skips the run-time check of answers).
 */
export async function openBenchApp(database: Database, prefix: string, { production = false } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const config = loadConfig({
    ...(production ? { NODE_ENV: 'production', JWT_SECRET: 'throughput-bench-secret-throughput-bench-secret' } : {}),
    DATA_DIR: dataDir,
    DIST_DIR: path.join(dataDir, 'no-dist'),
    RATE_LIMIT_PER_USER: '100000000',
    RATE_LIMIT_PER_ADDRESS: '100000000',
  } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database });
  await app.ready();
  return app;
}

/** Signs the large school's teacher in through the API: the token, the user's id and the headers a teacher read sends. */
export async function signInBenchTeacher(app: FastifyInstance, school: { teacherEmail: string; schoolId: string }, password: string) {
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: school.teacherEmail, password } });
  if (login.statusCode !== 200) throw new Error(`bench login failed: ${login.statusCode} ${login.body}`);
  const { token, user } = login.json().data as { token: string; user: { _id: string } };
  return { token, teacherId: user._id, headers: { authorization: `Bearer ${token}`, schoolid: school.schoolId } };
}
