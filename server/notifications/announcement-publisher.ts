import type { Db } from '../db/client';
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

export interface AnnouncementJob {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs the publisher every `intervalSeconds` (0: never), so a scheduled announcement is announced
 * within one interval of its start. A tick is skipped while the previous one still runs; runs on
 * several server instances are safe too (the claim is one UPDATE … RETURNING). A failed run is
 * logged and retried on the next tick.
 */
export function startAnnouncementJob(
  services: PublisherServices,
  intervalSeconds: number,
  onError: (error: unknown) => void,
): AnnouncementJob {
  if (!(intervalSeconds > 0)) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = publishAnnouncements(services)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalSeconds * 1000);
  // The job never keeps the process alive on its own.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
