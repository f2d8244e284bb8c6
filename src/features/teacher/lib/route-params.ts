import { notFound } from '@tanstack/react-router';
import { isId } from '../../../lib/is-id';
import { type RosterSortKey, rosterSortKeys, type SortDirection } from './roster';

/*
 * Parsing of the teacher routes' addresses. Plain functions rather than zod schemas on purpose:
 * route definitions are part of the first JavaScript every visitor loads (the sign-in page has a
 * 150 KB budget), and zod would be the largest thing in it. Every value is optional and a bad one
 * falls back to "absent" instead of failing the page.
 */

/** An id in the address that cannot be one (a typo, a truncated link) is "not found" without asking the server. */
export function assertId(value: string) {
  if (!isId(value)) throw notFound();
}

/** `value` when it is one of `options`, else undefined. */
export function oneOf<const T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return options.includes(value as T) ? (value as T) : undefined;
}

/** A short text (an id, a search), else undefined. */
export function shortText(value: unknown, max = 200): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;
}

export interface RosterSearch {
  sort?: RosterSortKey;
  dir?: SortDirection;
  q?: string;
}

/** The roster's view in the URL: sort column, direction, search text. */
export function parseRosterSearch(search: Record<string, unknown>): RosterSearch {
  return { sort: oneOf(search.sort, rosterSortKeys), dir: oneOf(search.dir, ['asc', 'desc'] as const), q: shortText(search.q) };
}
