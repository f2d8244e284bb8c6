import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import type { Notification } from '@/contract/schemas/communication';
import { apiError, mockEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';
import { manyNotifications } from '@/mocks/shell';
import { Route } from '@/src/routes/_signed-in/notifications';
import { holdEndpoint } from '@/src/test/endpoints';
import { inSpanish } from '@/src/test/i18n';
import { renderWithProviders } from '@/src/test/render';
import { NotificationsPage } from './notifications-page';

/** The server's paging over `all`, newest first; `asked` records each page requested. */
function serve(all: Notification[], asked: unknown[] = []) {
  server.use(
    mockEndpoint(api.notificationsReceived, ({ body }) => {
      asked.push(body);
      const { page, pageSize } = body as { page: number; pageSize: number };
      return {
        items: all.slice(page * pageSize, (page + 1) * pageSize),
        total: all.length,
        unread: all.filter((n) => !n.read).length,
        lastSeq: all.length,
        page,
        pageSize,
      };
    }),
  );
  return asked;
}

const render = () => renderWithProviders(<NotificationsPage />, { path: '/notifications', route: Route });
const rows = async () => within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');

describe('notifications page', () => {
  it('shows a skeleton, then the first 20 newest first, and loads more from page 1 until all are there', async () => {
    const asked = serve(manyNotifications(45, 3));
    const held = holdEndpoint('notificationsReceived');
    const { user } = render();
    expect(await screen.findByLabelText('Loading notifications')).toBeInTheDocument();
    held.release();
    expect(await rows()).toHaveLength(20);
    expect(screen.getByText('3 unread notifications')).toBeInTheDocument();
    expect((await rows())[0]).toHaveTextContent('Unread: Notice 0');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // ARCHITECTURE.md §6: 20 to a page from page 0.
    expect(asked).toEqual([
      { page: 0, pageSize: 20 },
      { page: 1, pageSize: 20 },
      { page: 2, pageSize: 20 },
    ]);
  });

  it('says when there is nothing yet', async () => {
    serve([]);
    render();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark all/ })).not.toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry loads again', async () => {
    let fail = true;
    const all = manyNotifications(2, 1);
    server.use(
      mockEndpoint(api.notificationsReceived, () =>
        fail ? apiError(503, 'The service is busy') : { items: all, total: 2, unread: 1, lastSeq: 2, page: 0, pageSize: 20 },
      ),
    );
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your notifications.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(2);
  });

  it('marks one read at once, and takes it back when the server refuses', async () => {
    serve(manyNotifications(3, 2));
    let refuse = false;
    const marked: string[] = [];
    server.use(
      mockEndpoint(api.notificationRead, ({ params }) => {
        marked.push(params.id!);
        return refuse ? apiError(500, 'Something went wrong') : { unread: 1 };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Mark "Notice 0" as read' }));
    expect(screen.getByText('1 unread notification')).toBeInTheDocument();
    expect((await rows())[0]).not.toHaveTextContent('Unread:');
    expect(marked).toEqual(['n-0']);
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Mark "Notice 1" as read' }));
    expect(await screen.findByText('Could not mark as read. Try again.')).toBeInTheDocument();
    expect(await screen.findByText('1 unread notification')).toBeInTheDocument();
    expect((await rows())[1]).toHaveTextContent('Unread: Notice 1');
  });

  it('marks all read', async () => {
    serve(manyNotifications(3, 3));
    let called = 0;
    server.use(
      mockEndpoint(api.notificationsReadAll, () => {
        called += 1;
        return { unread: 0 };
      }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    for (const row of await rows()) expect(row).not.toHaveTextContent('Unread:');
    expect(called).toBe(1);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('follows a notification link inside the app and marks it read', async () => {
    const [first, ...rest] = manyNotifications(2, 2);
    serve([{ ...first!, title: 'New grade for Ada', link: '/parent?x=1' }, ...rest]);
    const marked: string[] = [];
    server.use(
      mockEndpoint(api.notificationRead, ({ params }) => {
        marked.push(params.id!);
        return { unread: 1 };
      }),
    );
    const { user, router } = render();
    const link = await screen.findByRole('link', { name: /New grade for Ada/ });
    expect(link).toHaveAttribute('href', '/parent?x=1');
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router?.state.location.pathname).toBe('/parent'));
    expect(router?.state.location.search).toEqual({ x: 1 });
    expect(marked).toEqual(['n-0']);
  });
});

describe('notifications page: in Spanish', () => {
  it('says how many are unread and offers to mark them all in Spanish; the empty page too', async () => {
    serve(manyNotifications(3, 2));
    await inSpanish();
    const view = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Marcar todas como leídas/ })).toBeInTheDocument();
    expect(screen.getByText('2 notificaciones sin leer')).toBeInTheDocument();
    view.unmount();
    serve([]);
    render();
    expect(await screen.findByText('Todavía no hay notificaciones')).toBeInTheDocument();
  });
});
