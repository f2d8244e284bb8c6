import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mail } from './mail';
import { createMailer } from './mailer';
import { Outbox } from './outbox';

const mail: Mail = {
  to: 'ada@school.test',
  subject: 'You are invited to teach at Riverside Middle School',
  text: 'Hello Ada,\nhttp://localhost:3000/invite#abc\n',
  html: '<p>Hello Ada, <a href="http://localhost:3000/invite#abc">accept</a></p>',
};
const from = 'CS Curriculum <no-reply@school.test>';

describe('the outbox (no SMTP_URL)', () => {
  it('keeps each mail as .eml and .json, lists them newest first, and leaves no temporary file', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-test-')), 'outbox');
    const mailer = createMailer({ smtpUrl: null, from, outboxDir: dir, appUrl: 'http://localhost:3000' });
    await Promise.all([mailer.send(mail), mailer.send({ ...mail, to: 'bob@school.test' }), mailer.send({ ...mail, to: 'cy@school.test' })]);
    await mailer.send({ ...mail, to: 'last@school.test' });

    const outbox = new Outbox(dir);
    const page = await outbox.page({ page: 0, pageSize: 2 });
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.to).toBe('last@school.test');
    const files = readdirSync(dir);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(4);

    const stored = (await outbox.mail(page.items[0]!._id))!;
    expect(stored).toMatchObject({ to: 'last@school.test', from, subject: mail.subject, text: mail.text, html: mail.html });
    const raw = readFileSync(path.join(dir, `${stored._id}.eml`), 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toContain('Subject: You are invited to teach at Riverside Middle School');
    expect(await outbox.mail('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('sends a mail that has a stop page with a List-Unsubscribe header, and others without', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-test-')), 'outbox');
    const mailer = createMailer({ smtpUrl: null, from, outboxDir: dir, appUrl: 'http://localhost:3000' });
    await mailer.send({ ...mail, unsubscribe: 'http://localhost:3000/family-summary/stop#tok' });
    await mailer.send({ ...mail, to: 'bob@school.test' });
    const raws = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      // Headers unfolded: a long one continues on the next line (RFC 5322 folding).
      .map((f) => readFileSync(path.join(dir, f), 'utf8').replace(/\r?\n[ \t]+/g, ' '));
    const withStop = raws.filter((raw) => /^List-Unsubscribe: <http:\/\/localhost:3000\/family-summary\/stop#tok>$/m.test(raw));
    expect(withStop).toHaveLength(1);
    expect(withStop[0]).toContain('To: ada@school.test');
    expect(raws.filter((raw) => /^List-Unsubscribe:/m.test(raw))).toHaveLength(1);
  });

  it('an empty outbox is an empty page', async () => {
    const outbox = new Outbox(path.join(tmpdir(), 'no-such-outbox-folder'));
    expect(await outbox.page({ page: 0, pageSize: 20 })).toEqual({ items: [], total: 0, page: 0, pageSize: 20 });
  });
});

/** The least SMTP server that takes one message: enough to see nodemailer deliver over SMTP on this Node. */
function fakeSmtpServer(received: string[]): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port })),
  );
}

describe('SMTP (SMTP_URL set)', () => {
  let smtp: Server | undefined;
  afterEach(() => smtp?.close());

  it('hands the mail with its text and HTML parts to the SMTP server and writes no outbox', async () => {
    const received: string[] = [];
    const started = await fakeSmtpServer(received);
    smtp = started.server;
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'smtp-test-')), 'outbox');
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${started.port}`, from, outboxDir, appUrl: 'http://localhost:3000' });
    await mailer.send(mail);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: You are invited to teach at Riverside Middle School');
    expect(received[0]).toContain('To: ada@school.test');
    expect(received[0]).toMatch(/Content-Type: text\/plain/);
    expect(received[0]).toMatch(/Content-Type: text\/html/);
    expect(() => readdirSync(outboxDir)).toThrow();
  });

  it('rejects when the server cannot be reached', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from, outboxDir: tmpdir(), appUrl: 'http://localhost:3000' });
    await expect(mailer.send(mail)).rejects.toThrow();
  });
});
