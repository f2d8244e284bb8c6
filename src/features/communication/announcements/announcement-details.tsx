import { Button, Text } from '@chakra-ui/react';
import type { Announcement } from '@/contract/schemas/communication';
import { DialogFrame } from '@/src/components/dialog-frame';
import { Markdown } from '@/src/components/markdown/markdown';

interface Props {
  announcement: Announcement;
  onClose: () => void;
  onDismiss: () => void;
}

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The whole announcement, its Markdown rendered (sanitized) in full: what one line of banner cannot hold. Loaded when opened. */
export default function AnnouncementDetails({ announcement, onClose, onDismiss }: Props) {
  return (
    <DialogFrame
      title={announcement.title}
      onClose={onClose}
      size="md"
      footer={
        // Closing is the frame's close button; the one action here is to stop seeing it.
        <Button variant="outline" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    >
      <Markdown source={announcement.message} />
      {announcement.endsAt && (
        <Text mt="4" fontSize="sm" color="fg.muted">
          Until {when.format(new Date(announcement.endsAt))}
        </Text>
      )}
    </DialogFrame>
  );
}
