import { createFileRoute } from '@tanstack/react-router';
import { SchoolsPage } from '@/src/features/admin/components/schools-page';

export const Route = createFileRoute('/admin/')({
  component: SchoolsPage,
});
