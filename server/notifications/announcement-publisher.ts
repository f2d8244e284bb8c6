import type { Db } from '../db/client';
import { type IntervalJob, startIntervalJob } from '../lib/interval-job';
import type { ClaimJobRun } from '../lib/job-claim';
import { publishDueAnnouncements } from '../repos/announcements';
import type { NotificationHub } from './hub';

interface PublisherServices {
  db: Db;
  notificationHub: NotificationHub;
}

/**
 * One run of the announcement publisher: notifies the audience of every announcement that has
 * started and was not yet announced, then pushes to open tabs. Called on every tick of the job and
 * right after an admin writes an announcement (so one that starts at once is announced at once).
 * Answers how many announcements it published.
 */
export async function publishAnnouncements(services: PublisherServices, now = new Date()): Promise<number> {
  const result = await publishDueAnnouncements(services.db, now);
  result.publish(services.notificationHub);
  return result.announcements.length;
}

/**
 * Runs the publisher every `intervalSeconds` (0: never), so a scheduled announcement is announced
 * within one interval of its start. Runs on several server instances are safe too (the claim is one
 * UPDATE … RETURNING).
 */
export function startAnnouncementJob(
  services: PublisherServices,
  intervalSeconds: number,
  onError: (error: unknown) => void,
  claim?: ClaimJobRun,
): IntervalJob {
  const once = claim ? { job: 'announcement-publisher', claim } : undefined;
  return startIntervalJob(() => publishAnnouncements(services), intervalSeconds, onError, once);
}
