import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { AssistantQueryBody } from '@/contract/schemas/assistant';
import { answerQuestion } from '@/server/assistant/assistant';
import { offlineAnswerer } from '@/server/assistant/offline-answerer';
import { replies } from '@/server/assistant/replies';
import type { AuthUser } from '@/server/auth/auth-user';
import { findActiveUser } from '@/server/auth/users';
import type { Database } from '@/server/db/client';
import { contents, sections, users } from '@/server/db/schema';
import { demoEmails } from '@/server/seed/people';
import { onSeededDatabases } from './support/postgres';
import { quantile } from './support/report';

const WARMUP = 20;

const misses = [
  'xylophone zebra quantum',
  'What is the weather in Paris tomorrow?',
  'Who won the football game last night?',
  'How do I bake sourdough bread?',
  'Recommend a good holiday destination',
  'What is the capital of Mongolia?',
  'How tall is Mount Everest?',
  'Translate hello into Japanese',
  'What is photosynthesis?',
  'Explain the French revolution',
  'When is the next solar eclipse?',
  'How many legs does a spider have?',
  'Best pizza toppings',
  'What is the price of gold?',
  'Tell me a joke about cats',
];

interface Question {
  body: AssistantQueryBody;
  /** The item a title question is about (for the sanity figure). */
  title?: string;
  miss?: boolean;
}

async function buildQuestions(db: Database['db']): Promise<Question[]> {
  const items = await db.select({ title: contents.title }).from(contents).orderBy(contents.courseId, contents.position);
  const units = await db.select({ name: sections.name }).from(sections).orderBy(sections.courseId, sections.position);
  const questions: Question[] = [];
  for (const [n, item] of items.entries()) {
    const query = n % 2 ? `What is ${item.title} about?` : `Tell me about ${item.title}`;
    questions.push({ body: { history: [], query }, title: item.title });
  }
  for (const unit of units) questions.push({ body: { history: [], query: `What does the ${unit.name} unit cover?` } });
  // Follow-ups: the previous question in the history, a pronoun in the new one.
  for (const item of items) {
    questions.push({
      body: {
        history: [
          { sender: 'bot', message: 'Hello! How can I help you today?' },
          { sender: 'user', message: `Tell me about ${item.title}` },
          { sender: 'bot', message: 'Here is what the curriculum says: …' },
        ],
        query: 'Why does it matter?',
      },
    });
  }
  for (const query of misses) questions.push({ body: { history: [], query }, miss: true });
  return questions;
}

async function userByEmail(db: Database['db'], email: string): Promise<AuthUser> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const user = row && (await findActiveUser(db, row.id));
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
}

async function benchOne(label: string, database: Database): Promise<string[]> {
  const db = database.db;
  const questions = await buildQuestions(db);
  const askers = await Promise.all([demoEmails.teacher, demoEmails.parent, demoEmails.super].map((email) => userByEmail(db, email)));
  const superAdmin = askers[2]!;
  for (const question of questions.slice(0, WARMUP)) await answerQuestion(db, offlineAnswerer, askers[0]!, question.body);

  const times: number[] = [];
  let answered = 0;
  for (const [n, question] of questions.entries()) {
    const started = performance.now();
    const reply = await answerQuestion(db, offlineAnswerer, askers[n % askers.length]!, question.body);
    times.push(performance.now() - started);
    if (reply !== replies.notFound) answered += 1;
  }
  times.sort((a, b) => a - b);

  // Sanity, untimed: the super admin reaches every item.
  let firstRight = 0;
  let titled = 0;
  let missesRefused = 0;
  for (const question of questions) {
    if (!question.title && !question.miss) continue;
    const reply = await answerQuestion(db, offlineAnswerer, superAdmin, question.body);
    if (question.miss) missesRefused += reply === replies.notFound ? 1 : 0;
    else {
      titled += 1;
      const first = /\*\*(.+?)\*\* · /.exec(reply)?.[1]?.replace(/\\(.)/g, '$1');
      if (first === question.title) firstRight += 1;
    }
  }
  const missCount = questions.filter((q) => q.miss).length;
  return [
    `${label}: ${questions.length} questions (teacher, parent and super admin in turn), after ${WARMUP} warm-up`,
    `  answer time        p50 ${quantile(times, 0.5).toFixed(1).padStart(6)} ms  p99 ${quantile(times, 0.99).toFixed(1).padStart(6)} ms  max ${times.at(-1)!.toFixed(1).padStart(6)} ms`,
    `  answered from the curriculum: ${answered} of ${questions.length} (the rest: "not found", or out of the asker's courses)`,
    `  super admin, item asked by title named first: ${firstRight} of ${titled}; misses answered "not found": ${missesRefused} of ${missCount}`,
  ];
}

/** Runs the assistant benchmark; answers printable lines (and logs them as they come). */
export async function runAssistantBench(options: { log?: (line: string) => void } = {}): Promise<string[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const lines: string[] = [];
  const emit = (...more: string[]) => {
    for (const line of more) {
      lines.push(line);
      log(line);
    }
  };
  log('\n## assistant');
  emit(
    `Assistant answers over the demo curriculum (90 items, 19 units; offline answerer), ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`,
  );
  await onSeededDatabases('bench_assistant', emit, (label, database) => benchOne(label, database));
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runAssistantBench();
}
