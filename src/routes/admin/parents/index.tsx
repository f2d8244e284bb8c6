import { createFileRoute } from '@tanstack/react-router';
import { loadParents } from '@/src/features/people/api/route-loaders';
import { ParentsError, ParentsPage, ParentsPending } from '@/src/features/people/components/parents-route';
import { oneOf, pageNumber, searchSchema, text, uuid } from '@/src/lib/search-params';

// Parsers from lib/search-params, not zod: route search parsing is part of every page's first JavaScript.
const validateSearch = searchSchema({
  q: text(100),
  page: pageNumber,
  sort: text(40),
  dir: oneOf(['asc', 'desc']),
  school: uuid,
  status: oneOf(['active', 'deactivated']),
});

export const Route = createFileRoute('/admin/parents/')({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => loadParents(queryClient, deps),
  pendingComponent: ParentsPending,
  errorComponent: ParentsError,
  component: () => <ParentsPage area="admin" />,
});
