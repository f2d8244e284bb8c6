import { ApiError } from '@/src/lib/api-client';
import { fieldMessages } from '@/src/lib/field-messages';
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
export function formErrors(error: unknown): { fields: Partial<Record<string, string>>; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: error ? i18n._('people.saveOffline') : null };
  const fields = fieldMessages<string>(error, {
    words: (field, status) => {
      const words = fieldWords[`${status} ${field}`];
      return words ? i18n._(words) : undefined;
    },
  });
  return { fields, message: Object.keys(fields).length > 0 ? null : error.body.message };
}
