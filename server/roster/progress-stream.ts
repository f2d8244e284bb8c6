import type { FastifyReply } from 'fastify';
import type { RosterProgress } from '@/contract/schemas/roster';
import { openEventStream } from '../lib/event-stream';

export interface ProgressStream {
  send(event: RosterProgress): void;
  end(): void;
}

/**
 * Takes the reply over as a Server-Sent-Events stream of `progress` events (`openEventStream`). A
 * client that goes away stops receiving, not the work: sends after the close are dropped.
 */
export function openProgressStream(reply: FastifyReply): ProgressStream {
  const res = openEventStream(reply);
  const open = () => !res.destroyed && !res.writableEnded;
  return {
    send(event) {
      if (open()) res.write(`event: progress\ndata: ${JSON.stringify(event)}\n\n`);
    },
    end() {
      if (open()) res.end();
    },
  };
}
