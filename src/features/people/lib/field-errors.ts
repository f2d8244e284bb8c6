import { ApiError } from '@/src/lib/api-client';
import { i18n } from '@/src/lib/i18n/i18n';

/**
 * A failed save as the form shows it: the server's field errors by field name (`body.email` →
 * `email`), and its message when no field is named.
 */
export function formErrors(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: error ? i18n._('people.saveOffline') : null };
  const fields: Record<string, string> = {};
  for (const detail of error.body.details ?? []) {
    const name = detail.path.replace(/^body\./, '').split('.')[0];
    // A 409 on the email is always a taken address: said in the reader's language, by its path.
    if (name && !fields[name]) fields[name] = error.status === 409 && name === 'email' ? i18n._('people.emailTaken') : detail.message;
  }
  return { fields, message: Object.keys(fields).length > 0 ? null : error.body.message };
}
