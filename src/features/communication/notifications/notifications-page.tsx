import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { BellOff, CheckCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { EmptyState } from '@/src/components/empty-state';
import { LoadError } from '@/src/components/load-error';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { useT } from '@/src/lib/i18n/use-t';
import { useMarkAllRead } from './mark-read';
import { NotificationItem } from './notification-item';
import { loadedNotifications, unreadOf } from './notifications-cache';
import { useNotificationsPage } from './notifications-query';
import { useOpenNotification } from './use-open-notification';

/** Loads the next page when the end of the list scrolls into view (the button does the same by hand). */
function useLoadWhenVisible(load: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [load, enabled]);
  return ref;
}

/** The notifications page: every notification of the user, newest first, paged as it scrolls; new ones arrive live. */
export function NotificationsPage() {
  const t = useT();
  const title = t('communication.notifications.title');
  const query = useNotificationsPage();
  const items = loadedNotifications(query.data);
  const unread = unreadOf(query.data);
  const markAll = useMarkAllRead();
  const { open, markRead } = useOpenNotification();
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useLoadWhenVisible(() => void query.fetchNextPage(), canLoadMore);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          items.length > 0 && (
            <Button variant="outline" onClick={() => markAll.mutate()} disabled={unread === 0} loading={markAll.isPending}>
              <CheckCheck aria-hidden /> {t('communication.notifications.markAll')}
            </Button>
          )
        }
      />
      <Text color="fg.muted" mt="-4" mb="4" aria-live="polite">
        {unread === 0 ? t('communication.notifications.caughtUp') : t('communication.notifications.unread', { count: unread })}
      </Text>
      {items.length === 0 ? (
        <EmptyState
          icon={<BellOff />}
          title={t('communication.notifications.empty')}
          description={t('communication.notifications.emptyHint')}
        />
      ) : (
        <Box borderWidth="1px" borderColor="border" borderRadius="l2" overflow="hidden">
          <Box as="ul" listStyleType="none" m="0" p="0" aria-label={title}>
            {items.map((notification) => (
              <NotificationItem key={notification._id} notification={notification} onOpen={open} onMarkRead={markRead} />
            ))}
          </Box>
          {query.isFetchNextPageError ? (
            <LoadError error={query.error} what={t('communication.notifications.more')} onRetry={() => void query.fetchNextPage()} py="4" />
          ) : (
            query.hasNextPage && (
              <Box ref={sentinel} p="3" textAlign="center">
                <Button
                  variant="ghost"
                  onClick={() => void query.fetchNextPage()}
                  loading={query.isFetchingNextPage}
                  loadingText={t('communication.notifications.loadingMore')}
                >
                  {t('communication.notifications.loadMore')}
                </Button>
              </Box>
            )
          )}
        </Box>
      )}
    </>
  );
}

/** The route's pending component: the header and rows in the shape of notifications. */
export function NotificationsPending() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('communication.notifications.title')} />
      <Stack gap="3" aria-busy="true" aria-label={t('communication.notifications.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={i} height="16" />
        ))}
      </Stack>
    </>
  );
}

export function NotificationsError(props: ErrorComponentProps) {
  const t = useT();
  return (
    <PageError
      {...props}
      header={<PageHeader title={t('communication.notifications.title')} />}
      what={t('communication.notifications.what')}
    />
  );
}
