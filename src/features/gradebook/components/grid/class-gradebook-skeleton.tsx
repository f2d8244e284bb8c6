import { Skeleton, Stack } from '@chakra-ui/react';

/** The grade grid's shape while the class loads. */
export function ClassGradebookSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading the class gradebook">
      <Skeleton height="9" width="45%" />
      <Skeleton height="5" width="60%" />
      <Skeleton height="10" />
      <Skeleton height="60vh" />
    </Stack>
  );
}
