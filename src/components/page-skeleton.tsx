import { Skeleton, Stack } from '@chakra-ui/react';

/** Shown while a route's code or data is on its way. */
export function PageSkeleton() {
  return (
    <Stack gap="4" p="6" aria-busy="true" aria-label="Loading">
      <Skeleton height="8" width="40%" />
      <Skeleton height="24" />
      <Skeleton height="24" />
    </Stack>
  );
}
