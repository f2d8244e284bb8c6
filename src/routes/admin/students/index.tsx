import { createFileRoute } from '@tanstack/react-router';
import { loadStudents } from '@/src/features/people/api/route-loaders';
import { StudentsError, StudentsPage, StudentsPending } from '@/src/features/people/components/students-route';
import { oneOf, pageNumber, searchSchema, text, uuid } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({
  q: text(100),
  page: pageNumber,
  sort: text(40),
  dir: oneOf(['asc', 'desc']),
  school: uuid,
  section: uuid,
  status: oneOf(['active', 'deactivated']),
});

export const Route = createFileRoute('/admin/students/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadStudents(queryClient, deps),
  pendingComponent: StudentsPending,
  errorComponent: StudentsError,
  component: () => <StudentsPage area="admin" />,
});
