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
    if (name && !fields[name]) fields[name] = detail.message;
  }
  return { fields, message: Object.keys(fields).length > 0 ? null : error.body.message };
}
