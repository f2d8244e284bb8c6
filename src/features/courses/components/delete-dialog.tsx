import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from '@/src/components/dialog-frame';
import { InlineAlert } from '@/src/components/inline-alert';
import { useT } from '@/src/lib/i18n/use-t';

interface Props {
  title: string;
  /** What goes with it, in plain words. */
  children: ReactNode;
  /** Why it cannot be deleted: the dialog then explains and offers only Back. */
  blocked?: string | undefined;
  confirmLabel: string;
  pending: boolean;
  /** The server's refusal or failure, shown in the dialog. */
  failure?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmed deletion that says first what goes, or why it cannot go. */
export function DeleteDialog({ title, children, blocked, confirmLabel, pending, failure, onConfirm, onClose }: Props) {
  const t = useT();
  return (
    <DialogFrame
      title={title}
      onClose={onClose}
      size="sm"
      footer={
        blocked ? (
          <Button onClick={onClose}>{t('courses.delete.back')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              {t('courses.delete.keep')}
            </Button>
            <Button colorPalette="red" loading={pending} loadingText={t('courses.delete.deleting')} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </>
        )
      }
    >
      <Stack gap="3">
        {blocked ? <Text>{blocked}</Text> : children}
        {!blocked && <Text fontWeight="semibold">{t('courses.delete.cannotUndo')}</Text>}
        {failure && <InlineAlert title={t('courses.delete.notDeleted')}>{failure}</InlineAlert>}
      </Stack>
    </DialogFrame>
  );
}
