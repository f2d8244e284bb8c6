import type { ErrorBody } from '@/contract/http';

/** An error meant for the client: its status, code and message are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorBody['details'],
    /** Extra headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
    /** Extra body fields, e.g. the current template on a 409. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: ErrorBody['details']) => new HttpError(400, 'BAD_REQUEST', message, details);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, 'CONFLICT', message, undefined, undefined, extra);
/** One message for a taken email, whichever way it is found: the check, or the unique index (§17.7). */
export const emailTakenMessage = 'An account with this email already exists';
export const emailTaken = () => new HttpError(409, 'CONFLICT', emailTakenMessage, [{ path: 'body.email', message: emailTakenMessage }]);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Please wait a moment and try again.') =>
  new HttpError(429, 'TOO_MANY_REQUESTS', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
