import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { OutboxMail } from '@/contract/schemas/invites';
import { type ChildDashboard, familySummarySettingsSchema } from '@/contract/schemas/parent';
import { formatPercent } from '@/domain/parent-format';
import { gradeOf } from '@/domain/standing';
import { hashToken } from '../auth/opaque-token';
import { auditLog, familySummarySends } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { createMailer } from '../mail/mailer';
import { Outbox } from '../mail/outbox';
import { claimSend } from '../repos/family-summaries';
import { demoEmails } from '../seed/people';
import { addUser } from '../test/accounts';
import {
  adaWorksInTheNextWeek,
  addSummaryFixture,
  luciaWorksInWeekW,
  midweekOfW,
  type SummaryFixture,
  unlink,
} from '../test/family-summary-fixtures';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { runFamilySummaries } from './summary-job';

/** As the portal shows a percentage in Spanish: whole, with a no-break space before the sign. */
const es = (value: number) => formatPercent('es', value);
const weekLater = (weeks: number) => new Date(midweekOfW.getTime() + weeks * 7 * 86_400_000);

/** The weekly family summaries: opt-in, once per parent, child and week across instances, in the parent's language, stop link signed out. */
describe.each(databaseKinds)('weekly family summaries (%s)', (kind) => {
  let server: TestServer;
  let fixture: SummaryFixture;
  /** Two server instances' mailers, each with an outbox of its own: a mail sent twice would show in both. */
  let outboxes: string[];
  let instances: Array<Parameters<typeof runFamilySummaries>[0]>;

  const db = () => server.database.db;
  const as = (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.as(email, { method, url, ...(payload ? { payload } : {}) });
  const optIn = (email: string, enabled: boolean, locale: 'en' | 'es') =>
    as(email, 'POST', api.familySummaryUpdate.path, { enabled, locale });
  const allMails = async (): Promise<OutboxMail[]> => {
    const mails: OutboxMail[] = [];
    for (const dir of outboxes) {
      const outbox = new Outbox(dir);
      for (const entry of (await outbox.page({ page: 0, pageSize: 1000 })).items) mails.push((await outbox.mail(entry._id))!);
    }
    return mails;
  };
  const mailsTo = async (email: string) => (await allMails()).filter((mail) => mail.to === email);

  beforeAll(async () => {
    server = await startTestServer({ kind, env: { FAMILY_SUMMARY_TICK_SECONDS: '0' } });
    fixture = await addSummaryFixture(db());
    const dir = mkdtempSync(path.join(tmpdir(), 'family-summary-'));
    outboxes = [path.join(dir, 'a'), path.join(dir, 'b')];
    instances = outboxes.map((outboxDir) => ({
      db: db(),
      mailer: createMailer({ ...server.config.mail, outboxDir }),
      config: server.config,
    }));
    for (const [who, locale] of [
      [fixture.english, 'en'],
      [fixture.spanish, 'es'],
      [fixture.unlinked, 'en'],
      [fixture.optedOut, 'en'],
    ] as const) {
      expect((await optIn(who.email, true, locale)).statusCode).toBe(200);
    }
    // One tap in the settings turns them off again; and Uma is no longer her parent's child.
    expect((await optIn(fixture.optedOut.email, false, 'en')).json().data).toEqual({ enabled: false, locale: 'en' });
    await unlink(db(), fixture.unlinked.parentId, fixture.unlinked.childId);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('settings: off in English by default, for parents only', async () => {
    await addUser(db(), 'fs-fresh@family.test', 'parent');
    const res = await as('fs-fresh@family.test', 'GET', api.familySummaryGet.path);
    expect(res.statusCode).toBe(200);
    expect(familySummarySettingsSchema.parse(res.json().data)).toEqual({ enabled: false, locale: 'en' });
    expect((await as(fixture.spanish.email, 'GET', api.familySummaryGet.path)).json().data).toEqual({ enabled: true, locale: 'es' });
    expect((await as(demoEmails.teacher, 'GET', api.familySummaryGet.path)).statusCode).toBe(403);
    expect((await as(fixture.spanish.email, 'POST', api.familySummaryUpdate.path, { enabled: true, locale: 'fr' })).statusCode).toBe(400);
  });

  it('the first run in week W mails each opted-in parent about the week before, once however often it runs', async () => {
    const first = await runFamilySummaries(instances[0]!, midweekOfW);
    expect(first).toEqual({ week: '2030-02-25', sent: 2, failed: 0 });
    expect(await runFamilySummaries(instances[1]!, midweekOfW)).toEqual({ week: '2030-02-25', sent: 0, failed: 0 });
    const mails = await allMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([fixture.english.email, fixture.spanish.email].sort());
  });

  it('a week later, two instances running at once send exactly one mail per opted-in parent', async () => {
    await luciaWorksInWeekW(db(), fixture);
    const before = await allMails();
    const runs = await Promise.all([runFamilySummaries(instances[0]!, weekLater(1)), runFamilySummaries(instances[1]!, weekLater(1))]);
    expect(runs.map((run) => run.week)).toEqual(['2030-03-04', '2030-03-04']);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(2);
    const added = (await allMails()).filter((mail) => !before.some((old) => old._id === mail._id));
    expect(added.map((mail) => mail.to).sort()).toEqual([fixture.english.email, fixture.spanish.email].sort());
    const rows = await db().select().from(familySummarySends).where(eq(familySummarySends.week, '2030-03-04'));
    expect(rows).toHaveLength(2);
    // The database holds the rule: a second send of the same parent, child and week is refused.
    const again = await claimSend(db(), { ...rows[0]!, tokenHash: hashToken('x'.repeat(43)) });
    expect(again).toBe(false);
    // Five claims of one fresh send at the same moment (separate pooled connections on PostgreSQL): one wins.
    const fresh = { parentId: fixture.english.parentId, studentId: fixture.english.childId, week: '2030-04-01', timeSpentSeconds: 0 };
    const claims = await Promise.all([1, 2, 3, 4, 5].map((n) => claimSend(db(), { ...fresh, tokenHash: hashToken(String(n).repeat(43)) })));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await db().delete(familySummarySends).where(eq(familySummarySends.week, '2030-04-01'));
  });

  it("the Spanish parent's mail is in Spanish, with the week's figures and the portal's grade", async () => {
    const mail = (await mailsTo(fixture.spanish.email)).find((m) => m.subject.includes('4–10 mar 2030'))!;
    expect(mail.subject).toBe('La semana de Lucía: 4–10 mar 2030');
    expect(mail.text).toContain('Así fue la semana de Lucía (4–10 mar 2030).');
    const dashboard: ChildDashboard = (
      await as(fixture.spanish.email, 'POST', api.parentDashboard.path, { childId: fixture.spanish.childId })
    ).json().data;
    const course = dashboard.courses.find((c) => c._id === fixture.instanceId)!;
    const grade = gradeOf(course);
    expect(grade).not.toBeNull();
    // By hand: the default template weighs Assessments 40 (the quiz, 90 %), Labs 35 (the lab, 50 %) and
    // Participation 25 (3 of 4 items done, 75 %): 36 + 17.5 + 18.75 = 72.25, shown 72.2.
    expect(grade).toBe(72.2);
    expect(mail.text).toContain('Hola, Parent es:');
    expect(mail.text).toContain('3 actividades terminadas, 4 con trabajo.');
    expect(mail.text).toContain(`- Robotics <Basics> & Motors: ${es(75)} hecho (3 de 4), 3 terminadas esta semana, nota ${es(grade!)}`);
    expect(mail.text).toContain(`- Robotics <Basics> & Motors: Motor quiz, ${es(90)}`);
    expect(mail.text).toContain(`- Robotics <Basics> & Motors: Build a fan, ${es(50)}`);
    expect(es(grade!)).toBe('72\u00a0%');
    expect(mail.text).toContain(`nota ${es(72)}`);
    expect(mail.text).toContain('Tiempo dedicado: 37 min esta semana, 37 min en total.');
    expect(mail.text).toContain('Requiere atención:\nNada requiere su atención.');
    expect(mail.text).toContain(`http://localhost:3000/parent?child=${fixture.spanish.childId}`);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain('Robotics &lt;Basics&gt; &amp; Motors');
    expect(mail.html).not.toContain('<Basics>');
    // Nothing about another family's child.
    for (const other of ['Ada', 'Otto', 'Uma']) expect(mail.text).not.toContain(other);
  });

  it("the English parent's mail tells a week without work as needing attention, names escaped in HTML", async () => {
    const mail = (await mailsTo(fixture.english.email)).find((m) => m.subject.includes('Mar 4 – 10, 2030'))!;
    expect(mail.subject).toBe("Ada <i>'s week: Mar 4 – 10, 2030");
    expect(mail.text).toContain('0 activities finished, 0 worked on.');
    expect(mail.text).toContain('No new grades this week.');
    expect(mail.text).toContain('Time spent: 0 min this week, 1 min in all.');
    expect(mail.text).toContain('- Ada <i> did not work on any course this week.');
    expect(mail.html).toContain('Ada &lt;i&gt; did not work on any course this week.');
    expect(mail.html).not.toContain('<i>');
    for (const other of ['Lucía', 'Otto', 'Uma']) expect(mail.text).not.toContain(other);
  });

  it('no mail ever reaches the opted-out parent, nor the parent of an unlinked child; each mail is audited', async () => {
    expect(await mailsTo(fixture.optedOut.email)).toEqual([]);
    expect(await mailsTo(fixture.unlinked.email)).toEqual([]);
    // Even a send listed before the unlink is refused at its claim.
    expect(
      await claimSend(db(), {
        parentId: fixture.unlinked.parentId,
        studentId: fixture.unlinked.childId,
        week: '2030-03-04',
        tokenHash: hashToken('u'.repeat(43)),
        timeSpentSeconds: 0,
      }),
    ).toBe(false);
    const audited = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'child.summary.mail'), eq(auditLog.entity, 'student')));
    expect(audited[0]!.n).toBe((await allMails()).length);
  });

  it('the stop link works signed out, twice alike; that parent gets nothing the week after, the others carry on', async () => {
    const mail = (await mailsTo(fixture.spanish.email)).find((m) => m.subject.includes('4–10 mar'))!;
    const token = /\/family-summary\/stop#([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    expect(mail.html).toContain(`/family-summary/stop#${token}`);
    // The same page as the mail's own List-Unsubscribe header (mail clients offer it as "Unsubscribe").
    const raw = outboxes.map((dir) => path.join(dir, `${mail._id}.eml`)).find((file) => existsSync(file))!;
    // Headers unfolded first: a long one continues on the next line (RFC 5322 folding).
    const headers = readFileSync(raw, 'utf8').replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(new RegExp(`^List-Unsubscribe: <[^>]*/family-summary/stop#${token}>$`, 'm'));
    const stop = (body: object) => server.app.inject({ method: 'POST', url: api.familySummaryUnsubscribe.path, payload: body });
    for (let i = 0; i < 2; i++) {
      const res = await stop({ token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ locale: 'es' });
    }
    expect((await stop({ token: 'A'.repeat(43) })).statusCode).toBe(404);
    expect((await stop({ token: 'short' })).statusCode).toBe(400);
    expect((await as(fixture.spanish.email, 'GET', api.familySummaryGet.path)).json().data).toEqual({ enabled: false, locale: 'es' });

    await adaWorksInTheNextWeek(db(), fixture);
    expect(await runFamilySummaries(instances[0]!, weekLater(2))).toEqual({ week: '2030-03-11', sent: 1, failed: 0 });
    const next = (await mailsTo(fixture.english.email)).find((m) => m.subject.includes('Mar 11 – 17'))!;
    expect(next.text).toContain('1 activity finished, 1 worked on.');
    expect(next.text).toContain('Time spent: 4 min this week, 5 min in all.');
    // The grade is the portal's (the gradebook's default template over the course): below 60 %, so it needs attention.
    const dashboard: ChildDashboard = (
      await as(fixture.english.email, 'POST', api.parentDashboard.path, { childId: fixture.english.childId })
    ).json().data;
    const grade = gradeOf(dashboard.courses.find((c) => c._id === fixture.instanceId)!)!;
    expect(grade).toBeLessThan(60);
    expect(next.text).toContain(
      `- Robotics <Basics> & Motors: 50% done (2 of 4), 1 finished this week, grade ${formatPercent('en', grade)}`,
    );
    expect(next.text).toContain(`- Robotics <Basics> & Motors: the grade is ${formatPercent('en', grade)}, below 60%.`);
    expect(next.text).not.toContain('did not work on any course');
    expect((await mailsTo(fixture.spanish.email)).filter((m) => m.subject.includes('11–17 mar'))).toEqual([]);
  });

  it('a mail that cannot be handed over gives its claim back, and the next run sends it', async () => {
    const down: Mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
    const errors: unknown[] = [];
    const failed = await runFamilySummaries({ ...instances[0]!, mailer: down }, weekLater(3), (error) => errors.push(error));
    expect(failed).toEqual({ week: '2030-03-18', sent: 0, failed: 1 });
    expect(errors).toHaveLength(1);
    expect(await db().select().from(familySummarySends).where(eq(familySummarySends.week, '2030-03-18'))).toEqual([]);
    expect(await runFamilySummaries(instances[1]!, weekLater(3))).toEqual({ week: '2030-03-18', sent: 1, failed: 0 });
  });
});
