import { ApiError } from '@/src/lib/api-error';

/** The server's 400 details (`body.email`, …) as one message per field of the form. */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError) || error.status !== 400) return errors;
  for (const detail of error.body.details ?? []) {
    const field = detail.path.replace(/^body\./, '') as F;
    if (fields.includes(field) && !errors[field]) errors[field] = detail.message.charAt(0).toUpperCase() + detail.message.slice(1);
  }
  return errors;
}
