import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Paged, PageRequest } from '@/contract/http';
import type { OutboxMail, OutboxMailSummary } from '@/contract/schemas/invites';
import type { Mail } from './mail';

/** The index's file name; every mail is `<id>.eml` (the raw message) and `<id>.json` (its parts). */
const indexFile = 'index.json';

/**
 * Mail kept on disk instead of sent (no `SMTP_URL`): per mail the `.eml` any mail client opens and a
 * `.json` with its parts, plus `index.json` (newest first: id, to, subject, time) that lists them.
 * Every file is written to a temporary name and renamed, so a reader (or a crash) never sees half a
 * file; index updates are serialised in this process (one server per data folder).
 */
export class Outbox {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dir: string) {}

  async add(mail: Mail & { from: string }, raw: Buffer): Promise<OutboxMailSummary> {
    const entry: OutboxMailSummary = { _id: randomUUID(), to: mail.to, subject: mail.subject, at: new Date().toISOString() };
    await mkdir(this.dir, { recursive: true });
    await writeAtomically(path.join(this.dir, `${entry._id}.eml`), raw);
    const parts: OutboxMail = { ...entry, from: mail.from, text: mail.text, html: mail.html };
    await writeAtomically(path.join(this.dir, `${entry._id}.json`), JSON.stringify(parts, null, 2));
    // The index last: a mail is listed only once its files are whole.
    await this.serialised(async () => {
      const index = await this.readIndex();
      await writeAtomically(path.join(this.dir, indexFile), JSON.stringify([entry, ...index], null, 2));
    });
    return entry;
  }

  /** A page of the index, newest first. */
  async page(request: PageRequest): Promise<Paged<OutboxMailSummary>> {
    const index = await this.readIndex();
    const start = request.page * request.pageSize;
    return { items: index.slice(start, start + request.pageSize), total: index.length, page: request.page, pageSize: request.pageSize };
  }

  /** One mail with its bodies; null when unknown. */
  async mail(id: string): Promise<OutboxMail | null> {
    if (!(await this.readIndex()).some((entry) => entry._id === id)) return null;
    return JSON.parse(await readFile(path.join(this.dir, `${id}.json`), 'utf8')) as OutboxMail;
  }

  private async readIndex(): Promise<OutboxMailSummary[]> {
    try {
      return JSON.parse(await readFile(path.join(this.dir, indexFile), 'utf8')) as OutboxMailSummary[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  private serialised<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

async function writeAtomically(file: string, content: string | Buffer) {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  await rename(temporary, file);
}
