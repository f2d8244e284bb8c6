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
    // No Last-Event-ID is sent, so the database is never asked. `?family=` and `?live=` stand for
    // the access token's family and the session check's answer.
    app.get<{ Querystring: { family?: string; live?: string } }>('/stream', (req, reply) =>
      serveNotificationStream({
        req,
        reply,
        db: {} as Db,
        hub,
        userId: 'u1',
        familyId: req.query.family ?? 'f1',
        sessionLive: async () => req.query.live !== 'no',
        heartbeatMs: 60_000,
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/stream`;
  });
  afterAll(async () => {
    await app.close();
  });

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setImmediate(resolve));
  };
  const notification = { _id: 'n1', kind: 'test', title: 'Hi', body: '', link: null, read: false, createdAt: new Date(0).toISOString() };

  it("delivers the user's events only, and unsubscribes when the client goes away", async () => {
    const stream = await openStream(url, null);
    await stream.comment();
    expect(hub.streamCount).toBe(1);
    hub.publish('u2', { seq: 1, notification: { ...notification, _id: 'other' } });
    hub.publish('u1', { seq: 2, notification });
    expect(await stream.next()).toEqual({ id: '2', seq: 2, notification });
    stream.close();
    await until(() => hub.streamCount === 0);
    expect(hub.streamCount).toBe(0);
  });

  it("closeStreams ends the streams of one family, then all of the user's, and nothing reaches them after", async () => {
    const [f1, f2] = [await openStream(`${url}?family=f1`, null), await openStream(`${url}?family=f2`, null)];
    await Promise.all([f1.comment(), f2.comment()]);
    hub.closeStreams({ familyId: 'f1' });
    expect(hub.streamCount).toBe(1);
    hub.publish('u1', { seq: 3, notification });
    expect(await f1.ended()).toBe(true);
    await expect(f1.next(0)).rejects.toThrow(/no event/);
    expect((await f2.next()).seq).toBe(3);
    hub.closeStreams({ userId: 'u1' });
    expect(hub.streamCount).toBe(0);
    expect(await f2.ended()).toBe(true);
  });

  it('ends at once a stream whose session ended between the guard and the subscription', async () => {
    const stream = await openStream(`${url}?live=no`, null);
    expect(await stream.ended()).toBe(true);
    await until(() => hub.streamCount === 0);
  });
});
