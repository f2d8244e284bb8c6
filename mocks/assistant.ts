import { api } from '@/contract/api';
import { mockEndpoint } from './endpoint';

/** A reply shaped like the offline answerer's: a linked source line, then the passage with TeX. */
export const assistantReplyFixture = [
  'Here is what the curriculum says:',
  '**[Packets and Addresses](/teacher/courses/c1/content/i1)** · lesson · Foundations of Computer Science · Unit 4: Networks and the Internet',
  'The internet cuts a message into **packets** of about $1500$ bytes.',
].join('\n\n');

/** The assistant answering every question with `reply`; the requests' bodies are recorded in `sent`. */
export function mockAssistant(reply: string = assistantReplyFixture) {
  const sent: unknown[] = [];
  return {
    sent,
    handler: mockEndpoint(api.assistantSendQuery, ({ body }) => {
      sent.push(body);
      return reply;
    }),
  };
}
