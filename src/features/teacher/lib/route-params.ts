import { notFound } from '@tanstack/react-router';
import { isUuid, oneOf, text } from '@/src/lib/search-params';
import { rosterSortKeys } from './roster-sort-keys';

/** An id in the address that cannot be one (a typo, a truncated link) is "not found" without asking the server. */
export function assertId(value: string) {
  if (!isUuid(value)) throw notFound();
}

/**
 * Roster view in the URL: every field optional, and a bad value falls back instead of failing the
 * page. Parsers from `lib/search-params`, not zod: route search parsing is part of every page's
 * first JavaScript (the sign-in page's budget).
 */
export const rosterSearch = {
  sort: oneOf(rosterSortKeys),
  dir: oneOf(['asc', 'desc']),
  q: text(200),
};
