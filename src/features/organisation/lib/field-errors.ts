import { ApiError } from '@/src/lib/api-error';
import { errorMessage } from '@/src/lib/error-message';
import { i18n } from '@/src/lib/i18n/i18n';

/**
 * A failed save as the form shows it: the server's field errors (400 with paths, 409 on the email)
 * by field name, and anything else as one message.
 */
export function formErrors(error: unknown): { fields: Record<string, string>; message?: string } {
  if (error instanceof ApiError && error.body.details?.length) {
    const fields: Record<string, string> = {};
    for (const detail of error.body.details) {
      const field = detail.path.replace(/^body\./, '').split('.')[0]!;
      // A 409 on the email is always a taken address: said in the reader's language, by its path.
      if (error.status === 409 && field === 'email') fields[field] ??= i18n._('org.emailTaken');
      fields[field] ??= detail.message.charAt(0).toUpperCase() + detail.message.slice(1);
    }
    return { fields };
  }
  return { fields: {}, message: errorMessage(error) };
}
