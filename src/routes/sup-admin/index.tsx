import { createFileRoute } from '@tanstack/react-router';
import { DistrictsPage } from '@/src/features/admin/components/districts-page';

export const Route = createFileRoute('/sup-admin/')({
  component: DistrictsPage,
});
