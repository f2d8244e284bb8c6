import { CloseButton, HStack, Text } from '@chakra-ui/react';
import { Megaphone } from 'lucide-react';
import type { Announcement } from '@/contract/schemas/communication';
import { useDismissAnnouncement } from '../api/announcement';

const tone: Record<Announcement['severity'], { bg: string; fg: string }> = {
  info: { bg: 'blue.subtle', fg: 'blue.fg' },
  success: { bg: 'green.subtle', fg: 'green.fg' },
  warning: { bg: 'orange.subtle', fg: 'orange.fg' },
  error: { bg: 'red.subtle', fg: 'red.fg' },
};

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The announcement row: one line, 35 px high (the layout shifts by that much while it shows). */
export function AnnouncementBanner({ announcement }: { announcement: Announcement }) {
  const dismiss = useDismissAnnouncement();
  const { bg, fg } = tone[announcement.severity];
  // Some messages repeat their title; say it once.
  const message = announcement.message.replace(new RegExp(`^${escapeRegExp(announcement.title)}\\s*[:—-]\\s*`, 'i'), '');
  return (
    <HStack role="region" aria-label="Announcement" h="full" px="4" gap="2" bg={bg} color={fg} borderBottomWidth="1px" borderColor="border">
      <Megaphone size={16} aria-hidden />
      <Text fontSize="sm" truncate flex="1" title={`${announcement.title}: ${message}`}>
        <Text as="strong" fontWeight="semibold">
          {announcement.title}
        </Text>
        {' — '}
        {message}
      </Text>
      <CloseButton
        size="2xs"
        variant="plain"
        color={fg}
        aria-label="Dismiss announcement"
        onClick={() => dismiss.mutate(announcement._id)}
      />
    </HStack>
  );
}
