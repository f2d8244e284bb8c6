import { ApiError } from '@/src/lib/api-error';
import { fieldMessages } from '@/src/lib/field-messages';
import type { Translate } from '@/src/lib/i18n/use-t';
import type { Credentials } from '../api/login';

export type FieldErrors = Partial<Record<keyof Credentials, string>>;

/** Empty fields, asked for before the server is called. */
export function validate(values: Credentials, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.email.trim()) errors.email = t('signIn.emailMissing');
  if (!values.password) errors.password = t('signIn.passwordMissing');
  return errors;
}

/** The server's 400 details (`body.email`, …) as messages per field. */
export const fieldErrorsOf = (error: ApiError): FieldErrors => fieldMessages<keyof Credentials>(error, { fields: ['email', 'password'] });

/**
 * The failures a person meets here, in their language: wrong credentials, locked out, offline.
 * Anything else says the server's (English) message, or a generic one.
 */
export function failureMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('signIn.failed');
  if (error.status === 401) return t('signIn.wrongCredentials');
  if (error.status === 429) return t('signIn.tooManyAttempts');
  if (error.status === 0) return t('signIn.offline');
  return error.message || t('signIn.failed');
}

/** `1:30`, or `45 s` (the seconds' wording from the active language). */
export function formatWait(seconds: number, t: Translate): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes}:${String(rest).padStart(2, '0')}` : t('signIn.waitSeconds', { seconds: rest });
}
