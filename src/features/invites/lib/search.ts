import { oneOf, pageNumber, text } from '@/src/lib/search-params';
import type { InviteFilter } from '../api/keys';

// Literal lists, not the contract's: importing a schema module would bring zod into the chunk.
const status = oneOf(['pending', 'accepted', 'expired', 'revoked'] as const);
const sort = oneOf(['lastSentAt', 'email', 'name', 'status', 'school'] as const);
const dir = oneOf(['asc', 'desc'] as const);

/**
 * The invite list's filter from the address. Parsed here, in the route's lazy chunk, rather than
 * by a `validateSearch` in the route file, which would add to every page's first JavaScript.
 */
export function inviteFilterOf(search: Record<string, unknown>): InviteFilter {
  return {
    q: text(100)(search.q)?.trim() ?? '',
    status: status(search.status) ?? '',
    sort: sort(search.sort) ?? 'lastSentAt',
    dir: dir(search.dir) ?? 'desc',
    page: pageNumber(search.page) ?? 0,
  };
}

/** The outbox page's page number from the address. */
export const outboxPageOf = (search: Record<string, unknown>) => pageNumber(search.page) ?? 0;
