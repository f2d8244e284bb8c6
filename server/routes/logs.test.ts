import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { type AuditEntry, auditEntrySchema, logExportSchema, type SignInEventRow, signInEventSchema } from '@/contract/schemas/logs';
import { runRetention } from '../privacy/retention-job';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { addUser, userIdOf } from '../test/accounts';
import { databaseKinds, demoPassword, serverSuite, startTestServer, type TestServer } from '../test/harness';
import { allLogText, auditRowsOfAction, signInEventsOf, studentOfTeacherIn } from '../test/logs-fixtures';

const school = { A: id('school/A'), B: id('school/B'), C: id('school/C') };
const login = (email: string, password: string, extra: Partial<InjectOptions> = {}): InjectOptions => ({
  method: 'POST',
  url: api.login.path,
  payload: { email, password },
  ...extra,
});

/** The logs: where requests come from, sign-in events, the two lists, their CSV, and who sees what. */
describe.each(databaseKinds)('logs (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { post } = suite;
  const inject = (options: InjectOptions) => suite.server.app.inject(options);
  /** Students read by teacher@ (school A and B) and teacher2@ (school C), each from its own address. */
  const read = { A: '', B: '', C: '' };

  beforeAll(async () => {
    read.A = await studentOfTeacherIn(suite.db, demoEmails.teacher, school.A);
    read.B = await studentOfTeacherIn(suite.db, demoEmails.teacher, school.B);
    read.C = await studentOfTeacherIn(suite.db, demoEmails.teacher2, school.C);
    const readAs = async (email: string, studentId: string, remoteAddress: string) => {
      const res = await suite.server.as(email, { method: 'GET', url: `/api/v1/teacher/student/get/${studentId}`, remoteAddress });
      expect(res.statusCode).toBe(200);
    };
    await readAs(demoEmails.teacher, read.A, '198.51.100.10');
    await readAs(demoEmails.teacher, read.B, '198.51.100.11');
    await readAs(demoEmails.teacher2, read.C, '198.51.100.12');
  });

  /** Every entry of the audit list for this filter, all pages. */
  async function auditAll(email: string, filter: object = {}): Promise<AuditEntry[]> {
    const entries: AuditEntry[] = [];
    for (let page = 0; ; page++) {
      const res = await post(email, api.auditLogList.path, { ...filter, page, pageSize: 500 });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      entries.push(...data.items.map((item: unknown) => auditEntrySchema.parse(item)));
      if (entries.length >= data.total) return entries;
    }
  }
  async function signInsAll(email: string, filter: object = {}): Promise<SignInEventRow[]> {
    const events: SignInEventRow[] = [];
    for (let page = 0; ; page++) {
      const res = await post(email, api.signInList.path, { ...filter, page, pageSize: 500 });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      events.push(...data.items.map((item: unknown) => signInEventSchema.parse(item)));
      if (events.length >= data.total) return events;
    }
  }

  describe('from where', () => {
    it('an audited read carries the address of its request', async () => {
      const rows = await auditRowsOfAction(suite.db, 'student.read');
      expect(rows.find((r) => r.entity_id === read.A)?.ip).toBe('198.51.100.10');
      expect(rows.find((r) => r.entity_id === read.C)?.ip).toBe('198.51.100.12');
    });

    it('a change audited in its transaction carries the address too', async () => {
      const res = await suite.server.as(demoEmails.admin, {
        method: 'POST',
        url: api.createAnnouncement.path,
        remoteAddress: '203.0.113.5',
        payload: {
          title: 'Logs test',
          message: 'From where?',
          severity: 'info',
          startsAt: new Date().toISOString(),
          audience: { scope: 'school', schoolId: school.A },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await auditRowsOfAction(suite.db, 'announcement.create');
      expect(row).toMatchObject({ entity_id: res.json().data._id, ip: '203.0.113.5' });
    });

    it("the server's own jobs write no address", async () => {
      await runRetention({ db: suite.db, config: suite.server.config });
      const [row] = await auditRowsOfAction(suite.db, 'retention.run');
      expect(row).toMatchObject({ actor_id: null, ip: null });
    });

    it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
      const headers = { 'x-forwarded-for': '192.0.2.99', 'user-agent': 'spoofer' };
      await inject(login('teacher3@demo.test', demoPassword, { headers, remoteAddress: '198.51.100.77' }));
      const events = await signInEventsOf(suite.db, 'teacher3@demo.test');
      expect(events.at(-1)).toMatchObject({ outcome: 'success', ip: '198.51.100.77', user_agent: 'spoofer' });
    });
  });

  describe('sign-in events', () => {
    const email = `signin-${kind}@logs.test`;
    let userId = '';
    beforeAll(async () => {
      userId = (await addUser(suite.db, email, 'teacher')).id;
    });

    it('records a success, a wrong password and a sign-out, with the account, the address and the browser', async () => {
      const headers = { 'user-agent': 'Mozilla/5.0 (LogsTest)' };
      expect((await inject(login(email, 'Wrong-Secret-1', { headers, remoteAddress: '198.51.100.20' }))).statusCode).toBe(401);
      const ok = await inject(login(` ${email.toUpperCase()} `, demoPassword, { headers, remoteAddress: '198.51.100.21' }));
      expect(ok.statusCode).toBe(200);
      const out = await inject({ method: 'POST', url: api.logout.path, payload: { refreshToken: ok.json().data.refreshToken }, headers });
      expect(out.statusCode).toBe(200);
      // A spent or unknown refresh token signs nobody out: no event.
      await inject({ method: 'POST', url: api.logout.path, payload: { refreshToken: 'rt_unknown' } });
      expect(await signInEventsOf(suite.db, email)).toEqual([
        { user_id: userId, email, outcome: 'failure', ip: '198.51.100.20', user_agent: 'Mozilla/5.0 (LogsTest)' },
        { user_id: userId, email, outcome: 'success', ip: '198.51.100.21', user_agent: 'Mozilla/5.0 (LogsTest)' },
        { user_id: userId, email, outcome: 'sign-out', ip: '127.0.0.1', user_agent: 'Mozilla/5.0 (LogsTest)' },
      ]);
    });

    it('keeps the email typed for an account that does not exist, trimmed and lower-cased', async () => {
      expect((await inject(login('  Nobody.Here@Example.TEST ', 'Wrong-Secret-2'))).statusCode).toBe(401);
      expect(await signInEventsOf(suite.db, 'nobody.here@example.test')).toMatchObject([{ user_id: null, outcome: 'failure' }]);
    });

    it('records a refused attempt once the limiter holds the address back on the account', async () => {
      const locked = `locked-${kind}@logs.test`;
      const lockedId = (await addUser(suite.db, locked, 'parent')).id;
      for (let i = 0; i < 5; i++) expect((await inject(login(locked, `Wrong-Secret-3-${i}`))).statusCode).toBe(401);
      expect((await inject(login(locked, demoPassword))).statusCode).toBe(429);
      const events = await signInEventsOf(suite.db, locked);
      expect(events.map((e) => e.outcome)).toEqual(['failure', 'failure', 'failure', 'failure', 'failure', 'locked']);
      expect(events.every((e) => e.user_id === lockedId)).toBe(true);
    });

    it('stores no password anywhere in the logs', async () => {
      const text = await allLogText(suite.db);
      expect(text).toContain('nobody.here@example.test');
      for (const secret of ['Wrong-Secret', demoPassword]) expect(text).not.toContain(secret);
    });
  });

  describe('the audit list', () => {
    it('names the actor and the record, with the address', async () => {
      const [entry] = await auditAll(demoEmails.super, { entity: 'student', entityId: read.A, action: 'student.read' });
      expect(entry).toMatchObject({
        action: 'student.read',
        entity: 'student',
        entityId: read.A,
        ip: '198.51.100.10',
        actor: { email: demoEmails.teacher, role: 'teacher' },
      });
      expect(entry?.record).toMatch(/^\S+ \S+/);
    });

    it('searches by user name or email, record, action and time', async () => {
      const byEmail = await auditAll(demoEmails.super, { q: 'TEACHER2@demo', action: 'student.read' });
      expect(byEmail.length).toBeGreaterThan(0);
      expect(byEmail.every((e) => e.actor?.email === demoEmails.teacher2)).toBe(true);
      const teacherId = await userIdOf(suite.db, demoEmails.teacher);
      const byUser = await auditAll(demoEmails.super, { userId: teacherId });
      expect(byUser.map((e) => e.entityId)).toEqual(expect.arrayContaining([read.A, read.B]));
      expect(byUser.every((e) => e.actor?._id === teacherId)).toBe(true);
      const byPrefix = await auditAll(demoEmails.super, { action: 'announcement' });
      expect(byPrefix.length).toBeGreaterThan(0);
      expect(byPrefix.every((e) => e.action.startsWith('announcement.'))).toBe(true);
      // `%` and `_` are literal.
      expect(await auditAll(demoEmails.super, { action: '%' })).toEqual([]);
      const future = new Date(Date.now() + 3600_000).toISOString();
      expect(await auditAll(demoEmails.super, { entityId: read.A, from: future })).toEqual([]);
      expect(await auditAll(demoEmails.super, { entityId: read.A, to: future })).not.toEqual([]);
      const backwards = await post(demoEmails.super, api.auditLogList.path, { from: future, to: new Date(0).toISOString() });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().details).toEqual([expect.objectContaining({ path: 'body.to' })]);
    });

    it('pages on the server, newest first unless sorted otherwise', async () => {
      const first = (await post(demoEmails.super, api.auditLogList.path, { page: 0, pageSize: 3 })).json().data;
      const second = (await post(demoEmails.super, api.auditLogList.path, { page: 1, pageSize: 3 })).json().data;
      expect(first.items).toHaveLength(3);
      expect(second.total).toBe(first.total);
      const times = [...first.items, ...second.items].map((e: AuditEntry) => e.at);
      expect(times).toEqual([...times].sort().reverse());
      expect(new Set([...first.items, ...second.items].map((e: AuditEntry) => e._id)).size).toBe(6);
      const byAction = await auditAll(demoEmails.super, { sort: 'action', dir: 'asc' });
      const actions = byAction.map((e) => e.action);
      expect(actions).toEqual([...actions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const oldest = await auditAll(demoEmails.super, { dir: 'asc' });
      expect(oldest.map((e) => e.at)).toEqual(oldest.map((e) => e.at).sort());
    });

    it('exports the filter as CSV, and the export is itself audited', async () => {
      const res = await post(demoEmails.super, api.auditLogExport.path, { entityId: read.A });
      expect(res.statusCode).toBe(200);
      const file = logExportSchema.parse(res.json().data);
      expect(file.fileName).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(file.truncated).toBe(false);
      const lines = file.csv.split('\r\n');
      expect(lines[0]).toBe('\uFEFFtime,actor,actor email,actor role,action,record kind,record id,record,address,details');
      expect(lines.at(-1)).toBe('');
      expect(lines.slice(1, -1)).toHaveLength(file.rows);
      expect(file.rows).toBe((await auditAll(demoEmails.super, { entityId: read.A })).length);
      expect(lines.some((l) => l.includes(`,student.read,student,${read.A},`) && l.endsWith(',198.51.100.10,'))).toBe(true);
      const [audit] = await auditRowsOfAction(suite.db, 'audit-log.export');
      expect(audit).toMatchObject({ actor_id: await userIdOf(suite.db, demoEmails.super), entity: 'audit-log', entity_id: null });
    });
  });

  describe('the sign-in list', () => {
    it('searches by email or name and outcome, sorts, and exports as CSV', async () => {
      const failures = await signInsAll(demoEmails.super, { q: 'nobody.here', outcome: 'failure' });
      expect(failures).toMatchObject([{ email: 'nobody.here@example.test', outcome: 'failure', user: null }]);
      const teacher = await signInsAll(demoEmails.super, { q: 'teacher@demo.test', outcome: 'success' });
      expect(teacher.length).toBeGreaterThan(0);
      expect(teacher.every((e) => e.user?.role === 'teacher' && e.outcome === 'success')).toBe(true);
      // By the account's name (a text of no typed email), for the super admin and within a school admin's reach.
      for (const admin of [demoEmails.super, demoEmails.admin]) {
        const byName = await signInsAll(admin, { q: 'lex riv' });
        expect(byName.length).toBeGreaterThan(0);
        expect(byName.every((e) => e.user?.name === 'Alex Rivera' && !e.email.includes('lex riv'))).toBe(true);
      }
      const byEmail = await signInsAll(demoEmails.super, { sort: 'email', dir: 'asc' });
      const emails = byEmail.map((e) => e.email);
      expect(emails).toEqual([...emails].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

      const res = await post(demoEmails.super, api.signInExport.path, { q: 'nobody.here' });
      const file = logExportSchema.parse(res.json().data);
      expect(file.fileName).toMatch(/^sign-ins-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = file.csv.split('\r\n');
      expect(lines[0]).toBe('\uFEFFtime,email,outcome,account,account role,address,browser');
      expect(lines.slice(1, -1)).toEqual([expect.stringMatching(/^[^,]+,nobody\.here@example\.test,failure,,,127\.0\.0\.1,/)]);
    });
  });

  describe('scope', () => {
    it('a district admin sees their district and never another district', async () => {
      const entries = await auditAll(demoEmails.district, { action: 'student.read' });
      const ids = new Set(entries.map((e) => e.entityId));
      expect(ids.has(read.A) && ids.has(read.B)).toBe(true);
      expect(ids.has(read.C)).toBe(false);
      expect(entries.some((e) => e.actor?.email === demoEmails.teacher2)).toBe(false);
      const all = await auditAll(demoEmails.district);
      expect(all.some((e) => e.entityId === read.C || e.entityId === school.C || e.action === 'retention.run')).toBe(false);
      const signIns = await signInsAll(demoEmails.district);
      expect(signIns.some((e) => e.email === demoEmails.teacher)).toBe(true);
      expect(signIns.some((e) => e.email === demoEmails.teacher2 || e.email === 'nobody.here@example.test')).toBe(false);
    });

    it("a school admin sees their school's records, not a colleague's reads in another school", async () => {
      const entries = await auditAll(demoEmails.admin, { action: 'student.read' });
      const ids = new Set(entries.map((e) => e.entityId));
      // teacher@ works in A and B: their read of a B student is B's business, not A's.
      expect(ids.has(read.A)).toBe(true);
      expect(ids.has(read.B) || ids.has(read.C)).toBe(false);
      const signIns = await signInsAll(demoEmails.admin);
      expect(signIns.some((e) => e.email === demoEmails.teacher)).toBe(true);
      expect(signIns.some((e) => e.email === demoEmails.teacher2 || e.email === demoEmails.district)).toBe(false);
    });

    // Each endpoint × role × own and foreign filter: the status, and for 200 only in-scope rows.
    const lists = [
      ['auditLogList', api.auditLogList.path, { page: 0, pageSize: 5 }],
      ['auditLogExport', api.auditLogExport.path, {}],
      ['signInList', api.signInList.path, { page: 0, pageSize: 5 }],
      ['signInExport', api.signInExport.path, {}],
    ] as const;
    const audits = new Set(['auditLogList', 'auditLogExport']);
    it.each(lists)('%s: 401 signed out, 403 for teachers and parents, 200/404 by scope for admins', async (name, path, base) => {
      expect((await inject({ method: 'POST', url: path, payload: base })).statusCode).toBe(401);
      for (const email of [demoEmails.teacher, demoEmails.parent]) expect((await post(email, path, base)).statusCode, email).toBe(403);
      const person = { own: await userIdOf(suite.db, demoEmails.teacher), foreign: await userIdOf(suite.db, demoEmails.teacher2) };
      const cases: [string, object, number][] = [
        [demoEmails.super, { userId: person.foreign }, 200],
        [demoEmails.district, { userId: person.own }, 200],
        [demoEmails.district, { userId: person.foreign }, 404],
        [demoEmails.admin, { userId: person.own }, 200],
        [demoEmails.admin, { userId: person.foreign }, 404],
      ];
      if (audits.has(name)) {
        cases.push(
          [demoEmails.super, { entity: 'school', entityId: school.C }, 200],
          [demoEmails.district, { entity: 'school', entityId: school.B }, 200],
          [demoEmails.district, { entity: 'school', entityId: school.C }, 404],
          [demoEmails.district, { entity: 'student', entityId: read.C }, 404],
          [demoEmails.admin, { entity: 'student', entityId: read.A }, 200],
          [demoEmails.admin, { entity: 'school', entityId: school.B }, 404],
          [demoEmails.admin, { entity: 'student', entityId: read.B }, 404],
          [demoEmails.admin, { entity: 'student', entityId: 'not-a-uuid' }, 404],
        );
      }
      for (const [email, filter, status] of cases) {
        const res = await post(email, path, { ...base, ...filter });
        expect(res.statusCode, `${email} ${JSON.stringify(filter)}`).toBe(status);
        if (status === 404) expect(res.json().code).toBe('NOT_FOUND');
      }
    });
  });
});

describe.each(databaseKinds)('logs behind a trusted proxy (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => server.close());

  it("takes the client's address from X-Forwarded-For, in audit rows and sign-in events", async () => {
    const headers = { 'x-forwarded-for': '192.0.2.44' };
    const signIn = await server.app.inject(login(demoEmails.admin, demoPassword, { headers, remoteAddress: '10.0.0.2' }));
    expect(signIn.statusCode).toBe(200);
    expect((await signInEventsOf(server.database.db, demoEmails.admin)).at(-1)).toMatchObject({ outcome: 'success', ip: '192.0.2.44' });
    const student = await studentOfTeacherIn(server.database.db, demoEmails.teacher, school.A);
    const res = await server.as(demoEmails.admin, { method: 'GET', url: api.adminStudentExport.path.replace(':id', student), headers });
    expect(res.statusCode).toBe(200);
    const [row] = await auditRowsOfAction(server.database.db, 'student.export');
    expect(row).toMatchObject({ entity_id: student, ip: '192.0.2.44' });
  });
});
