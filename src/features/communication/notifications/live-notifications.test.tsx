import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { manyNotifications, notificationStreamMock } from '@/mocks/shell';
import { session } from '@/src/lib/session';
import { createTestQueryClient, renderWithProviders } from '@/src/test/render';
import { communicationKeys } from '../api/keys';
import LiveNotifications from './live-notifications';
import type { NotificationsData } from './notifications-cache';
import { notificationsQueryOptions } from './notifications-query';

const key = notificationsQueryOptions().queryKey;

/** A cache holding the first page, as the bell leaves it. */
function cachedList() {
  const queryClient = createTestQueryClient();
  const items = manyNotifications(3, 1);
  queryClient.setQueryData<NotificationsData>(key, {
    pages: [{ items, total: 3, unread: 1, lastSeq: 41, page: 0, pageSize: 20 }],
    pageParams: [0],
  });
  return queryClient;
}

const pushed = (seq: number, id = `live-${seq}`, kind = 'grade') => ({
  seq,
  notification: {
    _id: id,
    kind,
    title: `Live ${seq}`,
    body: '',
    link: '/parent',
    read: false,
    createdAt: new Date().toISOString(),
  },
});

afterEach(() => session.clear());

describe('live notifications', () => {
  it('puts each pushed notification on top of the cached list and counts it unread, without refetching', async () => {
    session.setTokens('access-1', 'refresh-1');
    let listCalls = 0;
    const stream = notificationStreamMock();
    server.use(
      stream.handler,
      mockEndpoint(api.notificationsReceived, () => {
        listCalls += 1;
        return { items: [], total: 0, unread: 0, lastSeq: 0, page: 0, pageSize: 20 };
      }),
    );
    const queryClient = cachedList();
    const { unmount } = renderWithProviders(<LiveNotifications />, { queryClient });
    await waitFor(() => expect(stream.openCount).toBe(1));
    const [request] = stream.requests;
    expect(request!.headers.get('authorization')).toBe('Bearer access-1');
    // Resumes after the newest the loaded list knows.
    expect(request!.headers.get('last-event-id')).toBe('41');

    stream.push(pushed(42));
    await waitFor(() => expect(queryClient.getQueryData<NotificationsData>(key)!.pages[0]!.items[0]!._id).toBe('live-42'));
    stream.push(pushed(42));
    stream.push(pushed(43));
    await waitFor(() => expect(queryClient.getQueryData<NotificationsData>(key)!.pages[0]!.items[0]!._id).toBe('live-43'));
    const first = queryClient.getQueryData<NotificationsData>(key)!.pages[0]!;
    // The repeated event (a replay after a reconnect) is counted once.
    expect(first.items.map((n) => n._id)).toEqual(['live-43', 'live-42', 'n-0', 'n-1', 'n-2']);
    expect(first).toMatchObject({ unread: 3, total: 5, lastSeq: 43 });
    expect(listCalls).toBe(0);

    // Signed out: the stream closes with the shell.
    session.clear();
    unmount();
    await waitFor(() => expect(stream.openCount).toBe(0));
  });

  it('has the banner ask for the current announcement again when an announcement notification arrives', async () => {
    session.setTokens('access-1', 'refresh-1');
    const stream = notificationStreamMock();
    server.use(stream.handler);
    const queryClient = cachedList();
    queryClient.setQueryData(communicationKeys.announcement(), null);
    const { unmount } = renderWithProviders(<LiveNotifications />, { queryClient });
    await waitFor(() => expect(stream.openCount).toBe(1));

    stream.push(pushed(42));
    await waitFor(() => expect(queryClient.getQueryData<NotificationsData>(key)!.pages[0]!.items[0]!._id).toBe('live-42'));
    expect(queryClient.getQueryState(communicationKeys.announcement())!.isInvalidated).toBe(false);
    stream.push(pushed(43, 'live-43', 'announcement'));
    await waitFor(() => expect(queryClient.getQueryState(communicationKeys.announcement())!.isInvalidated).toBe(true));
    unmount();
  });

  it('renews an expired token once and reconnects with the new one', async () => {
    session.setTokens('expired', 'refresh-1');
    const stream = notificationStreamMock((request) =>
      request.headers.get('authorization') === 'Bearer expired' ? apiError(401, 'Your session has expired') : undefined,
    );
    server.use(
      stream.handler,
      mockEndpoint(api.refreshToken, () => HttpResponse.json({ data: { token: 'fresh', refreshToken: 'refresh-2' } }) as never),
    );
    const { unmount } = renderWithProviders(<LiveNotifications />, { queryClient: cachedList() });
    await waitFor(() => expect(stream.openCount).toBe(1));
    expect(stream.requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer expired', 'Bearer fresh']);
    session.clear();
    unmount();
  });
});
