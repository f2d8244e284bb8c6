import { createFileRoute, notFound } from '@tanstack/react-router';
import { classGradebookQueryOptions } from '@/src/features/gradebook/api/class-gradebook';
import { ClassGradebook } from '@/src/features/gradebook/components/grid/class-gradebook';
import { ClassGradebookError } from '@/src/features/gradebook/components/grid/class-gradebook-error';
import { ClassGradebookSkeleton } from '@/src/features/gradebook/components/grid/class-gradebook-skeleton';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { isUuid } from '@/src/lib/search-params';

/** Grade entry for a class (course instance): `/gradebook/class/<courseInstanceId>`. */
export const Route = createFileRoute('/gradebook/class/$instanceId')({
  // A malformed id is a page that does not exist, not a crash.
  params: {
    // A check from lib/search-params, not zod: params parsing is part of every page's first JavaScript.
    parse: (params) => {
      if (!isUuid(params.instanceId)) throw notFound();
      return { instanceId: params.instanceId };
    },
    stringify: (params) => params,
  },
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, params }) =>
    withCatalogs(['gradebook'], queryClient.ensureQueryData(classGradebookQueryOptions(params.instanceId))),
  pendingComponent: ClassGradebookSkeleton,
  errorComponent: ClassGradebookError,
  component: ClassGradebookRoute,
});

function ClassGradebookRoute() {
  const { instanceId } = Route.useParams();
  return <ClassGradebook instanceId={instanceId} gridHeight="calc(100dvh - 300px)" />;
}
