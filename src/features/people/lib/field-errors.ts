import { ApiError } from '@/src/lib/api-client';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { i18n } from '@/src/lib/i18n/i18n';

/**
 * The server's field refusals the client words itself, in the reader's language (the server's words
 * are English), by status and field: each of these has one meaning.
 */
const fieldWords: Record<string, MessageId> = {
  '409 email': 'people.emailTaken',
  '409 studentNumber': 'people.numberTaken',
  '400 gradeSectionId': 'people.sectionRefused',
};

/**
 * A failed save as the form shows it: the server's field errors by field name (`body.email` →
 * `email`), and its message when no field is named.
 */
export function formErrors(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: error ? i18n._('people.saveOffline') : null };
  const fields: Record<string, string> = {};
  for (const detail of error.body.details ?? []) {
    const name = detail.path.replace(/^body\./, '').split('.')[0];
    if (!name || fields[name]) continue;
    const words = fieldWords[`${error.status} ${name}`];
    fields[name] = words ? i18n._(words) : detail.message;
  }
  return { fields, message: Object.keys(fields).length > 0 ? null : error.body.message };
}
