import { Text } from '@chakra-ui/react';
import type { GradebookTemplate } from '@/contract/schemas/gradebook';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { i18n } from '@/src/lib/i18n/i18n';
import { useT } from '@/src/lib/i18n/use-t';

interface Props {
  /** The template as stored now (from the 409), or null when closed. */
  current: GradebookTemplate | null;
  onLoadNewer: () => void;
  onOverwrite: () => void;
  /** Keep editing; nothing is saved or lost. */
  onClose: () => void;
}

/** When the stored version was saved, in the active language. */
const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? i18n._('gradebook.conflict.justNow') : date.toLocaleString(i18n.locale);
};

/**
 * A save met a newer stored version: the teacher decides. Loading the newer version drops their
 * edits (they chose to); overwriting saves theirs over it. Closing keeps their edits unsaved.
 */
export function ConflictDialog({ current, onLoadNewer, onOverwrite, onClose }: Props) {
  const t = useT();
  const name = current?._course?.name ?? 'DEFAULT';
  return (
    <ConfirmDialog
      open={current !== null}
      title={t('gradebook.conflict.title')}
      cancel={{ label: t('gradebook.conflict.loadNewer'), onClick: onLoadNewer }}
      confirm={{ label: t('gradebook.conflict.overwrite'), onClick: onOverwrite }}
      onDismiss={onClose}
    >
      <Text>{t('gradebook.conflict.body', { name, when: current ? when(current.updatedAt) : '' })}</Text>
      <Text mt="3" color="fg.muted">
        {t('gradebook.conflict.hint')}
      </Text>
    </ConfirmDialog>
  );
}
