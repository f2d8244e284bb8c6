import { createFileRoute } from '@tanstack/react-router';
import { courseOutlineQueryOptions } from '@/src/features/teacher/api/course-outline';
import { enrolledStudentsQueryOptions } from '@/src/features/teacher/api/enrolled-students';
import { CourseError, CoursePage, type CoursePageProps, CourseSkeleton } from '@/src/features/teacher/components/course-page';
import { rosterFromSearch, withRosterChange } from '@/src/features/teacher/lib/roster';
import { assertId, rosterSearch } from '@/src/features/teacher/lib/route-params';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { oneOf, searchSchema, text } from '@/src/lib/search-params';

export const Route = createFileRoute('/teacher/courses/$instanceId/')({
  // Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
  validateSearch: searchSchema({ ...rosterSearch, tab: oneOf(['units', 'students']), unit: text(64) }),
  loader: ({ context: { queryClient }, params: { instanceId } }) => {
    assertId(instanceId);
    // The roster with the outline, so the Students tab opens without a wait; it has a boundary of
    // its own in the page (a failed roster leaves the units up), so it is started, not waited for.
    // The feature's messages come alongside (in the route's own chunk, not the route tree).
    void queryClient.prefetchQuery(enrolledStudentsQueryOptions(instanceId));
    return withCatalogs(['teacher'], queryClient.ensureQueryData(courseOutlineQueryOptions(instanceId)));
  },
  pendingComponent: CourseSkeleton,
  errorComponent: CourseError,
  component: CourseRoute,
});

function CourseRoute() {
  const { instanceId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange: CoursePageProps['onChange'] = (change) => {
    void navigate({
      search: (previous) => {
        const next = withRosterChange(previous, change.roster);
        if (change.tab) next.tab = change.tab;
        if ('unit' in change) next.unit = change.unit;
        return next;
      },
      // A new tab is a step Back can return to; sorting, searching and opening units are not.
      replace: change.tab === undefined,
      resetScroll: false,
    });
  };
  return (
    <CoursePage
      instanceId={instanceId}
      tab={search.tab ?? 'units'}
      unit={search.unit}
      roster={rosterFromSearch(search)}
      onChange={onChange}
    />
  );
}
