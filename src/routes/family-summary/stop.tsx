import { createFileRoute } from '@tanstack/react-router';
import { StopSummariesPage } from '@/src/features/parent/components/stop-summaries-page';
import { loadCatalogs } from '@/src/lib/i18n/i18n';

/** Public: a weekly family summary mail's stop link, `/family-summary/stop#<token>` (the token in the fragment). */
export const Route = createFileRoute('/family-summary/stop')({
  // Its messages are the parent portal's (ARCHITECTURE.md §12).
  beforeLoad: () => loadCatalogs('parent'),
  component: StopSummariesPage,
});
