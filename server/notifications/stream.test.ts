import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { openStream } from '../test/notifications-fixtures';
import { NotificationHub } from './hub';
import { serveNotificationStream } from './stream';

/** The stream over a bare server: its hub subscription lives exactly as long as the connection. */
describe('serveNotificationStream', () => {
  const hub = new NotificationHub();
  const app = Fastify();
  let url: string;
  beforeAll(async () => {
    // No Last-Event-ID is sent, so the database is never asked.
    app.get('/stream', (req, reply) => serveNotificationStream({ req, reply, db: {} as Db, hub, userId: 'u1', heartbeatMs: 60_000 }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/stream`;
  });
  afterAll(async () => {
    await app.close();
  });

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setImmediate(resolve));
  };

  it("delivers the user's events only, and unsubscribes when the client goes away", async () => {
    const stream = await openStream(url, null);
    await stream.comment();
    expect(hub.streamCount).toBe(1);
    const notification = { _id: 'n1', kind: 'test', title: 'Hi', body: '', link: null, read: false, createdAt: new Date(0).toISOString() };
    hub.publish('u2', { seq: 1, notification: { ...notification, _id: 'other' } });
    hub.publish('u1', { seq: 2, notification });
    expect(await stream.next()).toEqual({ id: '2', seq: 2, notification });
    stream.close();
    await until(() => hub.streamCount === 0);
    expect(hub.streamCount).toBe(0);
  });
});
