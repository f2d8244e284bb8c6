import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/contract/api';
import { refreshSession } from '@/src/lib/api-client';
import { session } from '@/src/lib/session';
import { signalSessionExpired } from '@/src/lib/session-events';
import { storageKeys } from '@/src/lib/storage-keys';
import { communicationKeys } from '../api/keys';
import { runNotificationStream } from './notification-stream';
import { addNotification, type NotificationsData } from './notifications-cache';
import { notificationsQueryOptions } from './notifications-query';

const key = notificationsQueryOptions().queryKey;

/** The one stream of this tab, shared by every shell that mounts (a role group change remounts the shell). */
let current: { queryClient: QueryClient; controller: AbortController; users: number; stopTimer?: ReturnType<typeof setTimeout> } | null =
  null;

/** How long the stream outlives its last shell: a navigation between role groups remounts the shell. */
const lingerMs = 1000;

function open(queryClient: QueryClient): AbortController {
  const controller = new AbortController();
  let newestSeen: number | null = null;
  const stop = () => controller.abort();
  // Signed out in another tab: the token is gone from the shared storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.token && event.newValue === null) stop();
  };
  window.addEventListener('storage', onStorage);
  controller.signal.addEventListener('abort', () => window.removeEventListener('storage', onStorage), { once: true });
  void runNotificationStream(
    {
      url: `${location.origin}${api.notificationStream.path}`,
      token: session.token,
      refresh: refreshSession,
      // Resume after the newest this tab has: from the stream, or from the list loaded with the page.
      lastEventId: () => {
        const listed = queryClient.getQueryData<NotificationsData>(key)?.pages[0]?.lastSeq ?? null;
        return newestSeen === null ? listed : Math.max(newestSeen, listed ?? 0);
      },
      onEvent: (event) => {
        if (!session.token()) return stop();
        newestSeen = Math.max(newestSeen ?? 0, event.seq);
        // Into the cached list, no refetch; before the list has loaded there is nothing to update (it will include it).
        queryClient.setQueryData<NotificationsData>(key, (data) => data && addNotification(data, event));
        // An announcement that has just started: the banner asks again now rather than on the next focus.
        if (event.notification.kind === 'announcement') void queryClient.invalidateQueries({ queryKey: communicationKeys.announcement() });
      },
      onSessionLost: () => {
        session.clear();
        signalSessionExpired();
      },
    },
    controller.signal,
  );
  return controller;
}

/** Starts (or joins) the tab's stream; answers the function that leaves it. */
export function startLiveNotifications(queryClient: QueryClient): () => void {
  if (current && current.queryClient === queryClient && !current.controller.signal.aborted) {
    clearTimeout(current.stopTimer);
    current.users += 1;
  } else {
    current?.controller.abort();
    current = { queryClient, controller: open(queryClient), users: 1 };
  }
  const mine = current;
  return () => {
    mine.users -= 1;
    if (mine.users > 0) return;
    // Signed out: close now. Otherwise wait a moment for the next shell to take it over.
    const close = () => {
      mine.controller.abort();
      if (current === mine) current = null;
    };
    if (!session.token()) close();
    else mine.stopTimer = setTimeout(close, lingerMs);
  };
}

/** Mounted once by the app shell (lazily, off the first page's JavaScript): new notifications reach the cache live. */
export default function LiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => startLiveNotifications(queryClient), [queryClient]);
  return null;
}
