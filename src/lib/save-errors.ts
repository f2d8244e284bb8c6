import { errorMessage } from './error-message';
import { type FieldMessageOptions, fieldMessages } from './field-messages';

/**
 * A refused save for a form or settings dialog: the server's field refusals, one message per
 * top-level field (`fieldMessages`), and when none is named, anything else as one message.
 */
export function saveErrors<Field extends string>(
  error: unknown,
  options: FieldMessageOptions<Field> = {},
): { fields: Partial<Record<Field, string>>; message?: string } {
  const fields = fieldMessages(error, options);
  return Object.keys(fields).length > 0 ? { fields } : { fields, message: errorMessage(error) };
}
