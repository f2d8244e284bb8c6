import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries';

let root: string | null = null;

/** A throwaway repository with the given files. */
function plant(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

const brokenBy = (files: Record<string, string>) => checkBoundaries(plant(files)).map(({ file, specifier }) => `${file} ${specifier}`);

describe('scripts/check-boundaries.ts', () => {
  it('passes imports that keep to their layer', () => {
    expect(
      brokenBy({
        'src/features/teacher/a.ts': "import { x } from '../../lib/x';\nimport { api } from '@/contract/api';\nimport { b } from './b';",
        'contract/c.ts': "import { z } from 'zod';\nimport { d } from '../domain/d';",
        'server/routes/r.ts': "import { repo } from '../repos/r';",
        'server/routes/r.test.ts': "import { users } from '../db/schema';",
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

  it('keeps the schema table (and zod with it) out of the app, tests aside', () => {
    expect(
      brokenBy({
        'src/features/teacher/a.ts': "import { endpoints } from '@/contract/endpoint-table';",
        'src/features/teacher/a.test.ts': "import { endpoints } from '@/contract/endpoint-table';",
      }),
    ).toEqual(['src/features/teacher/a.ts @/contract/endpoint-table']);
  });
});
