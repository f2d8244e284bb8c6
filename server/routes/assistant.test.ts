import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { endpoints } from '@/contract/endpoint-table';
import { replies } from '../assistant/replies';
import { demoEmails } from '../seed/people';
import {
  childrensCourseNames,
  classesOf,
  contentByTitle,
  contentLinks,
  courseIdsOfContents,
  startFakeModel,
} from '../test/assistant-fixtures';
import { databaseKinds, serverSuite, startTestServer, type TestServer } from '../test/harness';

const path = api.assistantSendQuery.path;

/** A question about one lesson of each demo course, and the item that answers it first. */
const courseQuestions = [
  { course: 'Foundations of Computer Science', query: 'What is a packet?', title: 'Packets and Addresses' },
  { course: 'Programming with Python', query: 'How do I work out a leap year?', title: 'and, or, not' },
  { course: 'Web Design and JavaScript', query: 'What is the box model?', title: 'The Box Model' },
  { course: 'Data and Algorithms', query: 'How does binary search work?', title: 'Binary Search' },
];

describe.each(databaseKinds)('assistant endpoint (%s)', (kind) => {
  const suite = serverSuite(kind);
  // Every request here counts against the endpoint's per-address limit (60 a minute, one address):
  // the suite stays well under it, and the 429 test comes last.
  const ask = (email: string, body: object) => suite.post(email, path, body);
  const reply = async (email: string, body: object) => {
    const res = await ask(email, body);
    expect(res.statusCode).toBe(200);
    return endpoints.assistantSendQuery.response.parse(res.json().data);
  };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers a question about a lesson with a link to it in the teacher's class, and sends nothing off the machine", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const res = await ask(demoEmails.teacher, { history: [], query: 'What is a packet?' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['data']);
    const text = endpoints.assistantSendQuery.response.parse(res.json().data);
    const lesson = await contentByTitle(suite.db, 'Packets and Addresses');
    const [first] = contentLinks(text);
    expect(first?.contentId).toBe(lesson.id);
    const mine = await classesOf(suite.db, demoEmails.teacher);
    expect(mine.find((c) => c.id === first?.classId)?.courseId).toBe(lesson.courseId);
    // The passage is the lesson's own text, under its title and unit.
    expect(text).toContain('[Packets and Addresses](/teacher/courses/');
    expect(text).toContain('Foundations of Computer Science · Unit 4: Networks and the Internet');
    expect(text).toContain('It cuts it into **packets**');
    // No model is configured: no request leaves the server.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('links to the class at the school selected in the app when the teacher has one there', async () => {
    const lesson = await contentByTitle(suite.db, 'Packets and Addresses');
    const foundations = (await classesOf(suite.db, demoEmails.teacher)).filter((c) => c.courseId === lesson.courseId);
    expect(new Set(foundations.map((c) => c.schoolId)).size).toBe(2);
    for (const cls of foundations) {
      const text = await reply(demoEmails.teacher, { history: [], query: 'What is a packet?', schoolId: cls.schoolId });
      expect(contentLinks(text)[0]).toEqual({ classId: cls.id, contentId: lesson.id });
    }
  });

  it("links a teacher only to their own classes, of the item's course", async () => {
    const mine = new Map((await classesOf(suite.db, demoEmails.teacher)).map((c) => [c.id, c.courseId]));
    const links = [];
    for (const query of ['How do loops work?', 'binary numbers', 'What is the box model?', 'strong passwords']) {
      links.push(...contentLinks(await reply(demoEmails.teacher, { history: [], query })));
    }
    expect(links.length).toBeGreaterThan(6);
    const courseOf = await courseIdsOfContents(
      suite.db,
      links.map((l) => l.contentId),
    );
    for (const link of links) expect(mine.get(link.classId)).toBe(courseOf.get(link.contentId));
  });

  it('searches only the courses the caller reaches; roles without content pages get names, not links', async () => {
    // teacher@ teaches no algorithms class; teacher2@ teaches no foundations.
    expect(await reply(demoEmails.teacher, { history: [], query: 'How does binary search work?' })).toBe(replies.notFound);
    expect(await reply(demoEmails.teacher2, { history: [], query: 'What is a packet?' })).toBe(replies.notFound);
    const superAnswer = await reply(demoEmails.super, { history: [], query: 'How does binary search work?' });
    expect(superAnswer).toContain('**Binary Search** · lesson · Data and Algorithms · Unit 1: Searching');
    expect(superAnswer).not.toContain('](');
    const taken = await childrensCourseNames(suite.db, demoEmails.parent);
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.length).toBeLessThan(courseQuestions.length);
    for (const q of courseQuestions) {
      const text = await reply(demoEmails.parent, { history: [], query: q.query });
      if (taken.includes(q.course)) expect(text).toContain(`**${q.title}** · lesson · ${q.course}`);
      else expect(text).toBe(replies.notFound);
      expect(text).not.toContain('](');
    }
  });

  it('says plainly when it does not know, greets back, and reads a follow-up with the previous question', async () => {
    expect(await reply(demoEmails.teacher, { history: [], query: 'xylophone zebra quantum' })).toBe(replies.notFound);
    expect(await reply(demoEmails.teacher, { history: [], query: 'explain please?' })).toBe(replies.nothingToSearch);
    expect(await reply(demoEmails.teacher, { history: [], query: 'Hello!' })).toBe(replies.greeting);
    const followUp = await reply(demoEmails.teacher, {
      history: [
        { sender: 'bot', message: 'Hello! How can I help you today?' },
        { sender: 'user', message: 'What is a packet?' },
        { sender: 'bot', message: 'Here is what the curriculum says: …' },
      ],
      query: 'What happens when they arrive out of order?',
    });
    const relay = await contentByTitle(suite.db, 'Networks Quiz');
    expect(contentLinks(followUp).map((l) => l.contentId)).toContain(relay.id);
  });

  // Asked as the district admin: the teacher's questions above use most of one user's 20 a minute.
  it('refuses a malformed history or question with field paths', async () => {
    const message = { sender: 'user', message: 'hi' };
    for (const [body, field] of [
      [{ history: Array.from({ length: 31 }, () => message), query: 'loops' }, 'body.history'],
      [{ history: [], query: '   ' }, 'body.query'],
      [{ history: [], query: 'x'.repeat(1001) }, 'body.query'],
      [{ history: [{ sender: 'teacher', message: 'hi' }], query: 'loops' }, 'body.history.0.sender'],
      [{ history: [{ sender: 'bot', message: 'x'.repeat(6001) }], query: 'loops' }, 'body.history.0.message'],
      [{ history: [] }, 'body.query'],
      [{ history: [], query: 'loops', extra: true }, 'body.extra'],
      [{ history: [], query: 'loops', schoolId: 'nope' }, 'body.schoolId'],
    ] as const) {
      const res = await ask(demoEmails.district, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual([field]);
    }
    // 30 messages are fine; history may be left out.
    expect((await ask(demoEmails.district, { history: Array.from({ length: 30 }, () => message), query: 'loops' })).statusCode).toBe(200);
    expect((await ask(demoEmails.district, { query: 'loops' })).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const res = await suite.server.app.inject({ method: 'POST', url: path, payload: { history: [], query: 'loops' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 429 with Retry-After past 20 questions a minute from one user', async () => {
    for (let i = 0; i < 20; i++) expect((await ask(demoEmails.admin, { history: [], query: 'hi' })).statusCode).toBe(200);
    const refused = await ask(demoEmails.admin, { history: [], query: 'hi' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another user is not held back by this one.
    expect((await ask(demoEmails.teacher2, { history: [], query: 'hi' })).statusCode).toBe(200);
  });
});

// The model backend is independent of the database: one PGlite server configured for it.
describe('assistant endpoint with the model backend configured', () => {
  let server: TestServer;
  let model: Awaited<ReturnType<typeof startFakeModel>>;
  beforeAll(async () => {
    model = await startFakeModel('A packet is one numbered piece of a message [Packets and Addresses](/x).');
    server = await startTestServer({
      env: {
        ASSISTANT_LLM_URL: model.url,
        ASSISTANT_LLM_MODEL: 'test-model',
        ASSISTANT_LLM_API_KEY: 'sk-test',
        ASSISTANT_LLM_TIMEOUT_MS: '2000',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await model?.close();
  });
  const ask = async (query: string) => {
    const res = await server.as(demoEmails.teacher, { method: 'POST', url: path, payload: { history: [], query } });
    expect(res.statusCode).toBe(200);
    return res.json().data as string;
  };

  it("answers with the model's text grounded by the retrieved passages, then lists them as sources", async () => {
    const text = await ask('What is a packet?');
    expect(text).toMatch(/^A packet is one numbered piece of a message/);
    expect(text).toMatch(/\*\*Sources:\*\* \[Packets and Addresses\]\(\/teacher\/courses\/[^)]+\)/);
    expect(model.requests).toHaveLength(1);
    const [request] = model.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('test-model');
    const [system, question] = request!.body.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('It cuts it into **packets**');
    expect(question).toEqual({ role: 'user', content: 'What is a packet?' });
  });

  it('falls back to the offline answer when the model fails, and never asks it about small talk or nothing found', async () => {
    model.state.mode = 'error';
    const text = await ask('What is a packet?');
    expect(text.startsWith(replies.intro)).toBe(true);
    expect(text).toContain('[Packets and Addresses](/teacher/courses/');
    const before = model.requests.length;
    expect(await ask('thanks!')).toBe(replies.thanks);
    expect(await ask('xylophone zebra quantum')).toBe(replies.notFound);
    expect(model.requests).toHaveLength(before);
  });
});
