import type { ErrorBody } from '@/contract/http';

/**
 * An API failure with the server's error body (or a network failure, status 0). In its own module
 * so that code on the first page (guards, error screens) can test `instanceof ApiError` without
 * loading the HTTP client.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody & Record<string, unknown>,
    /** Seconds to wait before trying again (from `Retry-After` on 429/503), when the server said. */
    readonly retryAfter: number | null = null,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
}

/** `Retry-After` as seconds: either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
