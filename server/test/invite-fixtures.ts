/** Helpers of the teacher-invite suites: the outbox a test server writes and the link in its mails. */
import type { OutboxMail } from '@/contract/schemas/invites';
import { Outbox } from '../mail/outbox';
import type { TestServer } from './harness';

/** The newest mail in the test server's outbox to this address (throws when there is none). */
export async function lastMailTo(server: TestServer, email: string): Promise<OutboxMail> {
  const outbox = new Outbox(server.config.mail.outboxDir);
  const { items } = await outbox.page({ page: 0, pageSize: 500 });
  const entry = items.find((item) => item.to === email);
  if (!entry) throw new Error(`no mail to ${email} in the outbox`);
  return (await outbox.mail(entry._id))!;
}

/** The invite link in a mail's plain text, and the token in its fragment. */
export function inviteLinkIn(mail: OutboxMail): { link: string; token: string } {
  const match = /(https?:\/\/\S+\/invite#([A-Za-z0-9_-]{43}))/.exec(mail.text);
  if (!match) throw new Error(`no invite link in the mail "${mail.subject}"`);
  return { link: match[1]!, token: match[2]! };
}
