import { day, oneOf, pageNumber, searchSchema, text } from '@/src/lib/search-params';

/**
 * The logs routes' `validateSearch` (`LogsSearch`), written once for both routes: route search
 * parsing is part of every page's first JavaScript, so it uses lib/search-params, not zod.
 */
export const validateLogsSearch = searchSchema({
  tab: oneOf(['audit', 'sign-ins'] as const),
  q: text(100),
  entity: text(60),
  record: text(100),
  action: text(100),
  outcome: oneOf(['success', 'failure', 'locked', 'sign-out'] as const),
  from: day,
  to: day,
  page: pageNumber,
  sort: oneOf(['at', 'actor', 'action', 'record', 'email', 'outcome'] as const),
  dir: oneOf(['asc', 'desc'] as const),
});
