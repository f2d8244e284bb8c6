/**
 * The one way the server refuses (docs/ARCHITECTURE.md §4 "One way to refuse"): use cases, access
 * gates and repositories throw a `Refused` of a kind, and the error handler alone turns it into an
 * HTTP answer (`refusal-http.ts`). Nothing here knows a status code, so a rule reads the same in a
 * repository, a use case or a test.
 */
import type { ErrorBody } from '@/contract/http';

/**
 * Why a request is refused. `invalid`: a field breaks a rule the schema cannot see; `unauthenticated`:
 * no valid session; `forbidden`: a role rule; `not_found`: unknown or out of reach, alike; `conflict`:
 * the state forbids it (a taken email, a stale version, a record in use); `too_large`: over a size
 * limit; `too_many`: over a rate limit.
 */
export type RefusalKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'too_many';

/** The field paths a refusal names (`body.email`), as the error body's `details`. */
export type FieldFaults = NonNullable<ErrorBody['details']>;

export interface RefusalParts {
  details?: FieldFaults | undefined;
  /** Extra fields of the answer, e.g. the current template on a stale save. */
  extra?: Record<string, unknown> | undefined;
  /** How long to wait before trying again (a rate limit). */
  retryAfterSeconds?: number | undefined;
  /** A code of its own instead of the kind's (`SSO_REQUIRED`), for a refusal the client tells apart. */
  code?: string | undefined;
}

export class Refused extends Error {
  readonly details: FieldFaults | undefined;
  readonly extra: Record<string, unknown> | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly code: string | undefined;

  constructor(
    readonly kind: RefusalKind,
    message: string,
    parts: RefusalParts = {},
  ) {
    super(message);
    this.details = parts.details;
    this.extra = parts.extra;
    this.retryAfterSeconds = parts.retryAfterSeconds;
    this.code = parts.code;
  }
}

export const badRequest = (message: string, details?: FieldFaults) => new Refused('invalid', message, { details });
/** One field breaks a rule: the summary message (the field's own by default), and the field's message on its path. */
export const invalidField = (path: string, message: string, summary = message) => badRequest(summary, [{ path, message }]);
export const unauthorized = (message = 'Sign in to continue') => new Refused('unauthenticated', message);
export const forbidden = (message = 'You do not have access to this') => new Refused('forbidden', message);
export const notFound = (message = 'Not found') => new Refused('not_found', message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new Refused('conflict', message, { extra });
/** A conflict on one field: the message, and the same message on the field's path. */
export const fieldConflict = (path: string, message: string) => new Refused('conflict', message, { details: [{ path, message }] });
/** One message for a taken email, whichever way it is found: the check, or the unique index (§17.7). */
export const emailTakenMessage = 'An account with this email already exists';
export const emailTakenRefusal = () => fieldConflict('body.email', emailTakenMessage);
export const tooLarge = (message: string, details?: FieldFaults) => new Refused('too_large', message, { details });
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Please wait a moment and try again.') =>
  new Refused('too_many', message, { retryAfterSeconds });

/** A value, or the not-found refusal when there is none (unknown and out of reach alike). */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
