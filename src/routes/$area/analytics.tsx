import { createFileRoute } from '@tanstack/react-router';
import { loadAnalytics } from '@/src/features/analytics/api/route-loader';
import { AnalyticsError, AnalyticsPending, AnalyticsRoutePage } from '@/src/features/analytics/components/analytics-page';
import { validateAnalyticsSearch } from '@/src/features/analytics/lib/search';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';

// Plain parsers, not zod: route search parsing is part of every page's first JavaScript.
export const Route = createFileRoute('/$area/analytics')({
  validateSearch: validateAnalyticsSearch,
  loaderDeps: ({ search }) => search,
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps }) => withCatalogs(['analytics'], loadAnalytics(queryClient, deps)),
  pendingComponent: AnalyticsPending,
  errorComponent: AnalyticsError,
  component: AnalyticsRoutePage,
});
