import { Skeleton, Stack } from '@chakra-ui/react';
import { useT } from '@/src/lib/i18n/use-t';

/** The grade grid's shape while the class loads. */
export function ClassGradebookSkeleton() {
  const t = useT();
  return (
    <Stack gap="3" aria-busy="true" aria-label={t('gradebook.class.loading')}>
      <Skeleton height="9" width="45%" />
      <Skeleton height="5" width="60%" />
      <Skeleton height="10" />
      <Skeleton height="60vh" />
    </Stack>
  );
}
