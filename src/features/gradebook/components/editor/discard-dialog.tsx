import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/src/components/confirm-dialog';

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
    <ConfirmDialog
      open={open}
      title="Discard unsaved changes?"
      cancel={{ label: 'Keep editing', onClick: onStay }}
      confirm={{ label: 'Discard changes', onClick: onDiscard }}
      onDismiss={onStay}
    >
      <Text>This template has changes you have not saved. If you {action}, they are lost.</Text>
    </ConfirmDialog>
  );
}
