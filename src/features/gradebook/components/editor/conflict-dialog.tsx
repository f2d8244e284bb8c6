import { Text } from '@chakra-ui/react';
import type { GradebookTemplate } from '@/contract/schemas/gradebook';
import { ConfirmDialog } from '@/src/components/confirm-dialog';

interface Props {
  /** The template as stored now (from the 409), or null when closed. */
  current: GradebookTemplate | null;
  onLoadNewer: () => void;
  onOverwrite: () => void;
  /** Keep editing; nothing is saved or lost. */
  onClose: () => void;
}

const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'just now' : date.toLocaleString();
};

/**
 * A save met a newer stored version: the teacher decides. Loading the newer version drops their
 * edits (they chose to); overwriting saves theirs over it. Closing keeps their edits unsaved.
 */
export function ConflictDialog({ current, onLoadNewer, onOverwrite, onClose }: Props) {
  const name = current?._course?.name ?? 'DEFAULT';
  return (
    <ConfirmDialog
      open={current !== null}
      title="This template changed elsewhere"
      cancel={{ label: 'Load the newer version', onClick: onLoadNewer }}
      confirm={{ label: 'Overwrite with mine', onClick: onOverwrite }}
      onDismiss={onClose}
    >
      <Text>
        Someone saved a newer version of the {name} template ({current ? when(current.updatedAt) : ''}) while you were editing. Your changes
        have not been saved yet, and are still here.
      </Text>
      <Text mt="3" color="fg.muted">
        Load the newer version to discard your changes, or overwrite it with yours.
      </Text>
    </ConfirmDialog>
  );
}
