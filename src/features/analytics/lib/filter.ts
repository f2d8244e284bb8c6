import { type AnalyticsFilter, defaultRange, isDay } from './range';
import type { AnalyticsSearch } from './search';

/** The filter of an address: its dates (or the last 12 weeks when either is missing or not a real day) and its scope. */
export function filterOf(search: AnalyticsSearch, today = new Date()): AnalyticsFilter {
  const range = isDay(search.from) && isDay(search.to) ? { from: search.from, to: search.to } : defaultRange(today);
  return { ...range, ...(search.district ? { districtId: search.district } : {}), ...(search.school ? { schoolId: search.school } : {}) };
}

/** The address of a filter. */
export function searchOf(filter: AnalyticsFilter): AnalyticsSearch {
  return {
    from: filter.from,
    to: filter.to,
    ...(filter.districtId ? { district: filter.districtId } : {}),
    ...(filter.schoolId ? { school: filter.schoolId } : {}),
  };
}
