/**
 * The live notification stream under load: 500 Server-Sent-Events streams open on one server (a
 * child process over a freshly seeded PGlite), then rounds of real notifications fanned out to
 * all of them. Prints delivery latency p50/p99 (from sending the change to the event arriving at
 * each stream) and the server's resident memory before and after opening the streams.
 *
 * The streams are tabs of two demo accounts, half each: parent@ (a grade saved by teacher@ for
 * their child notifies them) and teacher@ (the super admin saving that class's course template
 * notifies its teachers). Each round sends both changes at once, so every stream gets one event.
 * The streams are read by this process, so the latency includes this side's parsing too.
 *
 * `runNotificationFanoutBench()` prints as it goes and answers the lines; alone: `npx tsx bench/notification-fanout.ts`.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { NotificationStreamEvent } from '@/contract/schemas/communication';
import { demoPassword } from '@/e2e/support/accounts';
import { benchPostgresUrl, postgresReachable } from './support/postgres';
import { kb, ms, progress, quantile, rowText } from './support/report';
import { type ServerProcess, startServer, tempDataDir } from './support/server-process';

const streamCount = 500;
const twoInstanceStreams = 1000;
const rounds = 5;

/** Resident memory of a process (Linux `/proc`), bytes. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kib ?? 0) * 1024;
}

interface OpenStream {
  close(): void;
}

/** One stream over plain node:http, with its own connection; each notification event is handed to `onEvent`. */
function openStream(baseUrl: string, token: string, onEvent: (event: NotificationStreamEvent) => void): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}/api/v1/teacher/notification/stream`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (data) onEvent(JSON.parse(data.slice(6)) as NotificationStreamEvent);
            end = buffer.indexOf('\n\n');
          }
        });
        res.once('data', () => resolve({ close: () => req.destroy() }));
        res.on('error', () => {});
      },
    );
    req.on('error', reject);
  });
}

async function api<T>(baseUrl: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

const login = async (baseUrl: string, email: string) =>
  (await api<{ token: string }>(baseUrl, 'POST', '/api/v1/auth/login', null, { email, password: demoPassword })).token;

interface Child {
  _id: string;
  courses: Array<{ _id: string; teacherName: string }>;
}
interface Attribute {
  _id: string;
  _attribute: { value: string } | null;
}
interface Template {
  _course: { _id: string } | null;
  gradings: Array<{ attributes: Attribute[] }>;
  version: number;
}

/** The demo facts one round needs: the three sign-ins, the child's class and its manual attribute. */
async function prepare(baseUrl: string) {
  const [parent, teacher, superAdmin] = await Promise.all(
    ['parent@demo.test', 'teacher@demo.test', 'super@demo.test'].map((email) => login(baseUrl, email)),
  );
  // A child of parent@ in a class of teacher@ (Alex Rivera), and that class's manual attribute.
  const children = await api<Child[]>(baseUrl, 'GET', '/api/v1/parent/get-children', parent!);
  const child = children.find((c) => c.courses.some((course) => course.teacherName === 'Alex Rivera'))!;
  const instanceId = child.courses.find((course) => course.teacherName === 'Alex Rivera')!._id;
  const book = await api<{ template: Template; courseInstance: { _course: { _id: string } } }>(
    baseUrl,
    'GET',
    `/api/v1/gradebook/scores/instance/${instanceId}`,
    teacher!,
  );
  const attribute = book.template.gradings.flatMap((d) => d.attributes).find((a) => a._attribute?.value === 'manual')!;
  return {
    parent: parent!,
    teacher: teacher!,
    superAdmin: superAdmin!,
    child,
    instanceId,
    attribute,
    courseId: book.courseInstance._course._id,
  };
}
type Facts = Awaited<ReturnType<typeof prepare>>;

/** Where each event's latency goes: measured from `sentAt`, the start of the round. */
class Arrivals {
  list: number[] = [];
  sentAt = 0;
  readonly onEvent = () => this.list.push(performance.now() - this.sentAt);
}

/** Opens `count` streams spread over the servers in turn, half parent@ and half teacher@; answers how long it took. */
async function openStreams(baseUrls: string[], facts: Facts, count: number, arrivals: Arrivals, streams: OpenStream[]): Promise<number> {
  const opening = performance.now();
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, (_, j) => {
      const n = i + j;
      return openStream(
        baseUrls[n % baseUrls.length]!,
        Math.floor(n / baseUrls.length) % 2 === 0 ? facts.parent : facts.teacher,
        arrivals.onEvent,
      );
    });
    streams.push(...(await Promise.all(batch)));
  }
  return performance.now() - opening;
}

/** `rounds` fan-outs, both changes sent through `baseUrl`; answers every stream's latency of every round, sorted. */
async function fanOutRounds(baseUrl: string, facts: Facts, count: number, arrivals: Arrivals): Promise<number[]> {
  const latencies: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const templates = await api<Template[]>(baseUrl, 'GET', '/api/v1/gradebook/get/all', facts.superAdmin);
    const template = templates.find((t) => t._course?._id === facts.courseId)!;
    arrivals.list = [];
    const all = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`round ${round}: ${arrivals.list.length} of ${count} events in 30 s`)), 30_000);
      const check = setInterval(() => {
        if (arrivals.list.length < count) return;
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }, 1);
    });
    arrivals.sentAt = performance.now();
    await Promise.all([
      api(baseUrl, 'POST', '/api/v1/gradebook/scores/save', facts.teacher, {
        courseInstanceId: facts.instanceId,
        studentId: facts.child._id,
        attributeId: facts.attribute._id,
        value: round,
        state: 'graded',
      }),
      api(baseUrl, 'POST', '/api/v1/gradebook/template/save', facts.superAdmin, template),
    ]);
    await all;
    latencies.push(...arrivals.list);
  }
  return latencies.sort((a, b) => a - b);
}

export async function runNotificationFanoutBench({ log = console.log }: { log?: (line: string) => void } = {}): Promise<string[]> {
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    log(line);
  };
  await oneInstance(say);
  await twoInstances(say);
  return lines;
}

async function oneInstance(say: (line: string) => void) {
  const data = tempDataDir('fanout');
  // Seeded by one server, measured on a second: the seeding's garbage would otherwise be given back
  // while the streams open and hide their cost in the memory figures.
  progress('seeding a fresh PGlite');
  await (await startServer({ dataDir: data.dir })).stop();
  progress('starting a server over it');
  const server = await startServer({ dataDir: data.dir });
  const { baseUrl } = server;
  const pid = server.child.pid!;
  const streams: OpenStream[] = [];
  try {
    const facts = await prepare(baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBefore = rssOf(pid);
    progress(`opening ${streamCount} streams`);
    const arrivals = new Arrivals();
    const openMs = await openStreams([baseUrl], facts, streamCount, arrivals, streams);
    // Let the server settle (garbage collection of the opening's garbage) before reading its memory.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssOpen = rssOf(pid);
    const latencies = await fanOutRounds(baseUrl, facts, streamCount, arrivals);
    const rssAfter = rssOf(pid);

    say(rowText(`streams open`, `${streamCount}`, `parent@ and teacher@, half each; opened in ${ms(openMs)}`));
    say(rowText(`delivery latency p50`, ms(quantile(latencies, 0.5)), `${rounds} rounds × ${streamCount} streams`));
    say(rowText(`delivery latency p99`, ms(quantile(latencies, 0.99))));
    say(rowText(`delivery latency max`, ms(latencies.at(-1)!)));
    say(rowText(`server RSS before the streams`, mb(rssBefore)));
    say(rowText(`server RSS with ${streamCount} streams open`, mb(rssOpen), `${kb((rssOpen - rssBefore) / streamCount)} per stream`));
    say(rowText(`server RSS after the fan-outs`, mb(rssAfter)));
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
    data.remove();
  }
}

/**
 * Two instances on one PostgreSQL database (a throwaway database on the bench server), 1,000
 * streams split over them; the changes go through the first, so half the streams are reached over
 * LISTEN/NOTIFY. Skipped when no PostgreSQL answers.
 */
async function twoInstances(say: (line: string) => void) {
  const adminUrl = benchPostgresUrl();
  if (!(await postgresReachable(adminUrl))) {
    say(`two instances: skipped (${adminUrl.replace(/:[^:@/]*@/, ':***@')} not reachable)`);
    return;
  }
  const name = `bench_fanout_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString() };
  // One DATA_DIR for both: they share its JWT secret, as instances behind one load balancer share JWT_SECRET.
  const data = tempDataDir('fanout-two');
  const servers: ServerProcess[] = [];
  const streams: OpenStream[] = [];
  try {
    progress('two instances: seeding PostgreSQL through the first');
    servers.push(await startServer({ dataDir: data.dir, env }));
    servers.push(await startServer({ dataDir: data.dir, env }));
    const facts = await prepare(servers[0]!.baseUrl);
    progress(`two instances: opening ${twoInstanceStreams} streams`);
    const arrivals = new Arrivals();
    const urls = servers.map((s) => s.baseUrl);
    const openMs = await openStreams(urls, facts, twoInstanceStreams, arrivals, streams);
    const latencies = await fanOutRounds(urls[0]!, facts, twoInstanceStreams, arrivals);
    say(rowText(`two instances: streams open`, `${twoInstanceStreams}`, `half on each, PostgreSQL; opened in ${ms(openMs)}`));
    say(rowText(`two instances: delivery p50`, ms(quantile(latencies, 0.5)), `${rounds} rounds, changes sent to the first`));
    say(rowText(`two instances: delivery p99`, ms(quantile(latencies, 0.99))));
    say(rowText(`two instances: delivery max`, ms(latencies.at(-1)!)));
  } finally {
    for (const stream of streams) stream.close();
    await Promise.all(servers.map((s) => s.stop()));
    data.remove();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runNotificationFanoutBench();
}
