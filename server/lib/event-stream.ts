import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes the reply over as a Server-Sent-Events stream (docs/ARCHITECTURE.md §2, "Streams"): the
 * head goes out at once (200, the stream's headers and the security headers already set on the
 * reply), and the raw response is the caller's to write frames to and end. Both streams open this
 * way: a user's notifications (`server/notifications/stream.ts`) and a roster apply's progress
 * (`server/roster/progress-stream.ts`).
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    // The security headers already set on the reply (helmet) go along; the raw head would drop them.
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Tells nginx-like proxies not to buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  return res;
}
