import { createFileRoute } from '@tanstack/react-router';
import { ChildrenPage } from '../../features/parent/components/children-page';

export const Route = createFileRoute('/parent/')({
  component: ChildrenPage,
});
