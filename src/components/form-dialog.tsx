import { Button, type ButtonProps, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';
import { DialogFrame } from './dialog-frame';
import { InlineAlert } from './inline-alert';

interface FormDialogActionsProps {
  onCancel: () => void;
  submitLabel: ReactNode;
  pending: boolean;
  /** What the submit button says while pending; none: a spinner alone. */
  loadingText?: string;
  colorPalette?: ButtonProps['colorPalette'];
  /** The id of the form it submits, when that form is not the dialog's own (`DialogFrame`'s `onSubmit`). */
  form?: string;
}

/** A form dialog's footer: Cancel, then the submit button (busy while the save is pending). */
export function FormDialogActions({ onCancel, submitLabel, pending, loadingText, colorPalette, form }: FormDialogActionsProps) {
  const t = useT();
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={form} colorPalette={colorPalette} loading={pending} loadingText={loadingText}>
        {submitLabel}
      </Button>
    </>
  );
}

interface FormDialogProps extends Omit<FormDialogActionsProps, 'onCancel' | 'form'> {
  title: ReactNode;
  onClose: () => void;
  open?: boolean;
  size?: 'sm' | 'md' | 'lg';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A refusal that belongs to no one field: its `message`, when there is one, shows above the fields under `title`. */
  failure?: { title: string; message?: string | null | undefined };
  children: ReactNode;
}

/**
 * A dialog that is one form: its fields in a column, Cancel and submit in the footer, and the
 * save's refusal (when it names no field) above the fields. Every create/edit dialog has this frame.
 */
export function FormDialog({ title, onClose, open, size, onSubmit, failure, children, ...actions }: FormDialogProps) {
  return (
    <DialogFrame
      title={title}
      onClose={onClose}
      open={open}
      size={size}
      onSubmit={onSubmit}
      footer={<FormDialogActions onCancel={onClose} {...actions} />}
    >
      <Stack gap="4">
        {failure?.message && <InlineAlert title={failure.title}>{failure.message}</InlineAlert>}
        {children}
      </Stack>
    </DialogFrame>
  );
}
