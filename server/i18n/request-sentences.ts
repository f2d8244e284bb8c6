/**
 * Sentences answered as data rather than as a refusal (a roster import's row errors, stored in
 * English; an apply's failure event), said in the language of the request being answered
 * (`request-context.ts`, read from `Accept-Language` once per request). Outside a request: English.
 */
import type { RosterError } from '@/contract/schemas/roster';
import { requestLanguage } from '../lib/request-context';
import { say } from './say';

/** `message` in the current request's language. */
export const sayToRequest = (message: string): string => say(message, requestLanguage());

/** Roster errors (file, line, column kept) with their messages in the current request's language. */
export const rosterErrorsToRequest = (errors: readonly RosterError[]): RosterError[] =>
  errors.map((error) => ({ ...error, message: sayToRequest(error.message) }));
