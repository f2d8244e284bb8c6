import { ApiError } from './api-error';
import { i18n } from './i18n/i18n';

/**
 * A message fit for a person: the server's message for API errors (in the reader's language, §12),
 * a generic one otherwise. The client's own "cannot reach the server" (`api-client.ts`, code
 * `NETWORK`, which stays English to keep i18n out of the client) is said here in the reader's
 * language. Both sentences are the `first-page` area's, loaded on every page, signed in or not.
 */
export function errorMessage(error: unknown, fallback = i18n._('signIn.failed')): string {
  if (error instanceof ApiError) return error.body.code === 'NETWORK' ? i18n._('signIn.offline') : error.message || fallback;
  return fallback;
}
