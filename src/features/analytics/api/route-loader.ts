import type { QueryClient } from '@tanstack/react-query';
import { filterOf } from '../lib/filter';
import type { AnalyticsSearch } from '../lib/search';
import { activityQueryOptions, completionQueryOptions, gradebookUseQueryOptions, timeSpentQueryOptions } from './figures';
import { analyticsScopesQueryOptions } from './scopes';

/**
 * The analytics routes' loader: the scope lists (the pickers need them) before the page shows; the
 * four figure sets start at once and each fills its own section (its own boundary), so one slow or
 * failed set never holds the others.
 */
export async function loadAnalytics(queryClient: QueryClient, search: AnalyticsSearch) {
  const filter = filterOf(search);
  void queryClient.prefetchQuery(activityQueryOptions(filter));
  void queryClient.prefetchQuery(completionQueryOptions(filter));
  void queryClient.prefetchQuery(timeSpentQueryOptions(filter));
  void queryClient.prefetchQuery(gradebookUseQueryOptions(filter));
  await queryClient.ensureQueryData(analyticsScopesQueryOptions());
}
