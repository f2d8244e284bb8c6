/**
 * What every answer of the server must satisfy, whatever was sent (issue 11, "Fuzzing"):
 * 1. never a 5xx;
 * 2. no stack trace, SQL or driver text in an error answer (nor in a success's message);
 * 3. never a 2xx for a body (or params, or query) the contract's zod schema rejects;
 * and, cheaply on the way: error answers are the error body of the contract, and 2xx answers match
 * the endpoint's response schema.
 */
import type { z } from 'zod';
import type { AnyEndpoint } from '@/contract/define';
import { envelope, errorBodySchema } from '@/contract/http';
import type { FuzzRequest } from './arbitraries';

/** Text that must never reach a client: internals of the server, the database or its driver. */
export const leakPatterns: readonly RegExp[] = [
  /\bat .*\.[cm]?[tj]s:\d+/,
  /node_modules/,
  /SELECT /,
  /INSERT /,
  /\bselect .* from "/i,
  /\binsert into "/i,
  /\bupdate "\w+" set\b/i,
  /Failed query/,
  /syntax error/i,
  /violates/,
  /relation "/,
  /invalid input syntax/,
  /out of range for type/,
  /PGlite/i,
  /pg-protocol/,
  /drizzle/i,
  /\b(TypeError|ReferenceError|RangeError)\b/,
  /Cannot read propert/,
];

export interface Answer {
  status: number;
  contentType: string;
  /** The body as text ('' for an open event stream). */
  body: string;
}

/** The body the server's parsers make of the request's: a value, or `unparsed` when none applies. */
function bodyView(body: FuzzRequest['body']): { value: unknown } | 'unparsed' {
  if (body === null) return { value: undefined };
  const mediaType = body.contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') {
    try {
      // Fastify's JSON parser (secure-json-parse) drops a leading byte order mark; JSON.parse does not.
      return { value: JSON.parse(body.text.replace(/^\uFEFF/, '')) };
    } catch {
      return 'unparsed';
    }
  }
  if (mediaType === 'text/plain') return { value: body.text };
  return 'unparsed';
}

const accepts = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

/** The problems with one answer to one request (none: the properties hold). */
export function problemsOf(endpoint: AnyEndpoint, request: FuzzRequest, answer: Answer): string[] {
  const problems: string[] = [];
  const ok = answer.status >= 200 && answer.status < 300;
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);

  let json: unknown;
  try {
    json = answer.body ? JSON.parse(answer.body) : undefined;
  } catch {
    json = undefined;
  }
  // A success carries stored content (a crash report's stack, a lesson about SQL): only its
  // message is the server's own words.
  const ownWords = ok ? String((json as { message?: unknown } | undefined)?.message ?? '') : answer.body;
  const sent = `${request.url}\n${JSON.stringify(request.headers)}\n${request.body?.text ?? ''}`;
  for (const pattern of leakPatterns) {
    if (pattern.test(ownWords) && !pattern.test(sent)) problems.push(`leaks ${pattern}`);
  }

  if (!ok && !(answer.status === 200 && endpoint.stream)) {
    if (!errorBodySchema.safeParse(json).success) problems.push('the error answer is not an error body');
  }
  if (ok) {
    const body = bodyView(request.body);
    if (endpoint.body && (body === 'unparsed' || !accepts(endpoint.body, body.value))) problems.push('2xx for a body the contract rejects');
    if (endpoint.params && request.params && !accepts(endpoint.params, request.params))
      problems.push('2xx for path parameters the contract rejects');
    if (endpoint.query && !accepts(endpoint.query, request.query ?? {})) problems.push('2xx for a query the contract rejects');
    if (!endpoint.stream && !envelope(endpoint.response).safeParse(json).success)
      problems.push('the 2xx answer does not match the contract');
  }
  return problems;
}
