import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUser } from '../auth/users';
import type { Db } from '../db/client';
import { openEventStream } from '../lib/event-stream';
import { unauthorized } from '../lib/refusal';
import type { Services } from '../lib/services';
import { notificationsAfter, replayBatch } from '../repos/notifications';
import type { NotificationEvent, NotificationHub } from './hub';

export interface StreamContext {
  req: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  hub: NotificationHub;
  userId: string;
  /** The refresh family of the access token that opened the stream: revoking it closes the stream. */
  familyId: string;
  /**
   * Whether the session is still live (account active, family not revoked), asked once the stream
   * is subscribed: a revocation that committed between the route guard and the subscription found
   * nothing to close, and this catches it.
   */
  sessionLive: () => Promise<boolean>;
  heartbeatMs: number;
}

/** The seq a reconnecting client last saw (`Last-Event-ID`), or null for a fresh stream. */
export function lastEventIdOf(req: FastifyRequest): number | null {
  const header = req.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

const frame = (event: NotificationEvent) => `id: ${event.seq}\nevent: notification\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * Serves one user's live notification stream over the hijacked reply. Order of work, so nothing
 * is lost or sent twice: subscribe to the hub first (holding what arrives), replay from the
 * database what came after `Last-Event-ID`, then send the held events the replay did not already
 * carry, then pass live events straight through. Heartbeat comments keep proxies from timing the
 * connection out; closing the connection unsubscribes. The hub ends the connection when the session
 * ends (`closeStreams`, ARCHITECTURE.md §17.5).
 */
export async function serveNotificationStream(context: StreamContext): Promise<void> {
  const { req, reply, db, hub, userId, familyId, heartbeatMs } = context;
  const res = openEventStream(reply);
  res.write(': open\n\n');

  let held: NotificationEvent[] | null = [];
  const unsubscribe = hub.subscribe(
    userId,
    (event) => {
      if (held) held.push(event);
      else res.write(frame(event));
    },
    { familyId, close: () => res.end() },
  );
  // Ended by us (the hub closing it) or by the client: nothing may be written after either.
  let closed = false;
  const gone = () => closed || res.writableEnded;
  const heartbeat = setInterval(() => {
    if (!gone()) res.write(': heartbeat\n\n');
  }, heartbeatMs);
  heartbeat.unref();
  res.once('close', () => {
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
  });

  try {
    if (!(await context.sessionLive())) {
      res.end();
      return;
    }
  } catch (error) {
    req.log.error(error, 'notification stream session check failed');
    res.end();
    return;
  }

  const lastEventId = lastEventIdOf(req);
  const replayed = new Set<number>();
  if (lastEventId !== null) {
    try {
      // In batches, so a tab away for long does not hold every missed row in memory at once.
      let after = lastEventId;
      for (;;) {
        const batch = await notificationsAfter(db, userId, after);
        for (const event of batch) {
          replayed.add(event.seq);
          if (!gone()) res.write(frame(event));
        }
        if (batch.length < replayBatch || gone()) break;
        after = batch[batch.length - 1]!.seq;
      }
    } catch (error) {
      // The client reconnects with the same Last-Event-ID and the replay is tried again.
      req.log.error(error, 'notification replay failed');
      res.end();
      return;
    }
  }
  const pending = held;
  held = null;
  for (const event of pending) if (!replayed.has(event.seq) && !gone()) res.write(frame(event));
}

/**
 * The signed-in user's stream, for the request that opens it. The guard sets the refresh family
 * for every signed-in request; the stream closes when this family is revoked.
 */
export async function openNotificationStream(
  services: Pick<Services, 'db' | 'notificationHub' | 'config'>,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const familyId = req.auth?.familyId;
  if (!familyId) throw unauthorized();
  return serveNotificationStream({
    req,
    reply,
    db: services.db,
    hub: services.notificationHub,
    userId,
    familyId,
    sessionLive: async () => (await findSessionUser(services.db, userId, familyId)) !== null,
    heartbeatMs: services.config.sseHeartbeatSeconds * 1000,
  });
}
