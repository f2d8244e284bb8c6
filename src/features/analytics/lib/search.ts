import { isUuid } from '@/src/lib/search-params';
import { isDay } from './range';

/**
 * The analytics routes' search (`?from=&to=&district=&school=`), so a view can be shared by its
 * address. Plain parsers, no zod: route definitions are on every page's first JavaScript. A value
 * that does not fit is dropped and the page falls back to its default.
 */
export interface AnalyticsSearch {
  from?: string;
  to?: string;
  district?: string;
  school?: string;
}

export function validateAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  const parsed: AnalyticsSearch = {};
  if (isDay(search.from)) parsed.from = search.from;
  if (isDay(search.to)) parsed.to = search.to;
  if (isUuid(search.district)) parsed.district = search.district;
  if (isUuid(search.school)) parsed.school = search.school;
  return parsed;
}
