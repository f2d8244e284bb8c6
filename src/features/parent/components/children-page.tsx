import { SimpleGrid } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { CardGridSkeleton } from '@/src/components/card-grid-skeleton';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { useChildren } from '../api/children';
import { ChildCard } from './child-card';

const header = <PageHeader title="My children" description="How each of your children is doing in their courses." />;

/** The parent's landing page: their children as cards, phone first. Its route (`src/routes/parent/index.tsx`) has loaded them. */
export function ChildrenPage() {
  const { data: children } = useChildren();
  return (
    <>
      {header}
      {children.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title="No children linked yet"
          description="Your school links your account to your children. Ask the school office if they are missing."
        />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {children.map((child) => (
            <ChildCard key={child._id} child={child} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

/** The route's pending component: the header, and cards in the shape of the children. */
export function ChildrenPending() {
  return (
    <>
      {header}
      <CardGridSkeleton count={2} height="56" />
    </>
  );
}

/** The route's error component: the header, and the failed load with Retry. */
export function ChildrenError(props: ErrorComponentProps) {
  return <PageError {...props} header={header} what="your children" />;
}
