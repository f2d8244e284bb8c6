import { isUuid } from '@/src/lib/search-params';

/**
 * The analytics routes' search (`?from=&to=&district=&school=`), so a view can be shared by its
 * address. This module is part of every page's first JavaScript (route definitions are), so it is
 * a few lines: the shape of a day only (a day that is not real is refused by the form and the
 * server) and `isUuid`, which the first page has anyway. A value that does not fit is dropped and
 * the page falls back to its default (`filterOf` in `filter.ts`).
 */
export interface AnalyticsSearch {
  from?: string;
  to?: string;
  district?: string;
  school?: string;
}

const day = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function validateAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  const parsed: AnalyticsSearch = {};
  if (day(search.from)) parsed.from = search.from;
  if (day(search.to)) parsed.to = search.to;
  if (isUuid(search.district)) parsed.district = search.district;
  if (isUuid(search.school)) parsed.school = search.school;
  return parsed;
}
