import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

interface Props {
  open: boolean;
  /** What happens if they go on, e.g. "leave this page" or "switch to Intro to Python". */
  action: string;
  onStay: () => void;
  onDiscard: () => void;
}

/** Unsaved changes would be lost: asks first (leaving the page, or switching templates). */
export function DiscardDialog({ open, action, onStay, onDiscard }: Props) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={({ open: next }) => !next && onStay()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Discard unsaved changes?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>This template has changes you have not saved. If you {action}, they are lost.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onStay}>
                Keep editing
              </Button>
              <Button colorPalette="red" onClick={onDiscard}>
                Discard changes
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
