/** What the assistant's tests look up in the demo data, and a fake model endpoint to answer them. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contents, courseInstances, courses, enrollments, parentStudents, users } from '../db/schema';

export async function contentByTitle(db: Db, title: string) {
  const [row] = await db.select().from(contents).where(eq(contents.title, title));
  if (!row) throw new Error(`no content item "${title}" in the demo seed`);
  return row;
}

/** The classes (course instances) a teacher teaches, with their course and school. */
export async function classesOf(db: Db, email: string) {
  return db
    .select({ id: courseInstances.id, courseId: courseInstances.courseId, schoolId: courseInstances.schoolId })
    .from(courseInstances)
    .innerJoin(users, eq(users.id, courseInstances.teacherId))
    .where(eq(users.email, email));
}

/** The names of the courses a parent's children take. */
export async function childrensCourseNames(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: courses.name })
    .from(parentStudents)
    .innerJoin(users, eq(users.id, parentStudents.parentId))
    .innerJoin(enrollments, eq(enrollments.studentId, parentStudents.studentId))
    .innerJoin(courseInstances, eq(courseInstances.id, enrollments.courseInstanceId))
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .where(eq(users.email, email));
  return rows.map((r) => r.name);
}

export async function courseIdsOfContents(db: Db, contentIds: string[]): Promise<Map<string, string>> {
  if (contentIds.length === 0) return new Map();
  const rows = await db.select({ id: contents.id, courseId: contents.courseId }).from(contents).where(inArray(contents.id, contentIds));
  return new Map(rows.map((r) => [r.id, r.courseId]));
}

/** Every `(/teacher/courses/<class>/content/<item>)` link of a reply. */
export function contentLinks(reply: string): { classId: string; contentId: string }[] {
  return [...reply.matchAll(/\]\(\/teacher\/courses\/([0-9a-f-]{36})\/content\/([0-9a-f-]{36})\)/g)].map((m) => ({
    classId: m[1]!,
    contentId: m[2]!,
  }));
}

export interface FakeModelRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
  };
}

/**
 * A local OpenAI-compatible chat-completions endpoint: records each request and answers with
 * `respond` (default: one choice with `text`). Set `mode` to make it fail.
 */
export async function startFakeModel(text = 'Packets are the pieces a message is cut into.') {
  const requests: FakeModelRequest[] = [];
  const state = { mode: 'answer' as 'answer' | 'error' | 'hang' | 'garbage' };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
      if (state.mode === 'hang') return; // never answers: the caller's timeout must end it
      if (state.mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      if (state.mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices":[]}');
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: text } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
