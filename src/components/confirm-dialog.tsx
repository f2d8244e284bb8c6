import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Choice {
  label: string;
  onClick: () => void;
}

interface Props {
  open: boolean;
  title: string;
  /** What is at stake, in plain words. */
  children: ReactNode;
  /** The safe way out (outlined). */
  cancel: Choice;
  /** The destructive choice (red). */
  confirm: Choice;
  /** Escape, the backdrop or the close button: nothing happens. */
  onDismiss: () => void;
}

/** A question before something that cannot be taken back: an alert dialog with a safe and a destructive choice. */
export function ConfirmDialog({ open, title, children, cancel, confirm, onDismiss }: Props) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={({ open: next }) => !next && onDismiss()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={cancel.onClick}>
                {cancel.label}
              </Button>
              <Button colorPalette="red" onClick={confirm.onClick}>
                {confirm.label}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
