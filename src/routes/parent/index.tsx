import { createFileRoute } from '@tanstack/react-router';
import { ChildrenPage } from '@/src/features/parent/components/children-page';

export const Route = createFileRoute('/parent/')({
  component: ChildrenPage,
});
