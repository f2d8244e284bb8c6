import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadSchool } from '@/src/features/organisation/api/route-loaders';
import { SchoolPage, SchoolPageError, SchoolPagePending } from '@/src/features/organisation/components/detail-pages';
import { isUuid } from '@/src/lib/search-params';

export const Route = createFileRoute('/admin/schools/$schoolId')({
  loader: ({ context: { queryClient }, params: { schoolId } }) => {
    if (!isUuid(schoolId)) throw notFound();
    return loadSchool(queryClient, schoolId);
  },
  pendingComponent: SchoolPagePending,
  errorComponent: (props) => <SchoolPageError {...props} area="admin" />,
  component: function AdminSchool() {
    const { user } = Route.useRouteContext();
    return <SchoolPage area="admin" schoolId={Route.useParams().schoolId} manages={user.role === 'district-admin'} />;
  },
});
