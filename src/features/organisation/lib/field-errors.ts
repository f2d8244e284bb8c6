import { i18n } from '@/src/lib/i18n/i18n';
import { saveErrors } from '@/src/lib/save-errors';

/**
 * A failed save as the form shows it: the server's field errors (400 with paths, 409 on the email)
 * by field name, and anything else as one message. A 409 on the email is always a taken address:
 * said in the reader's language.
 */
export function formErrors(error: unknown): { fields: Partial<Record<string, string>>; message?: string } {
  return saveErrors<string>(error, {
    words: (field, status) => (status === 409 && field === 'email' ? i18n._('org.emailTaken') : undefined),
  });
}
