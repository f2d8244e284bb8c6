import { createFileRoute } from '@tanstack/react-router';
import { DistrictsPage } from '../../features/admin/components/districts-page';

export const Route = createFileRoute('/sup-admin/')({
  component: DistrictsPage,
});
