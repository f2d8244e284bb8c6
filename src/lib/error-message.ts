import { ApiError } from './api-error';

/** A message fit for a person: the server's message for API errors, a generic one otherwise. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}
