import { SimpleGrid } from '@chakra-ui/react';
import { Users } from 'lucide-react';
import { CardGridSkeleton } from '@/src/components/card-grid-skeleton';
import { EmptyState } from '@/src/components/empty-state';
import { LoadError } from '@/src/components/load-error';
import { PageHeader } from '@/src/components/page-header';
import { useChildren } from '../api/children';
import { ChildCard } from './child-card';

/** The parent's landing page: their children as cards, phone first. */
export function ChildrenPage() {
  const children = useChildren();
  return (
    <>
      <PageHeader title="My children" description="How each of your children is doing in their courses." />
      {children.isPending ? (
        <CardGridSkeleton count={2} height="56" />
      ) : children.isError ? (
        <LoadError error={children.error} what="your children" onRetry={() => void children.refetch()} />
      ) : children.data.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title="No children linked yet"
          description="Your school links your account to your children. Ask the school office if they are missing."
        />
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {children.data.map((child) => (
            <ChildCard key={child._id} child={child} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
