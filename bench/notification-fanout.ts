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
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import type { NotificationStreamEvent } from '@/contract/schemas/communication';
import { demoPassword } from '@/e2e/support/accounts';
import { kb, ms, progress, quantile, rowText } from './support/report';
import { startServer, tempDataDir } from './support/server-process';

const streamCount = 500;
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

export async function runNotificationFanoutBench({ log = console.log }: { log?: (line: string) => void } = {}): Promise<string[]> {
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    log(line);
  };
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
    const courseId = book.courseInstance._course._id;

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssBefore = rssOf(pid);
    progress(`opening ${streamCount} streams`);
    let arrivals: number[] = [];
    let sentAt = 0;
    const onEvent = () => arrivals.push(performance.now() - sentAt);
    const opening = performance.now();
    for (let i = 0; i < streamCount; i += 50) {
      const batch = Array.from({ length: Math.min(50, streamCount - i) }, (_, j) =>
        openStream(baseUrl, (i + j) % 2 === 0 ? parent! : teacher!, onEvent),
      );
      streams.push(...(await Promise.all(batch)));
    }
    const openMs = performance.now() - opening;
    // Let the server settle (garbage collection of the opening's garbage) before reading its memory.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssOpen = rssOf(pid);

    const latencies: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const templates = await api<Template[]>(baseUrl, 'GET', '/api/v1/gradebook/get/all', superAdmin!);
      const template = templates.find((t) => t._course?._id === courseId)!;
      arrivals = [];
      const all = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`round ${round}: ${arrivals.length} of ${streamCount} events in 30 s`)), 30_000);
        const check = setInterval(() => {
          if (arrivals.length < streamCount) return;
          clearInterval(check);
          clearTimeout(timer);
          resolve();
        }, 1);
      });
      sentAt = performance.now();
      await Promise.all([
        api(baseUrl, 'POST', '/api/v1/gradebook/scores/save', teacher!, {
          courseInstanceId: instanceId,
          studentId: child._id,
          attributeId: attribute._id,
          value: round,
          state: 'graded',
        }),
        api(baseUrl, 'POST', '/api/v1/gradebook/template/save', superAdmin!, template),
      ]);
      await all;
      latencies.push(...arrivals);
    }
    const rssAfter = rssOf(pid);

    say(rowText(`streams open`, `${streamCount}`, `parent@ and teacher@, half each; opened in ${ms(openMs)}`));
    latencies.sort((a, b) => a - b);
    say(rowText(`delivery latency p50`, ms(quantile(latencies, 0.5)), `${rounds} rounds × ${streamCount} streams`));
    say(rowText(`delivery latency p99`, ms(quantile(latencies, 0.99))));
    say(rowText(`delivery latency max`, ms(latencies.at(-1)!)));
    say(rowText(`server RSS before the streams`, mb(rssBefore)));
    say(rowText(`server RSS with ${streamCount} streams open`, mb(rssOpen), `${kb((rssOpen - rssBefore) / streamCount)} per stream`));
    say(rowText(`server RSS after the fan-outs`, mb(rssAfter)));
    return lines;
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
    data.remove();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runNotificationFanoutBench();
}
