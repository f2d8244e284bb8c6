import { Skeleton, Stack } from '@chakra-ui/react';
import { useT } from '../lib/i18n/use-t';

/** Shown while a route's code or data is on its way. */
export function PageSkeleton() {
  const t = useT();
  return (
    <Stack gap="4" p="6" aria-busy="true" aria-label={t('state.loading')}>
      <Skeleton height="8" width="40%" />
      <Skeleton height="24" />
      <Skeleton height="24" />
    </Stack>
  );
}
