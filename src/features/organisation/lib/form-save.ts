import { type FormEvent, useState } from 'react';
import { i18n } from '@/src/lib/i18n/i18n';
import { showSnackbar } from '@/src/lib/snackbar';
import { formErrors } from './field-errors';

type FormErrors = ReturnType<typeof formErrors>;

/** The fields a check found missing: each field whose check answered a message, with it. */
export function missingFields(checks: Record<string, string | false>): Record<string, string> {
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== false));
}

/**
 * The save of an organisation dialog (a district, a school, an admin account): its `submit` does
 * nothing while a save is pending, shows the missing fields without a request, or else saves; a
 * refused save fills `errors` (the server's field errors by field, anything else as one message).
 */
export function useFormSave({
  pending,
  missing,
  save,
}: {
  pending: boolean;
  /** The required fields left empty (`missingFields`). */
  missing: () => Record<string, string>;
  /** Sends the save; `onError` shows its refusal on the form. */
  save: (onError: (error: unknown) => void) => void;
}) {
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const fields = missing();
    if (Object.keys(fields).length) return setErrors({ fields });
    save((error) => setErrors(formErrors(error)));
  };
  return { errors, submit };
}

/** A saved record: the snackbar says so by its name, and the dialog closes. */
export const savedThenClose =
  (onClose: () => void) =>
  (saved: { name: string }): void => {
    showSnackbar(i18n._('org.saved', { name: saved.name }));
    onClose();
  };
