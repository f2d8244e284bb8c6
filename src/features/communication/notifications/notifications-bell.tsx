import { Badge, Box, Button, IconButton, Popover, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/src/components/load-error';
import { useT } from '@/src/lib/i18n/use-t';
import { useMarkAllRead } from './mark-read';
import { NotificationItem } from './notification-item';
import { loadedNotifications, unreadOf } from './notifications-cache';
import { useNotifications } from './notifications-query';
import { useOpenNotification } from './use-open-notification';

/** How many of the newest the panel shows; the page has the rest. */
const newestCount = 5;

/** The bell in the top bar: the unread count, and the newest notifications in a panel. Reads the list the page and the stream share. */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const unread = unreadOf(notifications.data);
  const markAll = useMarkAllRead();
  const { open: openNotification, markRead } = useOpenNotification(() => setOpen(false));
  const t = useT();
  const label = t('bell.label', { unread });
  const newest = notifications.data ? loadedNotifications(notifications.data).slice(0, newestCount) : [];
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" position="relative">
          <Bell aria-hidden />
          {unread > 0 && (
            <Badge
              aria-hidden
              data-testid="unread-count"
              position="absolute"
              top="1"
              right="1"
              size="xs"
              variant="solid"
              colorPalette="red"
              borderRadius="full"
              minW="4"
              justifyContent="center"
            >
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width={{ base: 'calc(100vw - 16px)', sm: '380px' }}
            maxH="70vh"
            overflow="hidden"
            display="flex"
            flexDirection="column"
          >
            <Popover.Header
              borderBottomWidth="1px"
              borderColor="border"
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              gap="2"
            >
              <Popover.Title fontWeight="semibold">{t('bell.title')}</Popover.Title>
              {unread > 0 && (
                <Button size="xs" variant="ghost" onClick={() => markAll.mutate()} loading={markAll.isPending}>
                  {t('bell.markAll')}
                </Button>
              )}
            </Popover.Header>
            <Box overflowY="auto">
              {notifications.isPending ? (
                <Stack p="4" gap="3" aria-busy="true" aria-label={t('state.loading')}>
                  <Skeleton height="10" />
                  <Skeleton height="10" />
                  <Skeleton height="10" />
                </Stack>
              ) : notifications.isError ? (
                <LoadError error={notifications.error} what={t('bell.what')} onRetry={() => void notifications.refetch()} py="6" />
              ) : newest.length === 0 ? (
                <Stack align="center" py="8" gap="2" color="fg.muted">
                  <BellOff aria-hidden />
                  <Text>{t('bell.empty')}</Text>
                </Stack>
              ) : (
                <Box as="ul" listStyleType="none" m="0" p="0" aria-label={t('bell.newest')}>
                  {newest.map((notification) => (
                    <NotificationItem key={notification._id} notification={notification} onOpen={openNotification} onMarkRead={markRead} />
                  ))}
                </Box>
              )}
            </Box>
            <Box p="2" borderTopWidth="1px" borderColor="border" textAlign="center">
              <Button asChild variant="ghost" size="sm" width="full">
                <Link to="/notifications" onClick={() => setOpen(false)}>
                  {t('bell.seeAll')}
                </Link>
              </Button>
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
