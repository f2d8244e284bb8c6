import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';
import type { Mail } from './mail';
import { Outbox } from './outbox';

/** Sends mail; the rest of the server depends on this, never on nodemailer. */
export interface Mailer {
  /** Rejects when the mail could not be handed over (SMTP down, disk full). */
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when `SMTP_URL` is set; otherwise the outbox on disk (`<DATA_DIR>/outbox`), where a
 * development machine, the tests and the super admin's Outbox page read it. Both go through
 * nodemailer, so the outbox holds the very message SMTP would have carried.
 */
export function createMailer(config: MailConfig): Mailer {
  // The message as nodemailer takes it: the stop page as a `List-Unsubscribe` header.
  const message = ({ unsubscribe, ...mail }: Mail) => ({ from: config.from, ...mail, ...(unsubscribe ? { list: { unsubscribe } } : {}) });
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
      },
    };
  }
  const outbox = new Outbox(config.outboxDir);
  // streamTransport with buffer: the RFC 822 message as nodemailer composes it, kept as the .eml.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await composer.sendMail(message(mail));
      await outbox.add({ from: config.from, ...mail }, info.message as Buffer);
    },
  };
}
