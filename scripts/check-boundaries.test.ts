import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries';
import { plantedTrees } from './lib/planted-tree';

const trees = plantedTrees('boundaries-');
const plant = trees.plant;
afterEach(trees.removeAll);

const brokenBy = (files: Record<string, string>) => checkBoundaries(plant(files)).map(({ file, specifier }) => `${file} ${specifier}`);

describe('scripts/check-boundaries.ts', () => {
  it('passes imports that keep to their layer', () => {
    expect(
      brokenBy({
        'src/features/teacher/a.ts': "import { x } from '../../lib/x';\nimport { api } from '@/contract/api';\nimport { b } from './b';",
        'contract/c.ts': "import { z } from 'zod';\nimport { d } from '../domain/d';",
        'server/routes/r.ts': "import { repo } from '../repos/r';",
        'server/routes/r.test.ts': "import { users } from '../db/schema';",
        'src/lib/l.ts': "import { parse } from '@/domain/sse-parser';\nimport { Button } from '../components/button';",
        'src/components/button.tsx': "import { theme } from '@/src/lib/theme';",
        'server/roster/apply.ts': "import { writeRows } from '../repos/roster-writes';\nimport { parse } from '@/domain/sse-parser';",
        'server/repos/roster-writes.ts': "import type { RowImage } from './roster-tables';",
        'server/repos/roster-tables.ts': "import { users } from '../db/schema';",
      }),
    ).toEqual([]);
  });

  it('keeps shared front-end code (src/components, src/lib) off the features and src/app', () => {
    expect(
      brokenBy({
        'src/lib/l.ts': "import { teacherKeys } from '../features/teacher/api/keys';",
        'src/lib/i18n/m.ts': "const shell = () => import('@/src/app/app-shell');",
        'src/components/c.tsx': "export { Card } from '@/src/features/roster/components/card';",
        'src/components/c.test.tsx': "import { providers } from '../app/providers';",
        'src/features/teacher/api/keys.ts': "import { schoolScoped } from '@/src/lib/query-keys';",
      }),
    ).toEqual([
      'src/components/c.test.tsx ../app/providers',
      'src/components/c.tsx @/src/features/roster/components/card',
      'src/lib/i18n/m.ts @/src/app/app-shell',
      'src/lib/l.ts ../features/teacher/api/keys',
    ]);
  });

  it('keeps server/ off src/, tests included', () => {
    expect(
      brokenBy({
        'server/crash/roster-import.ts': "import { createSseParser } from '@/src/lib/sse-parser';",
        'server/routes/roster.test.ts': "import type { SseMessage } from '../../src/lib/sse-parser';",
      }),
    ).toEqual(['server/crash/roster-import.ts @/src/lib/sse-parser', 'server/routes/roster.test.ts ../../src/lib/sse-parser']);
  });

  it('keeps repositories off the roster, privacy and notification modules that use them', () => {
    expect(
      brokenBy({
        'server/repos/a.ts':
          "import type { RosterDiff } from '../roster/diff';\nimport { studentTables } from '@/server/privacy/student-tables';",
        'server/repos/b.ts': "import type { NotificationHub } from '../notifications/hub';",
        'server/roster/diff.ts': "import { emptyCounts } from '../repos/roster-diff';",
      }),
    ).toEqual([
      'server/repos/a.ts ../roster/diff',
      'server/repos/a.ts @/server/privacy/student-tables',
      'server/repos/b.ts ../notifications/hub',
    ]);
  });

  it('finds import cycles, one import type enough, and names one cycle through each of their imports', () => {
    const cycles = checkBoundaries(
      plant({
        'server/access/reach.ts': "import type { AuthUser } from '../auth/users';",
        'server/auth/users.ts': "import { inReach } from '../access/reach';\nimport { db } from '../db/client';",
        'server/db/client.ts': "import { x } from 'drizzle-orm';",
        'src/lib/a.ts': "import { b } from './b';",
        'src/lib/b.ts': "export { c } from '@/src/lib/c';",
        'src/lib/c.tsx': "const a = () => import('./a');",
        'domain/self.ts': "import { me } from './self';",
      }),
    ).map(({ file, rule }) => `${file}: ${rule.replace(/ \(ARCHITECTURE.md §4\)$/, '')}`);
    expect(cycles.sort()).toEqual([
      'domain/self.ts: import cycle: domain/self.ts → domain/self.ts',
      'server/access/reach.ts: import cycle: server/access/reach.ts → server/auth/users.ts → server/access/reach.ts',
      'server/auth/users.ts: import cycle: server/auth/users.ts → server/access/reach.ts → server/auth/users.ts',
      'src/lib/a.ts: import cycle: src/lib/a.ts → src/lib/b.ts → src/lib/c.tsx → src/lib/a.ts',
      'src/lib/b.ts: import cycle: src/lib/b.ts → src/lib/c.tsx → src/lib/a.ts → src/lib/b.ts',
      'src/lib/c.tsx: import cycle: src/lib/c.tsx → src/lib/a.ts → src/lib/b.ts → src/lib/c.tsx',
    ]);
  });

  it('passes a tree whose imports only go one way', () => {
    expect(
      brokenBy({
        'server/access/reach.ts': "import type { AuthUser } from '../auth/auth-user';",
        'server/auth/auth-user.ts': "import type { Role } from '@/contract/http';",
        'server/auth/users.ts': "import { inReach } from '../access/reach';\nimport type { AuthUser } from './auth-user';",
        'contract/http.ts': "import { z } from 'zod';",
      }),
    ).toEqual([]);
  });

  it('catches a planted forbidden import however it is written: @/, relative, dynamic, export … from', () => {
    expect(
      brokenBy({
        'contract/c.ts': "import { app } from '@/server/app';\nexport { y } from '../src/lib/y';",
        'domain/d.ts': "const m = await import('../mocks/shell');",
        'src/lib/l.ts': "import type { Db } from '../../server/db/client';",
        'src/features/teacher/a.tsx':
          "import { signOut } from '../auth/session-actions';\nconst shell = () => import('@/src/app/app-shell');",
        'server/routes/r.ts':
          "import { eq } from 'drizzle-orm';\nimport * as schema from '../db/schema.ts';\n// import { x } from '../db/schema' in a comment is fine",
      }),
    ).toEqual([
      'contract/c.ts @/server/app',
      'contract/c.ts ../src/lib/y',
      'domain/d.ts ../mocks/shell',
      'server/routes/r.ts drizzle-orm',
      'server/routes/r.ts ../db/schema.ts',
      'src/features/teacher/a.tsx ../auth/session-actions',
      'src/features/teacher/a.tsx @/src/app/app-shell',
      'src/lib/l.ts ../../server/db/client',
    ]);
  });

  it('keeps refusals one type mapped to HTTP at the edge, and reach checks out of routes', () => {
    expect(
      brokenBy({
        'server/repos/a.ts': "import { notFound } from '../lib/errors';",
        'server/gradebook/b.ts': "import { HttpError } from '@/server/lib/errors';",
        'server/roster/apply.ts': "import { conflict } from '../lib/errors';",
        'server/repos/c.ts': "import { notFound } from '../lib/refusal';\nimport { refusalStatus } from '../lib/refusal-http';",
        'server/lib/error-handler.ts': "import { httpAnswerOf } from './refusal-http';",
        'server/routes/r.ts': "import { mayReach } from '../access/reach';\nimport { writeAudit } from '../access/audit';",
        'server/routes/r.test.ts': "import { mayReach } from '../access/reach';",
      }),
    ).toEqual([
      'server/gradebook/b.ts @/server/lib/errors',
      'server/gradebook/b.ts HttpError',
      'server/repos/a.ts ../lib/errors',
      'server/repos/c.ts ../lib/refusal-http',
      'server/roster/apply.ts ../lib/errors',
      'server/routes/r.ts ../access/reach',
    ]);
  });

  it('refuses a refusal built from a status, wherever it is written in server code (tests, server/lib and comments aside)', () => {
    expect(
      brokenBy({
        'server/invites/a.ts':
          "class HttpError extends Error {}\nexport const refuse = () => { throw new HttpError(404, 'NOT_FOUND', 'No such invite'); };",
        'server/gradebook/b.ts': "import { Refused } from '../lib/refusal';\nexport class StaleSave extends Refused {}",
        'server/repos/c.ts': "export function gone() {\n  throw new GoneError(410, 'gone');\n}",
        'server/roster/d.ts': "export const tooBig = () => Object.assign(new Error('too big'), { statusCode: 413 });",
        'server/sessions/e.ts': "const error = new Error('no');\nerror.statusCode = 401;\nthrow error;",
        'server/fuzz/send.ts': 'export const ok = (res: { statusCode: number }) => res.statusCode === 200 || res.statusCode !== 500;',
        'server/roster/f.ts': "// the HttpError of old, throw new HttpError(413, …), is gone\nimport { tooLarge } from '../lib/refusal';",
        'server/roster/f.test.ts': 'class HttpError extends Error { statusCode = 500 }',
        'server/roster/testing/g.ts': 'export const reply = { statusCode: 401 };',
        'server/lib/error-handler.ts': 'const status = error.statusCode ?? 500;\nconst e = { statusCode: 400 };',
      }),
    ).toEqual([
      'server/gradebook/b.ts extends Refused',
      'server/invites/a.ts HttpError',
      'server/invites/a.ts HttpError',
      'server/invites/a.ts throw new HttpError(404',
      'server/repos/c.ts throw new GoneError(410',
      'server/roster/d.ts statusCode: 4',
      'server/sessions/e.ts statusCode =',
    ]);
  });

  it('keeps the schema table (and zod with it) out of the app, tests aside', () => {
    expect(
      brokenBy({
        'src/features/teacher/a.ts': "import { endpoints } from '@/contract/endpoint-table';",
        'src/features/teacher/a.test.ts': "import { endpoints } from '@/contract/endpoint-table';",
      }),
    ).toEqual(['src/features/teacher/a.ts @/contract/endpoint-table']);
  });
});
