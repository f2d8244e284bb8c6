import { createFileRoute } from '@tanstack/react-router';
import { gradeSectionStudentsQueryOptions } from '@/src/features/teacher/api/grade-section-students';
import { gradeSectionsQueryOptions } from '@/src/features/teacher/api/grade-sections';
import { gradesQueryOptions } from '@/src/features/teacher/api/grades';
import { StudentsError, StudentsPage, type StudentsPageProps, StudentsPending } from '@/src/features/teacher/components/students-page';
import { rosterFromSearch, withRosterChange } from '@/src/features/teacher/lib/roster';
import { rosterSearch } from '@/src/features/teacher/lib/route-params';
import { withCatalogs } from '@/src/lib/i18n/with-catalogs';
import { useSchoolStore } from '@/src/lib/school-id';
import { searchSchema, text } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({ ...rosterSearch, grade: text(64), section: text(64) });

export const Route = createFileRoute('/teacher/students/')({
  validateSearch,
  loaderDeps: ({ search: { section } }) => ({ section }),
  // Grades, sections and the chosen section's students all at once, not one after another. The
  // section's students have a boundary of their own in the page: started here, not waited for. The
  // feature's messages come alongside (in the route's own chunk, not the route tree).
  loader: ({ context: { queryClient }, deps: { section } }) => {
    const schoolId = useSchoolStore.getState().schoolId;
    if (section) void queryClient.prefetchQuery(gradeSectionStudentsQueryOptions(schoolId, section));
    return withCatalogs(
      ['teacher'],
      Promise.all([queryClient.ensureQueryData(gradesQueryOptions()), queryClient.ensureQueryData(gradeSectionsQueryOptions(schoolId))]),
    );
  },
  pendingComponent: StudentsPending,
  errorComponent: StudentsError,
  component: StudentsRoute,
});

function StudentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange: StudentsPageProps['onChange'] = (change) => {
    void navigate({
      search: (previous) => {
        const next = withRosterChange(previous, change.roster);
        if ('grade' in change) next.grade = change.grade;
        if ('section' in change) next.section = change.section;
        return next;
      },
      replace: change.section === undefined,
      resetScroll: false,
    });
  };
  return <StudentsPage grade={search.grade} section={search.section} roster={rosterFromSearch(search)} onChange={onChange} />;
}
