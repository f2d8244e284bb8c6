import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';

interface DialogFrameProps {
  title: ReactNode;
  onClose: () => void;
  open?: boolean;
  /** Full screen on phones, this size from the `sm` breakpoint up. */
  size?: 'sm' | 'md' | 'lg';
  /** Given: header, body and footer are one form that submits here (Enter sends; the browser's own checks are off). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  footer: ReactNode;
  children: ReactNode;
  /**
   * `false`: a click or focus outside does not close it (Escape, the close button and the footer
   * still do). For what must not vanish by accident, e.g. a one-time password opened as another dialog closes.
   */
  closeOnInteractOutside?: boolean;
}

/**
 * Chakra's `full` size sets a full height, no margin and square corners that a responsive `sm`
 * size (which sets only a width) does not take back: from `sm` up the dialog fits its content again.
 */
const windowedFromSm = {
  sm: { minH: 'auto', borderRadius: 'l3', '--dialog-margin': 'initial' },
} as const;

/**
 * The app's dialog: a title, a scrolling body, a footer of actions and a close button; full screen
 * on a phone. One frame for every dialog with content (the confirmation has its own, smaller).
 */
export function DialogFrame({
  title,
  onClose,
  open = true,
  size = 'lg',
  onSubmit,
  footer,
  children,
  closeOnInteractOutside = true,
}: DialogFrameProps) {
  const t = useT();
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer>{footer}</Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', sm: size }}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={closeOnInteractOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content css={windowedFromSm}>
            {onSubmit ? (
              // `display: contents` keeps the form out of the dialog's layout (the body scrolls, the footer stays).
              <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
                {parts}
              </form>
            ) : (
              parts
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
