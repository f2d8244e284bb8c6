import { ApiError } from './api-error';
import { errorMessage } from './error-message';

/**
 * A refused save for a settings dialog: the server's 400/409 field paths (`body.issuer`,
 * `body.emailDomains.0`) as one message per top-level field, anything else as one message.
 */
export function saveErrors<Field extends string>(error: unknown): { fields: Partial<Record<Field, string>>; message?: string } {
  if (error instanceof ApiError && error.body.details?.length) {
    const fields: Partial<Record<Field, string>> = {};
    for (const detail of error.body.details) {
      const field = detail.path.replace(/^body\./, '').split('.')[0] as Field;
      fields[field] ??= detail.message.charAt(0).toUpperCase() + detail.message.slice(1);
    }
    return { fields };
  }
  return { fields: {}, message: errorMessage(error) };
}
