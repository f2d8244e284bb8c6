import { Skeleton, Stack } from '@chakra-ui/react';

/** Four rows' worth of placeholder while a list or form of this feature loads; `label` says what loads. */
export function RowsSkeleton({ label, gap = '2' }: { label: string; gap?: '2' | '3' }) {
  return (
    <Stack gap={gap} aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height="10" />
      ))}
    </Stack>
  );
}
