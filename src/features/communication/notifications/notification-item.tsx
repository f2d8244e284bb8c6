import { Box, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { Notification } from '@/contract/schemas/communication';
import { useLocale, useT } from '@/src/lib/i18n/use-t';

/**
 * Made on first use, not when the module loads: the shell's bell loads this module on every signed-in
 * page, and a date formatter costs a phone a long task (issue 19 part 4) while the list may never open.
 * One per language: the reader may switch.
 */
let whenFormat: { locale: string; format: Intl.DateTimeFormat } | undefined;
const when = (locale: string) => {
  if (whenFormat?.locale !== locale)
    whenFormat = {
      locale,
      format: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }),
    };
  return whenFormat.format;
};

/** Only a path inside the app is followed; anything else shows as plain text. */
export const appLink = (link: string | null) => (link?.startsWith('/') && !link.startsWith('//') ? link : null);

interface Props {
  notification: Notification;
  /** Opened (its link followed, or just read): marks it read and navigates. */
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
}

/** One notification as a list item: the title (a link when it leads somewhere), the text, the time, and "mark as read" while unread. */
export function NotificationItem({ notification, onOpen, onMarkRead }: Props) {
  const t = useT();
  const locale = useLocale();
  const link = appLink(notification.link);
  const follow = (event: MouseEvent) => {
    // A modified click opens a new tab as any link does; a plain one navigates inside the app.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(notification);
  };
  const title = (
    <>
      {!notification.read && (
        <Box as="span" srOnly>
          {t('bell.unread')}{' '}
        </Box>
      )}
      {notification.title}
    </>
  );
  return (
    <Box
      as="li"
      display="flex"
      gap="2"
      alignItems="flex-start"
      px={{ base: '3', sm: '4' }}
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      bg={notification.read ? undefined : 'brand.subtle'}
    >
      <Box aria-hidden mt="2" boxSize="2" flexShrink={0} borderRadius="full" bg={notification.read ? 'transparent' : 'brand.solid'} />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight={notification.read ? 'normal' : 'semibold'} overflowWrap="anywhere">
          {link ? (
            <Link href={link} onClick={follow} color="fg" textDecoration="none" _hover={{ textDecoration: 'underline' }}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Text>
        {notification.body && (
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {notification.body}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          <time dateTime={notification.createdAt}>{when(locale).format(new Date(notification.createdAt))}</time>
        </Text>
      </Stack>
      {!notification.read && (
        <IconButton
          aria-label={t('bell.markRead', { title: notification.title })}
          title={t('bell.markReadShort')}
          size="sm"
          variant="ghost"
          onClick={() => onMarkRead(notification)}
        >
          <Check aria-hidden />
        </IconButton>
      )}
    </Box>
  );
}
