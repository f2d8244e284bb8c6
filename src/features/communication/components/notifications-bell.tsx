import { Badge, Box, IconButton, Popover, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Bell, BellOff } from 'lucide-react';
import type { Notification } from '@/contract/schemas/communication';
import { LoadError } from '@/src/components/load-error';
import { useNotifications } from '../api/notifications';

const when = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

function NotificationItem({ notification }: { notification: Notification }) {
  return (
    <Box as="li" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted" bg={notification.read ? undefined : 'brand.subtle'}>
      <Text fontWeight={notification.read ? 'normal' : 'semibold'}>
        {!notification.read && (
          <Box as="span" srOnly>
            Unread:{' '}
          </Box>
        )}
        {notification.title}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {notification.body}
      </Text>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {when.format(new Date(notification.createdAt))}
      </Text>
    </Box>
  );
}

/** The bell in the top bar: the unread count, and the newest notifications in a panel. */
export function NotificationsBell() {
  const notifications = useNotifications(0);
  const unread = notifications.data?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
      <Popover.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" position="relative">
          <Bell aria-hidden />
          {unread > 0 && (
            <Badge
              aria-hidden
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
            <Popover.Header borderBottomWidth="1px" borderColor="border">
              <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
            </Popover.Header>
            <Box overflowY="auto">
              {notifications.isPending ? (
                <Stack p="4" gap="3" aria-busy="true" aria-label="Loading">
                  <Skeleton height="10" />
                  <Skeleton height="10" />
                  <Skeleton height="10" />
                </Stack>
              ) : notifications.isError ? (
                <LoadError error={notifications.error} what="your notifications" onRetry={() => void notifications.refetch()} py="6" />
              ) : notifications.data.items.length === 0 ? (
                <Stack align="center" py="8" gap="2" color="fg.muted">
                  <BellOff aria-hidden />
                  <Text>No notifications yet.</Text>
                </Stack>
              ) : (
                <Box as="ul" listStyleType="none" m="0" p="0" aria-label="Newest notifications">
                  {notifications.data.items.map((notification) => (
                    <NotificationItem key={notification._id} notification={notification} />
                  ))}
                </Box>
              )}
            </Box>
            {notifications.data && notifications.data.total > notifications.data.items.length && (
              <Box p="2" borderTopWidth="1px" borderColor="border">
                <Text fontSize="sm" color="fg.muted" textAlign="center">
                  Showing the newest {notifications.data.items.length} of {notifications.data.total}.
                </Text>
              </Box>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
