import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { manyNotifications, notificationStreamMock } from '@/mocks/shell';
import { session } from '@/src/lib/session';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import LiveNotifications from './live-notifications';
import { NotificationsBell } from './notifications-bell';

afterEach(() => session.clear());

describe('notifications bell', () => {
  it('counts a pushed notification at once and shows it first, and leads to the page', async () => {
    session.setTokens('access', 'refresh');
    const items = manyNotifications(8, 2);
    let listCalls = 0;
    const stream = notificationStreamMock();
    server.use(
      stream.handler,
      mockEndpoint(api.notificationsReceived, () => {
        listCalls += 1;
        return { items, total: 8, unread: 2, lastSeq: 8, page: 0, pageSize: 20 };
      }),
    );
    const { user, router } = renderWithProviders(
      <>
        <NotificationsBell />
        <LiveNotifications />
      </>,
      { path: '/teacher' },
    );
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(stream.openCount).toBe(1));
    stream.push({
      seq: 9,
      notification: {
        _id: 'live',
        kind: 'grade',
        title: 'New grade for Ada in Python',
        body: 'Quiz: 8 / 10',
        link: '/parent',
        read: false,
        createdAt: new Date().toISOString(),
      },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell);
    const newest = await screen.findByRole('list', { name: 'Newest notifications' });
    const rows = within(newest).getAllByRole('listitem');
    // The newest five, the pushed one first.
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('New grade for Ada in Python');
    expect(listCalls).toBe(1);
    await user.click(screen.getByRole('link', { name: 'See all notifications' }));
    await waitFor(() => expect(router?.state.location.pathname).toBe('/notifications'));
  });
});

describe('notifications bell in Spanish', () => {
  it('says its unread count, the panel and the way to the page in Spanish', async () => {
    await inSpanish();
    session.setTokens('access', 'refresh');
    server.use(
      mockEndpoint(api.notificationsReceived, () => ({
        items: manyNotifications(3, 1),
        total: 3,
        unread: 1,
        lastSeq: 3,
        page: 0,
        pageSize: 20,
      })),
    );
    const { user } = renderWithProviders(<NotificationsBell />, { path: '/teacher' });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    expect(await screen.findByText('Marcar todas como leídas')).toBeInTheDocument();
    const newest = await screen.findByRole('list', { name: 'Notificaciones más recientes' });
    const unread = within(newest).getByRole('button', { name: /^Marcar «.+» como leída$/ });
    expect(unread).toHaveAttribute('title', 'Marcar como leída');
    expect(newest).toHaveTextContent('Sin leer:');
    expect(screen.getByRole('link', { name: 'Ver todas las notificaciones' })).toBeInTheDocument();
  });

  it('says there are none yet in Spanish', async () => {
    await inSpanish();
    session.setTokens('access', 'refresh');
    server.use(mockEndpoint(api.notificationsReceived, () => ({ items: [], total: 0, unread: 0, lastSeq: 0, page: 0, pageSize: 20 })));
    const { user } = renderWithProviders(<NotificationsBell />, { path: '/teacher' });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('Todavía no hay notificaciones.')).toBeInTheDocument();
  });
});
