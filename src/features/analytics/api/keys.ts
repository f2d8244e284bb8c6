import type { AnalyticsFilter } from '../lib/range';

/** Query keys of the analytics screens; not school-scoped (the server answers within the admin's reach). */
export const analyticsKeys = {
  all: ['analytics'] as const,
  scopes: () => [...analyticsKeys.all, 'scopes'] as const,
  figures: (name: 'activity' | 'completion' | 'time' | 'gradebook', filter: AnalyticsFilter) =>
    [...analyticsKeys.all, name, filter] as const,
};
