/** Test helpers for the notification suites: rows, demo facts, and a reader of the live stream over real HTTP. */
import { and, eq, gt } from 'drizzle-orm';
import type { NotificationStreamEvent } from '@/contract/schemas/communication';
import type { Db } from '../db/client';
import { courseInstances, enrollments, notifications, parentStudents, users } from '../db/schema';
import { userIdOf } from './accounts';

export async function addNotifications(db: Db, userId: string, count: number, title = 'Test notice') {
  return db
    .insert(notifications)
    .values(Array.from({ length: count }, (_, i) => ({ userId, kind: 'test', title: `${title} ${i + 1}`, link: '/notifications' })))
    .returning();
}

/** The notifications stored for a user after a seq, oldest first. */
export function notificationsSince(db: Db, userId: string, seq: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.seq, seq)))
    .orderBy(notifications.seq);
}

/** Everyone's newest seq: notifications stored later have a higher one. */
export async function newestSeq(db: Db): Promise<number> {
  const rows = await db.select({ seq: notifications.seq }).from(notifications);
  return rows.reduce((max, r) => Math.max(max, r.seq), 0);
}

/** A child of parent@ in a class of teacher@ (the demo seed has such), with that class. */
export async function parentChildInTeachersClass(db: Db): Promise<{ studentId: string; instanceId: string; courseId: string }> {
  const parentId = await userIdOf(db, 'parent@demo.test');
  const teacherId = await userIdOf(db, 'teacher@demo.test');
  const [row] = await db
    .select({ studentId: enrollments.studentId, instanceId: courseInstances.id, courseId: courseInstances.courseId })
    .from(parentStudents)
    .innerJoin(enrollments, eq(enrollments.studentId, parentStudents.studentId))
    .innerJoin(courseInstances, eq(courseInstances.id, enrollments.courseInstanceId))
    .where(and(eq(parentStudents.parentId, parentId), eq(courseInstances.teacherId, teacherId)))
    .limit(1);
  if (!row) throw new Error('the demo seed has no child of parent@ in a class of teacher@');
  return row;
}

/** A student of the class with no parent account. */
export async function orphanInClass(db: Db, instanceId: string): Promise<string> {
  const rows = await db
    .select({ id: enrollments.studentId, parent: parentStudents.parentId })
    .from(enrollments)
    .leftJoin(parentStudents, eq(parentStudents.studentId, enrollments.studentId))
    .where(eq(enrollments.courseInstanceId, instanceId));
  const orphan = rows.find((r) => r.parent === null);
  if (!orphan) throw new Error('every student of the class has a parent');
  return orphan.id;
}

/** The teachers (emails) of a course's classes. */
export async function teacherEmailsOfCourse(db: Db, courseId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(courseInstances)
    .innerJoin(users, eq(users.id, courseInstances.teacherId))
    .where(eq(courseInstances.courseId, courseId));
  return rows.map((r) => r.email);
}

export interface StreamReader {
  status: number;
  contentType: string | null;
  /** The next notification event; rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<NotificationStreamEvent & { id: string }>;
  /** Resolves when a comment line (`: …`) arrives. */
  comment(timeoutMs?: number): Promise<string>;
  /** Resolves when the server ends the stream. */
  ended(timeoutMs?: number): Promise<true>;
  close(): void;
}

/** Opens the stream with fetch and parses its events as they come (the same wire the browser reads). */
export async function openStream(url: string, token: string | null, lastEventId?: number): Promise<StreamReader> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: Array<NotificationStreamEvent & { id: string }> = [];
  const comments: string[] = [];
  let done = false;
  let wake: () => void = () => {};
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith(':')) comments.push(block.slice(1).trim());
            else {
              const field = (name: string) =>
                block
                  .split('\n')
                  .find((l) => l.startsWith(`${name}: `))
                  ?.slice(name.length + 2);
              events.push({ id: field('id') ?? '', ...JSON.parse(field('data') ?? '{}') });
            }
            end = buffer.indexOf('\n\n');
          }
          wake();
        }
      } catch {
        // aborted by close()
      }
      done = true;
      wake();
    })();
  } else {
    await res.body?.cancel();
  }
  const waitFor = <T>(take: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
      const check = () => {
        const value = take();
        if (value === undefined) return;
        clearTimeout(timer);
        wake = () => {};
        resolve(value);
      };
      wake = check;
      check();
    });
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    next: (timeoutMs = 5000) => waitFor(() => events.shift(), timeoutMs, 'event'),
    comment: (timeoutMs = 5000) => waitFor(() => comments.shift(), timeoutMs, 'comment'),
    ended: (timeoutMs = 5000) => waitFor(() => (done ? true : undefined), timeoutMs, 'end'),
    close: () => abort.abort(),
  };
}
