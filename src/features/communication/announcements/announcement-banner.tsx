import { Box, Button, CloseButton, HStack, Text } from '@chakra-ui/react';
import { Megaphone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Announcement } from '@/contract/schemas/communication';
import { useT } from '@/src/lib/i18n/use-t';
import { useDismissAnnouncement } from './api/current-announcement';
import { bannerBody, hasMarkup, plainAnnouncement } from './plain-text';
import { severityTone } from './severity';

/** marked and DOMPurify load only when an announcement shows (kept off the first page). */
const InlineMarkdown = lazy(() => import('./inline-markdown'));
/** The whole message (with the full Markdown renderer) loads when someone asks for it. */
const AnnouncementDetails = lazy(() => import('./announcement-details'));

interface BarProps {
  title: string;
  message: string;
  severity: Announcement['severity'];
  /** Without it the bar has no Dismiss button (the admin's preview). */
  onDismiss?: () => void;
  /** Without it the bar has no More button. */
  onMore?: () => void;
}

/** The announcement row itself: one line, its Markdown rendered sanitized, in its severity's colours. */
export function AnnouncementBar({ title, message, severity, onDismiss, onMore }: BarProps) {
  const t = useT();
  const { bg, fg } = severityTone[severity];
  // Some messages repeat their title; say it once.
  const body = bannerBody(title, message);
  const plain = plainAnnouncement(body);
  return (
    <HStack
      role="region"
      aria-label={t('banner.label')}
      h="full"
      px="4"
      gap="2"
      bg={bg}
      color={fg}
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Megaphone size={16} aria-hidden />
      <Text fontSize="sm" truncate flex="1" minW="0" title={`${title}: ${plain}`}>
        <Text as="strong" fontWeight="semibold">
          {title}
        </Text>
        {' — '}
        {hasMarkup(body) ? (
          <Suspense fallback={plain}>
            <InlineMarkdown source={body} />
          </Suspense>
        ) : (
          plain
        )}
      </Text>
      {onMore && (
        <Button
          size="2xs"
          variant="plain"
          color={fg}
          textDecoration="underline"
          px="1"
          onClick={onMore}
          aria-label={t('banner.moreLabel', { title })}
        >
          {t('banner.more')}
        </Button>
      )}
      {onDismiss && <CloseButton size="2xs" variant="plain" color={fg} aria-label={t('banner.dismiss')} onClick={onDismiss} />}
    </HStack>
  );
}

/** The banner row of the app layout (35 px; the layout shifts by that much while it shows). */
export function AnnouncementBanner({ announcement }: { announcement: Announcement }) {
  const dismiss = useDismissAnnouncement();
  const [open, setOpen] = useState(false);
  const onDismiss = () => {
    setOpen(false);
    dismiss.mutate(announcement._id);
  };
  return (
    <Box h="full">
      <AnnouncementBar
        title={announcement.title}
        message={announcement.message}
        severity={announcement.severity}
        onDismiss={onDismiss}
        onMore={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <AnnouncementDetails announcement={announcement} onClose={() => setOpen(false)} onDismiss={onDismiss} />
        </Suspense>
      )}
    </Box>
  );
}
