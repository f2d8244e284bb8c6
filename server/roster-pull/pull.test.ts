import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { type RosterProvider, rosterProviderAnswerSchema, rosterProviderSchema } from '@/contract/schemas/roster-pull';
import { sqlRows } from '../db/sql-rows';
import { claimPull, finishPull } from '../repos/roster-providers';
import type { GenerateOptions } from '../roster/testing/generate-oneroster';
import { openSecret } from '../secrets/secret-box';
import { id } from '../seed/rng';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { pullInFlight } from './pull';
import { pullDueDistricts } from './pull-job';
import { type LocalProvider, startLocalProvider } from './testing/local-provider';

const district1 = id('district/1');
const district2 = id('district/2');
const districtAdmin = 'district@demo.test';
const superAdmin = 'super@demo.test';

/** District 1's two schools matched by name; 20 students each, so one student is 5 % of a school. */
const roster: GenerateOptions = {
  seed: 'pull-test',
  districtName: 'Riverside Unified',
  schoolNames: ['Riverside Middle School', 'Hillcrest Middle School'],
  studentsPerSchool: 20,
  teachersPerSchool: 2,
  parentsPerSchool: 1,
  classesPerStudent: 2,
  courses: ['Data and Algorithms', 'Robotics Club'],
};

describe.each(databaseKinds)('OneRoster REST pull (%s)', (kind) => {
  let server: TestServer;
  let provider: LocalProvider;
  const silent = { error() {}, warn() {}, info() {}, debug() {} } as never;

  beforeAll(async () => {
    // Pages of 7 records: every resource takes several pages.
    server = await startTestServer({ kind, env: { ROSTER_PULL_PAGE_SIZE: '7', ROSTER_PULL_TICK_SECONDS: '0' } });
    provider = await startLocalProvider(roster);
    // Tokens die after 4 requests: each pull needs several.
    provider.faults.tokenUses = 4;
  });
  afterAll(async () => {
    await provider?.close();
    await server?.close();
  });

  const db = () => server.database.db;
  const count = async (query: ReturnType<typeof sql>) => Number((await sqlRows<{ n: number }>(db(), query))[0]!.n);
  const providerPath = (districtId = district1) => buildPath(api.rosterProvider.path, { id: districtId });
  const save = (body: object, email = districtAdmin, districtId = district1) =>
    server.as(email, { method: 'PUT', url: providerPath(districtId), payload: body });
  const settings = (overrides: object = {}, from = provider) => ({
    baseUrl: from.baseUrl,
    version: 'v1p1',
    authKind: 'oauth2',
    tokenUrl: from.tokenUrl,
    clientId: from.clientId,
    clientSecret: from.clientSecret,
    enabled: false,
    autoApply: false,
    ...overrides,
  });
  const pullNow = async (email = districtAdmin, districtId = district1): Promise<RosterProvider> => {
    const res = await server.as(email, { method: 'POST', url: buildPath(api.rosterPullNow.path, { id: districtId }) });
    // Answered at once: the pull runs on.
    expect(res.statusCode, res.body).toBe(202);
    expect(rosterProviderSchema.parse(res.json().data).status.state).toBe('running');
    const running = pullInFlight(districtId);
    expect(running).toBeDefined();
    await running;
    const read = await server.as(email, { method: 'GET', url: providerPath(districtId) });
    return rosterProviderAnswerSchema.parse(read.json().data).provider!;
  };
  const imports = () => count(sql`select count(*)::int as n from roster_imports where district_id = ${district1}`);
  const activeStudents = () =>
    count(sql`select count(*)::int as n from students s join roster_links l on l.local_id = s.id::text and l.entity = 'user'
      where l.district_id = ${district1} and s.deactivated_at is null`);

  it('stores the client secret sealed and never answers it', async () => {
    expect((await save(settings(), 'admin@demo.test')).statusCode).toBe(403);
    const first = await save(settings({ clientSecret: undefined }));
    expect(first.statusCode).toBe(400);
    const res = await save(settings());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(provider.clientSecret);
    expect(rosterProviderSchema.parse(res.json().data)).toMatchObject({ clientSecretSet: true, status: { state: 'never' } });
    const [row] = await sqlRows<{ client_secret_sealed: string }>(
      db(),
      sql`select client_secret_sealed from roster_providers where district_id = ${district1}`,
    );
    expect(row!.client_secret_sealed).not.toContain(provider.clientSecret);
    expect(row!.client_secret_sealed).toMatch(/^v1\./);
    expect(openSecret(server.config.rosterPull.secretKey!, row!.client_secret_sealed, district1)).toBe(provider.clientSecret);
    // Bound to its district: the same value does not open as another district's.
    expect(() => openSecret(server.config.rosterPull.secretKey!, row!.client_secret_sealed, district2)).toThrow();
    // Saved again without the secret: kept.
    expect((await save(settings({ clientSecret: undefined }))).statusCode).toBe(200);
    const read = await server.as(districtAdmin, { method: 'GET', url: providerPath() });
    expect(read.body).not.toContain(provider.clientSecret);
    expect(read.json().data.provider.clientSecretSet).toBe(true);
  });

  it('pulls every page of every resource, fetching a new token when one expires mid-pull, into a dry run that waits', async () => {
    const status = await pullNow();
    expect(status.status).toMatchObject({ state: 'succeeded', outcome: 'waiting', mode: 'bulk' });
    expect(provider.seen.unauthorised).toBeGreaterThan(0);
    expect(provider.seen.tokens).toBeGreaterThan(1);
    // 40 students over pages of 7 (and the other resources): many requests.
    expect(provider.seen.requests).toBeGreaterThan(20);
    expect(provider.seen.filters).toEqual([]);
    const importId = status.status.importId!;
    const shown = await server.as(districtAdmin, { method: 'GET', url: buildPath(api.rosterImport.path, { id: importId }) });
    expect(shown.json().data).toMatchObject({ status: 'dry-run', errorCount: 0 });
    expect(shown.json().data.counts.users.create).toBe(40 + 4 + 2);
    // Nothing applied yet: the plan waits for the admin, who applies it in the import screen.
    expect(await activeStudents()).toBe(0);
    const applied = await server.as(districtAdmin, { method: 'POST', url: buildPath(api.rosterImportApply.path, { id: importId }) });
    expect(applied.body).toContain('"phase":"done"');
    expect(await activeStudents()).toBe(40);
  });

  it('stops at a provider 500 mid-pull: no plan, nothing applied, and the status and audit log say why', async () => {
    expect((await save(settings({ clientSecret: undefined, autoApply: true }))).statusCode).toBe(200);
    provider.faults.failAt = { resource: 'users', request: (provider.seen.byResource.users ?? 0) + 3 };
    const before = await imports();
    const status = await pullNow();
    provider.faults.failAt = null;
    expect(status.status.state).toBe('failed');
    expect(status.status.message).toContain('users: the provider answered 500');
    expect(status.status.importId).toBeNull();
    expect(status.status.lastSuccessStartedAt).toBeNull();
    expect(await imports()).toBe(before);
    expect(await activeStudents()).toBe(40);
    const audit = await sqlRows<{ meta: { message: string } }>(
      db(),
      sql`select meta from audit_log where action = 'roster.pull.fail' and entity_id = ${district1}`,
    );
    expect(audit.at(-1)?.meta.message).toContain('500');
  });

  it('stops when the provider refuses the credentials, even with a fresh token', async () => {
    provider.faults.refuseTokens = true;
    const status = await pullNow();
    provider.faults.refuseTokens = false;
    expect(status.status).toMatchObject({ state: 'failed', importId: null });
    expect(status.status.message).toContain('refused the client credentials');
  });

  it('after a pull with nothing to change, pulls incrementally: only what changed, applied by itself within the threshold', async () => {
    provider.faults.linkPaging = true;
    const same = await pullNow();
    expect(same.status).toMatchObject({ state: 'succeeded', outcome: 'no-change', mode: 'bulk' });
    const mark = same.status.lastSuccessStartedAt!;
    expect(mark).not.toBeNull();

    provider.change('users', 'student-1-00003', { givenName: 'Renamed' });
    const importsBefore = await imports();
    const delta = await pullNow();
    expect(delta.status).toMatchObject({ state: 'succeeded', outcome: 'applied', mode: 'delta', records: 1 });
    expect(provider.seen.filters.at(-1)).toBe(`dateLastModified>'${mark}'`);
    expect(await imports()).toBe(importsBefore + 1);
    const [renamed] = await sqlRows<{ name: string }>(
      db(),
      sql`select s.first_name as name from students s join roster_links l on l.local_id = s.id::text
        where l.district_id = ${district1} and l.entity = 'user' and l.sourced_id = 'student-1-00003'`,
    );
    expect(renamed!.name).toContain('Renamed');
    // A delta changes only its rows: every other student is still active.
    expect(await activeStudents()).toBe(40);
    const shown = await server.as(districtAdmin, { method: 'GET', url: buildPath(api.rosterImport.path, { id: delta.status.importId! }) });
    expect(shown.json().data.counts.users).toMatchObject({ create: 0, update: 1, deactivate: 0 });
    provider.faults.linkPaging = false;
  });

  it('holds back a pull that would deactivate more than 5 % of a school’s students until an admin applies it', async () => {
    // The school also has students no import linked (the demo's): more than 5 % of all its active students.
    const inSchool = await count(
      sql`select count(*)::int as n from students where school_id = ${id('school/A')} and deactivated_at is null`,
    );
    const over = Math.floor(inSchool * 0.05) + 1;
    expect(over).toBeLessThan(15);
    for (let n = 0; n < over; n++) provider.change('users', `student-1-${String(n + 4).padStart(5, '0')}`, { status: 'tobedeleted' });
    const status = await pullNow();
    expect(status.status).toMatchObject({ state: 'succeeded', outcome: 'waiting', mode: 'delta' });
    expect(status.status.message).toContain(`${over} of a school's ${inSchool} active students`);
    expect(await activeStudents()).toBe(40);
    const applied = await server.as(districtAdmin, {
      method: 'POST',
      url: buildPath(api.rosterImportApply.path, { id: status.status.importId! }),
    });
    expect(applied.body).toContain('"phase":"done"');
    expect(await activeStudents()).toBe(40 - over);
    // One student of the other school (at least twenty): within 5 %, applied by itself.
    provider.change('users', 'student-2-00007', { status: 'tobedeleted' });
    expect((await pullNow()).status.outcome).toBe('applied');
    expect(await activeStudents()).toBe(39 - over);
  });

  it('refuses provider data naming another district’s account, like the CSV import (scope rule)', async () => {
    provider.change('users', 'teacher-elsewhere', {
      role: 'teacher',
      enabledUser: 'true',
      givenName: 'Jordan',
      familyName: 'Mensah',
      email: 'teacher2@demo.test',
      orgs: [{ sourcedId: 'school-1', type: 'org' }],
    });
    const status = await pullNow();
    expect(status.status).toMatchObject({ state: 'failed', outcome: 'invalid' });
    const shown = await server.as(districtAdmin, { method: 'GET', url: buildPath(api.rosterImport.path, { id: status.status.importId! }) });
    expect(shown.json().data.status).toBe('invalid');
    expect(JSON.stringify(shown.json().data.errors)).toContain('users.csv');
    provider.records.users = provider.records.users.filter((u) => u.sourcedId !== 'teacher-elsewhere');
    // Another district's org in the data (a delta carrying it alone would otherwise rename this one) is refused before any plan.
    provider.change('orgs', 'other-district', { name: 'Lakeshore District', type: 'district' });
    const importsBefore = await imports();
    const other = await pullNow();
    expect(other.status).toMatchObject({ state: 'failed', importId: null });
    expect(other.status.message).toContain('names another district');
    expect(await imports()).toBe(importsBefore);
    provider.records.orgs = provider.records.orgs.filter((o) => o.sourcedId !== 'other-district');
    const [teacher] = await sqlRows<{ district: string | null }>(
      db(),
      sql`select sc.district_id as district from users u join user_schools us on us.user_id = u.id join schools sc on sc.id = us.school_id
        where u.email = 'teacher2@demo.test'`,
    );
    expect(teacher!.district).toBe(district2);
  });

  it('runs one pull of a district at a time, and the nightly job pulls only the districts due', async () => {
    const claimed = await claimPull(db(), district1);
    await expect(claimPull(db(), district1)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'A pull of this district is already running',
    });
    const res = await server.as(districtAdmin, { method: 'POST', url: buildPath(api.rosterPullNow.path, { id: district1 }) });
    expect(res.statusCode).toBe(409);
    await finishPull(db(), district1, claimed.pullStartedAt!, {
      ok: false,
      caughtUp: false,
      message: 'test',
      outcome: null,
      importId: null,
      mode: null,
      records: null,
    });
    // Not enabled: not due.
    expect(await pullDueDistricts({ db: db(), config: server.config }, silent)).toBe(0);
    expect((await save(settings({ clientSecret: undefined, enabled: true }))).statusCode).toBe(200);
    // Started within the last 24 hours: not due either.
    expect(await pullDueDistricts({ db: db(), config: server.config }, silent)).toBe(0);
    await db().execute(sql`update roster_providers set pull_started_at = now() - interval '25 hours' where district_id = ${district1}`);
    expect(await pullDueDistricts({ db: db(), config: server.config }, silent)).toBe(1);
  });

  it('reads a v1p1 provider that signs with OAuth 1.0a (filter and paging in the signed query)', async () => {
    const signed = await startLocalProvider(
      {
        seed: 'pull-oauth1',
        districtName: 'Lakeshore District',
        schoolNames: ['Lakeshore Middle School'],
        studentsPerSchool: 6,
        teachersPerSchool: 1,
      },
      'v1p1',
      'oauth1',
    );
    for (const user of signed.records.users) if (user.email) user.email = `lakeshore-${String(user.email)}`;
    try {
      expect((await save(settings({ authKind: 'oauth1', tokenUrl: null }, signed), superAdmin, district2)).statusCode).toBe(200);
      const status = await pullNow(superAdmin, district2);
      expect(status.status).toMatchObject({ state: 'succeeded', outcome: 'waiting', mode: 'bulk' });
      expect(signed.seen.unauthorised).toBe(0);
      expect(signed.seen.requests).toBeGreaterThan(6);
      // A wrong secret is refused by the provider, and the pull says so.
      expect(
        (await save(settings({ authKind: 'oauth1', tokenUrl: null, clientSecret: 'wrong' }, signed), superAdmin, district2)).statusCode,
      ).toBe(200);
      expect((await pullNow(superAdmin, district2)).status.message).toContain('refused the credentials (401)');
    } finally {
      await signed.close();
    }
  });

  it('reads a v1p2 provider (roles folded into users) for another district', async () => {
    const v12 = await startLocalProvider(
      {
        seed: 'pull-12',
        districtName: 'Lakeshore District',
        schoolNames: ['Lakeshore Middle School'],
        studentsPerSchool: 6,
        teachersPerSchool: 1,
      },
      'v1p2',
    );
    // The generator names people's emails by their sourcedIds: other ones here, or district 1 owns them (the scope rule).
    for (const user of v12.records.users) if (user.email) user.email = `lakeshore-${String(user.email)}`;
    try {
      expect((await save(settings({ version: 'v1p2' }, v12), superAdmin, district2)).statusCode).toBe(200);
      const status = await pullNow(superAdmin, district2);
      expect(status.status).toMatchObject({ state: 'succeeded', outcome: 'waiting', mode: 'bulk' });
      const shown = await server.as(superAdmin, { method: 'GET', url: buildPath(api.rosterImport.path, { id: status.status.importId! }) });
      expect(shown.json().data).toMatchObject({ status: 'dry-run', errorCount: 0 });
      expect(shown.json().data.counts.users.create).toBe(7);
      // The district admin of district 1 does not reach district 2.
      expect((await server.as(districtAdmin, { method: 'GET', url: providerPath(district2) })).statusCode).toBe(404);
    } finally {
      await v12.close();
    }
  });
});
