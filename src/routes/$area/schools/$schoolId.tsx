import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadSchool } from '@/src/features/organisation/api/route-loaders';
import { SchoolPage, SchoolPageError, SchoolPagePending } from '@/src/features/organisation/components/detail-pages';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { isUuid } from '@/src/lib/search-params';

export const Route = createFileRoute('/$area/schools/$schoolId')({
  // The feature's messages alongside its data (in the route's own chunk, not the route tree).
  loader: async ({ context: { queryClient }, params: { schoolId } }) => {
    if (!isUuid(schoolId)) throw notFound();
    await withCatalogs(['organisation'], loadSchool(queryClient, schoolId));
  },
  pendingComponent: SchoolPagePending,
  errorComponent: (props) => <SchoolPageError {...props} area={Route.useParams().area} />,
  component: function SchoolRoute() {
    const { area, schoolId } = Route.useParams();
    const { user } = Route.useRouteContext();
    // The super admin and a district admin manage a school; a school admin only looks after it.
    return <SchoolPage area={area} schoolId={schoolId} manages={user.role !== 'school-admin'} />;
  },
});
