import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { useT } from '@/src/lib/i18n/use-t';

interface Props {
  open: boolean;
  /** What happens if they go on: open another template, or leave the page. */
  action: 'switch' | 'leave';
  onStay: () => void;
  onDiscard: () => void;
}

/** Unsaved changes would be lost: asks first (leaving the page, or switching templates). */
export function DiscardDialog({ open, action, onStay, onDiscard }: Props) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      title={t('gradebook.discard.title')}
      cancel={{ label: t('gradebook.discard.keep'), onClick: onStay }}
      confirm={{ label: t('gradebook.discard.discard'), onClick: onDiscard }}
      onDismiss={onStay}
    >
      <Text>{t(action === 'switch' ? 'gradebook.discard.switch' : 'gradebook.discard.leave')}</Text>
    </ConfirmDialog>
  );
}
