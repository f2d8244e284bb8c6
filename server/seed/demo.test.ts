import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { divisionSchema, templateAttributeSchema } from '@/contract/schemas/gradebook';
import { type Database, openDatabase } from '../db/client';
import * as schema from '../db/schema';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { openSeededPglite } from '../test/pglite-template';
import { buildDemo, isDatabaseEmpty } from './demo';
import { demoEmails } from './people';
import { allTableNames, runSeed } from './run';
import { AdminInputError, createSuperAdmin } from './super-admin';

const expectedRoles = {
  super: 'super-admin',
  district: 'district-admin',
  admin: 'school-admin',
  teacher: 'teacher',
  teacher2: 'teacher',
  parent: 'parent',
} as const;

describe.each(databaseKinds)('demo school seed (%s)', (kind) => {
  let server: TestServer;
  let db: Database['db'];
  beforeAll(async () => {
    server = await startTestServer({ kind });
    db = server.database.db;
  });
  afterAll(() => server.close());

  it('has the size the demo needs', async () => {
    expect(await db.$count(schema.students)).toBeGreaterThanOrEqual(150);
    expect(await db.$count(schema.courses)).toBeGreaterThanOrEqual(3);
    expect(await db.$count(schema.districts)).toBe(2);
    expect(await db.$count(schema.schools)).toBe(3);
    expect(await db.$count(schema.grades)).toBe(13);
    expect(await db.$count(schema.gradebookAttributes)).toBe(6);
    expect(await db.$count(schema.progress)).toBeGreaterThan(1000);
    const perUnit = new Map<string, number>();
    for (const { section } of await db.select({ section: schema.contents.sectionId }).from(schema.contents)) {
      perUnit.set(section, (perUnit.get(section) ?? 0) + 1);
    }
    expect(Math.min(...perUnit.values())).toBeGreaterThanOrEqual(4);
    expect(Math.max(...perUnit.values())).toBeLessThanOrEqual(8);
  });

  it.each(Object.entries(demoEmails))('signs in as %s with demo1234', async (key, email) => {
    const res = await server.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'demo1234' } });
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user.role).toBe(expectedRoles[key as keyof typeof expectedRoles]);
    const schoolNames = user.schools.map((s: { name: string }) => s.name);
    if (key === 'teacher') expect(schoolNames).toEqual(['Hillcrest Middle School', 'Riverside Middle School']);
    if (key === 'teacher2') expect(schoolNames).toEqual(['Lakeshore Middle School']);
    if (key === 'admin') expect(schoolNames).toEqual(['Riverside Middle School']);
    if (key === 'district') expect(schoolNames).toHaveLength(2);
    if (key === 'parent') expect(schoolNames).toEqual(['Riverside Middle School']);
  });

  it('gives the parent two children in school A', async () => {
    const rows = await db
      .select({ school: schema.schools.name })
      .from(schema.parentStudents)
      .innerJoin(schema.users, eq(schema.users.id, schema.parentStudents.parentId))
      .innerJoin(schema.students, eq(schema.students.id, schema.parentStudents.studentId))
      .innerJoin(schema.schools, eq(schema.schools.id, schema.students.schoolId))
      .where(eq(schema.users.email, demoEmails.parent));
    expect(rows).toEqual([{ school: 'Riverside Middle School' }, { school: 'Riverside Middle School' }]);
  });

  it('stores templates in the wire shape and scores within max score', async () => {
    const templates = await db.select().from(schema.gradebookTemplates);
    expect(templates.filter((t) => t.type === 'DEFAULT' && t.courseId === null)).toHaveLength(1);
    expect(templates.filter((t) => t.type === 'COURSE')).toHaveLength(await db.$count(schema.courses));
    for (const t of templates) {
      z.array(divisionSchema).parse(t.gradings);
      z.array(templateAttributeSchema).parse(t.unassigned);
    }
    const progress = await db
      .select({ score: schema.progress.score, max: schema.contents.maxScore, kind: schema.contents.kind })
      .from(schema.progress)
      .innerJoin(schema.contents, eq(schema.contents.id, schema.progress.contentId));
    for (const p of progress) {
      if (p.kind === 'lesson') expect(p.score).toBeNull();
      if (p.score !== null) expect(p.score).toBeLessThanOrEqual(p.max!);
    }
  });

  it('has one current platform announcement and more than a page of notifications per teacher', async () => {
    const platform = await db.select().from(schema.announcements).where(eq(schema.announcements.scope, 'platform'));
    expect(platform).toHaveLength(1);
    expect(platform[0]!.endsAt).toBeNull();
    const [teacher] = await db.select().from(schema.users).where(eq(schema.users.email, demoEmails.teacher));
    expect(await db.$count(schema.notifications, eq(schema.notifications.userId, teacher!.id))).toBeGreaterThan(20);
  });
});

describe('determinism, idempotence and create-admin (pglite)', () => {
  /** Seeded in another database (the shared test template: possibly another process, another day). */
  let reference: Database;
  let fresh: Database;
  beforeAll(async () => {
    reference = await openSeededPglite();
    fresh = await openDatabase({});
  }, 120_000);
  afterAll(async () => {
    await reference.close();
    await fresh.close();
  });

  it('builds the same rows every time, with valid uuids', () => {
    const a = buildDemo('hash');
    const b = buildDemo('hash');
    // JSON: the rows only (the builders also carry lookup functions, which never compare equal).
    expect(JSON.stringify(a)).toEqual(JSON.stringify(b));
    for (const row of [...a.people.students, ...a.progress, ...a.curriculum.contents])
      expect(z.uuid().safeParse(row.id).success).toBe(true);
  });

  it('keeps TeX, code fences and tables intact in the content Markdown', () => {
    const bodies = buildDemo('hash').curriculum.contents.map((c) => c.body);
    const all = bodies.join('\n');
    // Backslashes of TeX survive (a cooked template string would turn `\frac` into a form feed).
    expect(all).toContain(String.raw`\frac{n(n+1)}{2}`);
    expect(all).toContain(String.raw`O(n \log n)`);
    expect(all).not.toMatch(/[\f\v\b]/);
    expect(all).not.toMatch(/\\`|\\\$\{/);
    for (const fence of ['```python', '```javascript', '```html', '|---|', '$$']) expect(all).toContain(fence);
    for (const body of bodies) {
      expect((body.match(/^```/gm) ?? []).length % 2).toBe(0);
      expect((body.match(/\$\$/g) ?? []).length % 2).toBe(0);
      expect(body).toMatch(/^#{1,2} \S/); // starts with a heading: no indentation left over from the source files
    }
  });

  it('seeds two fresh databases identically, and runSeed is idempotent', async () => {
    expect(await isDatabaseEmpty(fresh.db)).toBe(true);
    expect(await runSeed(fresh.db)).toBe('seeded');
    expect(await runSeed(fresh.db)).toBe('already-seeded');
    const sample = async (d: Database) => ({
      students: await d.db.select().from(schema.students).orderBy(asc(schema.students.id)),
      progress: await d.db.select().from(schema.progress).orderBy(asc(schema.progress.id)),
      templates: await d.db.select().from(schema.gradebookTemplates).orderBy(asc(schema.gradebookTemplates.id)),
      users: await d.db
        .select({ id: schema.users.id, email: schema.users.email, role: schema.users.role })
        .from(schema.users)
        .orderBy(asc(schema.users.id)),
    });
    const before = await sample(reference);
    expect(await sample(fresh)).toEqual(before);

    // --reset empties every table and seeds again: same rows, nothing doubled.
    await createSuperAdmin(fresh.db, { email: 'extra@demo.test', name: 'Extra', password: 'long enough password' });
    expect(await runSeed(fresh.db, { reset: true })).toBe('reset');
    expect(await sample(fresh)).toEqual(before);
    expect(allTableNames()).toContain('refresh_tokens');
  });

  it('creates a super admin and refuses duplicates and short passwords', async () => {
    const admin = await createSuperAdmin(fresh.db, { email: ' Root@Example.org ', name: 'Root', password: 'correct horse battery' });
    expect(admin.email).toBe('root@example.org');
    await expect(
      createSuperAdmin(fresh.db, { email: 'root@example.org', name: 'Again', password: 'correct horse battery' }),
    ).rejects.toThrow(AdminInputError);
    await expect(createSuperAdmin(fresh.db, { email: 'new@example.org', name: 'Short', password: 'short' })).rejects.toThrow(/at least 10/);
    const [row] = await fresh.db.select().from(schema.users).where(eq(schema.users.email, 'root@example.org'));
    expect(row?.role).toBe('super-admin');
  });
});
