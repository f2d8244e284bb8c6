import { SimpleGrid, Skeleton } from '@chakra-ui/react';
import { useT } from '../lib/i18n/use-t';

/** Loading placeholder for a grid of cards. */
export function CardGridSkeleton({ count = 4, height = '40' }: { count?: number; height?: string }) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true" aria-label={t('state.loading')}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} height={height} borderRadius="l3" />
      ))}
    </SimpleGrid>
  );
}
