import { ApiError } from './api-error';

/** A server message as a form shows it under a field: a sentence. */
const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

export interface FieldMessageOptions<Field extends string> {
  /** Only these fields (the form's own); others are left out. Default: every field named. */
  fields?: readonly Field[];
  /** Only refusals with this status (e.g. 400: a 409 means something the form says otherwise). */
  status?: number;
  /** The form's own words for a field's refusal, in the reader's language; undefined keeps the server's. */
  words?: (field: Field, status: number) => string | undefined;
}

/**
 * The one way a form reads the server's field refusals: the details of a 400/409 answer
 * (`{ path: 'body.emailDomains.0', message }`) as one message per top-level field of the body,
 * the first detail of each field winning. Anything that is not such an answer names no field.
 */
export function fieldMessages<Field extends string>(
  error: unknown,
  options: FieldMessageOptions<Field> = {},
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!(error instanceof ApiError)) return found;
  if (options.status !== undefined && error.status !== options.status) return found;
  for (const detail of error.body.details ?? []) {
    const field = detail.path.replace(/^body\./, '').split('.')[0] as Field;
    if (!field || found[field] !== undefined) continue;
    if (options.fields && !options.fields.includes(field)) continue;
    found[field] = options.words?.(field, error.status) ?? sentence(detail.message);
  }
  return found;
}
