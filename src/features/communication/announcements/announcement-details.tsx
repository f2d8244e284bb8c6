import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Announcement } from '@/contract/schemas/communication';
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
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', sm: 'md' }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{announcement.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Markdown source={announcement.message} />
              {announcement.endsAt && (
                <Text mt="4" fontSize="sm" color="fg.muted">
                  Until {when.format(new Date(announcement.endsAt))}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onDismiss}>
                Dismiss
              </Button>
              <Button colorPalette="brand" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
