import type { FastifyReply } from 'fastify';
import type { RosterProgress } from '@/contract/schemas/roster';

export interface ProgressStream {
  send(event: RosterProgress): void;
  end(): void;
}

/**
 * Takes the reply over as a Server-Sent-Events stream of `progress` events (docs/ARCHITECTURE.md §2,
 * "Streams"). A client that goes away stops receiving, not the work: sends after the close are dropped.
 */
export function openProgressStream(reply: FastifyReply): ProgressStream {
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    // The security headers already set on the reply (helmet) go along; the raw head would drop them.
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
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
