/**
 * The notification hub across server instances on one PostgreSQL database (ARCHITECTURE.md,
 * "Running several instances"): what one instance's hub publishes or closes goes out as a NOTIFY,
 * and every other instance delivers it to its own streams. A notification travels as its seq only
 * (the 8000-byte payload limit); the receiver reads the row, committed before it was published.
 * If the LISTEN connection is lost, messages may have been missed: every local stream is ended
 * (its client reconnects and replays from the database with `Last-Event-ID`) and the connection
 * is reopened.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Broadcast, Listening } from '../db/broadcast';
import type { Db } from '../db/client';
import { notificationsBySeq } from '../repos/notifications';
import type { HubMessage, NotificationHub } from './hub';

interface Envelope {
  /** The sending instance, which ignores its own messages (it has delivered them already). */
  from: string;
  message: HubMessage;
}

/** Seqs per NOTIFY: 400 of at most 16 characters stay far below the 8000-byte limit. */
const seqsPerMessage = 400;
const reconnectMs = 1000;

export interface HubRelayHandle {
  stop(): Promise<void>;
}

export async function startHubRelay(options: {
  hub: NotificationHub;
  db: Db;
  broadcast: Broadcast;
  log: FastifyBaseLogger;
}): Promise<HubRelayHandle> {
  const { hub, db, broadcast, log } = options;
  const self = randomUUID();
  let stopped = false;
  let listening: Listening | null = null;
  let retry: NodeJS.Timeout | null = null;

  const send = (message: HubMessage) => {
    broadcast.notify(JSON.stringify({ from: self, message } satisfies Envelope)).catch((error) => {
      // The receivers' clients still get it on their next reconnect (replay); nothing else to do.
      log.error({ err: error }, 'notification relay: NOTIFY failed');
    });
  };

  const receive = async (payload: string) => {
    const { from, message } = JSON.parse(payload) as Envelope;
    if (from === self) return;
    if ('close' in message) return hub.closeLocal(message.close);
    if (hub.streamCount === 0) return;
    for (const event of await notificationsBySeq(db, message.seqs)) {
      if (hub.hasStreams(event.userId)) hub.deliver(event.userId, { seq: event.seq, notification: event.notification });
    }
  };

  const open = async (): Promise<void> => {
    listening = await broadcast.listen(
      (payload) => receive(payload).catch((error) => log.error({ err: error }, 'notification relay: delivery failed')),
      (error) => {
        listening = null;
        if (stopped) return;
        log.error({ err: error }, 'notification relay: LISTEN connection lost; streams end and replay on reconnect');
        hub.closeAll();
        scheduleReopen();
      },
    );
  };
  const scheduleReopen = () => {
    retry = setTimeout(() => {
      retry = null;
      if (!stopped) open().catch(scheduleReopen);
    }, reconnectMs);
    retry.unref();
  };

  await open();
  hub.connect({
    send(message) {
      if (!('seqs' in message)) return send(message);
      for (let i = 0; i < message.seqs.length; i += seqsPerMessage) send({ seqs: message.seqs.slice(i, i + seqsPerMessage) });
    },
  });
  return {
    async stop() {
      stopped = true;
      hub.connect(null);
      if (retry) clearTimeout(retry);
      await listening?.close();
    },
  };
}
