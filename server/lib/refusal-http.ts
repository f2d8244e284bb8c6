/**
 * The one mapping of a refusal to HTTP (docs/ARCHITECTURE.md §4 "One way to refuse"), read by the
 * error handler: each kind's status and code, the Retry-After header of a rate limit, and the
 * error body of §2 (`message`, `code`, `details`, and the refusal's extra fields), its sentences in
 * the request's language (§12 "The server's sentences").
 */
import type { ErrorBody } from '@/contract/http';
import { type Language, say } from '../i18n/say';
import type { RefusalKind, Refused } from './refusal';

export const refusalStatus: Record<RefusalKind, { status: number; code: string }> = {
  invalid: { status: 400, code: 'BAD_REQUEST' },
  unauthenticated: { status: 401, code: 'UNAUTHORIZED' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
  not_found: { status: 404, code: 'NOT_FOUND' },
  conflict: { status: 409, code: 'CONFLICT' },
  too_large: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  too_many: { status: 429, code: 'TOO_MANY_REQUESTS' },
};

/** The answer to a refusal: status, headers and the error body, said in `language`. */
export function httpAnswerOf(
  refused: Refused,
  language: Language,
): {
  status: number;
  headers: Record<string, string>;
  body: ErrorBody & Record<string, unknown>;
} {
  const { status, code } = refusalStatus[refused.kind];
  const headers: Record<string, string> =
    refused.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(refused.retryAfterSeconds) };
  const body: ErrorBody & Record<string, unknown> = {
    message: say(refused.message, language),
    code: refused.code ?? code,
    ...refused.extra,
  };
  if (refused.details) body.details = refused.details.map((fault) => ({ ...fault, message: say(fault.message, language) }));
  return { status, headers, body };
}
