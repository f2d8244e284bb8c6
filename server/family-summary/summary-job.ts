/**
 * The weekly family summaries (docs/architecture/12, "Family summaries"), run inside the server every
 * `FAMILY_SUMMARY_TICK_SECONDS`: each opted-in parent gets one mail per linked child about the last
 * whole ISO week (Monday 00:00 to Monday 00:00, UTC), the first run after the week ends. Each mail is
 * claimed in the database before it is sent (`claimSend`: the primary key of parent, child and
 * week), so however many instances run at once a parent gets each summary once.
 */
import { gradeOf, standingOf } from '@/domain/standing';
import { writeAudit } from '../access/audit';
import { hashToken, newOpaqueToken } from '../auth/opaque-token';
import type { Db } from '../db/client';
import { type IntervalJob, startIntervalJob } from '../lib/interval-job';
import type { ClaimJobRun } from '../lib/job-claim';
import type { Mailer } from '../mail/mailer';
import { childDashboard } from '../parent/child-dashboard';
import { childWeek, claimSend, dueSummaries, previousSummaryTime, releaseSend, type SummaryRecipient } from '../repos/family-summaries';
import { type ChildWeekSummary, familySummaryMail } from './summary-mail';

const dayMs = 86_400_000;

interface SummaryServices {
  db: Db;
  mailer: Mailer;
  config: { mail: { appUrl: string }; familySummaryTickSeconds: number };
}

/** The week a run at `now` summarises: the whole ISO week before the one `now` is in, and its key (its Monday). */
export function summarisedWeek(now: Date): { start: Date; end: Date; week: string } {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const end = new Date(midnight - ((now.getUTCDay() + 6) % 7) * dayMs);
  const start = new Date(end.getTime() - 7 * dayMs);
  return { start, end, week: start.toISOString().slice(0, 10) };
}

/** The page a mail's stop link opens; the token rides in the fragment, never sent in a request line (as invites, §14). */
export const unsubscribeLink = (appUrl: string, token: string) => `${appUrl}/family-summary/stop#${token}`;

export interface SummaryRun {
  week: string;
  sent: number;
  failed: number;
}

/**
 * One run at `now` (tests pass a later clock instead of waiting). A mail that could not be handed
 * over gives its claim back, and goes to `onError`; the next run tries it again.
 */
export async function runFamilySummaries(
  services: SummaryServices,
  now = new Date(),
  onError: (error: unknown) => void = () => {},
): Promise<SummaryRun> {
  const { start, end, week } = summarisedWeek(now);
  let sent = 0;
  let failed = 0;
  for (const recipient of await dueSummaries(services.db, week)) {
    try {
      if (await sendOne(services, recipient, { start, end, week })) sent++;
    } catch (error) {
      failed++;
      onError(error);
    }
  }
  return { week, sent, failed };
}

/** Composes, claims and sends one parent's summary of one child; false when another run had claimed it. */
async function sendOne(
  { db, mailer, config }: SummaryServices,
  recipient: SummaryRecipient,
  { start, end, week }: { start: Date; end: Date; week: string },
): Promise<boolean> {
  const dashboard = await childDashboard(db, recipient.studentId);
  if (!dashboard) return false;
  const [weekItems, previousTime] = await Promise.all([
    childWeek(db, recipient.studentId, start, end),
    previousSummaryTime(db, recipient.parentId, recipient.studentId, new Date(start.getTime() - 7 * dayMs).toISOString().slice(0, 10)),
  ]);
  const token = newOpaqueToken();
  const send = { parentId: recipient.parentId, studentId: recipient.studentId, week };
  // Claimed only while the parent is opted in and linked to the child: an unlinked child is never told about.
  if (!(await claimSend(db, { ...send, tokenHash: hashToken(token), timeSpentSeconds: dashboard.timeSpentSeconds }))) return false;

  const summary: ChildWeekSummary = {
    parentName: recipient.name,
    childName: dashboard.child.firstName,
    weekStart: start,
    completedThisWeek: weekItems.completed.length,
    workedOnThisWeek: weekItems.workedOn,
    courses: dashboard.courses.map((course) => ({
      name: course.name,
      completion: course.completion,
      itemsCompleted: course.itemsCompleted,
      itemsTotal: course.itemsTotal,
      grade: gradeOf(course),
      completedThisWeek: weekItems.completed.filter((item) => item.instanceId === course._id).length,
      needsHelp: standingOf(course) === 'needs-help',
    })),
    newGrades: weekItems.completed.flatMap((item) =>
      item.scorePercent === null ? [] : [{ courseName: item.courseName, title: item.title, percent: item.scorePercent }],
    ),
    timeTotalSeconds: dashboard.timeSpentSeconds,
    timeThisWeekSeconds: previousTime === null ? null : Math.max(0, dashboard.timeSpentSeconds - previousTime),
    portalLink: `${config.mail.appUrl}/parent?child=${recipient.studentId}`,
    unsubscribeLink: unsubscribeLink(config.mail.appUrl, token),
  };
  try {
    await mailer.send(familySummaryMail(recipient.email, recipient.locale, summary));
  } catch (error) {
    await releaseSend(db, send);
    throw error;
  }
  // The child's record left the school in a mail: written down like a read (ARCHITECTURE.md §17.8).
  await writeAudit(db, {
    actorId: null,
    action: 'child.summary.mail',
    entity: 'student',
    entityId: recipient.studentId,
    meta: { parentId: recipient.parentId, week },
  });
  return true;
}

/** Runs `runFamilySummaries` every `FAMILY_SUMMARY_TICK_SECONDS` (0: never); with `claim`, one instance per tick. */
export function startFamilySummaryJob(services: SummaryServices, onError: (error: unknown) => void, claim?: ClaimJobRun): IntervalJob {
  const once = claim ? { job: 'family-summaries', claim } : undefined;
  return startIntervalJob(() => runFamilySummaries(services, new Date(), onError), services.config.familySummaryTickSeconds, onError, once);
}
