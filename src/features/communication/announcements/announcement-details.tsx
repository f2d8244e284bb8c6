import { Button, Text } from '@chakra-ui/react';
import type { Announcement } from '@/contract/schemas/communication';
import { DialogFrame } from '@/src/components/dialog-frame';
import { Markdown } from '@/src/components/markdown/markdown';
import { useLocale, useT } from '@/src/lib/i18n/use-t';

interface Props {
  announcement: Announcement;
  onClose: () => void;
  onDismiss: () => void;
}

/** The whole announcement, its Markdown rendered (sanitized) in full: what one line of banner cannot hold. Loaded when opened. */
export default function AnnouncementDetails({ announcement, onClose, onDismiss }: Props) {
  const t = useT();
  const locale = useLocale();
  return (
    <DialogFrame
      title={announcement.title}
      onClose={onClose}
      size="md"
      footer={
        // Closing is the frame's close button; the one action here is to stop seeing it.
        <Button variant="outline" onClick={onDismiss}>
          {t('common.dismiss')}
        </Button>
      }
    >
      <Markdown source={announcement.message} />
      {announcement.endsAt && (
        <Text mt="4" fontSize="sm" color="fg.muted">
          {t('banner.until', {
            date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(announcement.endsAt)),
          })}
        </Text>
      )}
    </DialogFrame>
  );
}
