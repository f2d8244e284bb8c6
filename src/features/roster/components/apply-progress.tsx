import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { RosterProgress } from '@/contract/schemas/roster';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import { fileName } from './labels';

const phaseLabels: Record<RosterProgress['phase'], MessageId> = {
  reading: 'roster.progress.reading',
  writing: 'roster.progress.writing',
  done: 'roster.progress.done',
  failed: 'roster.progress.failed',
};

/** What the bar says, in words (also its `aria-valuetext`). */
function describe(t: Translate, progress: RosterProgress | null) {
  if (!progress) return t('roster.progress.starting');
  const file = progress.file ? ` ${fileName(progress.file)}` : '';
  const phase = t(phaseLabels[progress.phase]);
  if (progress.total === 0) return t('roster.progress.phase', { phase, file });
  return t('roster.progress.count', { phase, file, done: progress.done, total: progress.total });
}

/**
 * The apply's progress bar, fed by the server's events: records written of all, and the file being
 * written. Indeterminate (no `aria-valuenow`, a moving stripe) until the server knows the total.
 */
export function ApplyProgress({ progress }: { progress: RosterProgress | null }) {
  const t = useT();
  const known = progress !== null && progress.total > 0;
  const percent = known ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
  const text = describe(t, progress);
  return (
    <Stack gap="2" aria-busy="true">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="medium" id="roster-apply-progress-label">
          {t('roster.progress.label')}
        </Text>
        {known && (
          <Text fontSize="sm" color="fg.muted" aria-hidden>
            {percent}%
          </Text>
        )}
      </HStack>
      <Box
        role="progressbar"
        aria-labelledby="roster-apply-progress-label"
        aria-valuemin={0}
        aria-valuemax={known ? progress.total : undefined}
        aria-valuenow={known ? progress.done : undefined}
        aria-valuetext={text}
        h="3"
        bg="bg.emphasized"
        borderRadius="full"
        overflow="hidden"
        colorPalette="brand"
      >
        <Box
          h="full"
          bg="colorPalette.solid"
          borderRadius="full"
          transition="width 0.2s"
          w={known ? `${percent}%` : '30%'}
          animation={known ? undefined : 'roster-indeterminate 1.2s ease-in-out infinite'}
          css={{
            '@keyframes roster-indeterminate': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(340%)' } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      </Box>
      {/* Not a live region: one announcement per event would drown a screen reader; the result is announced. */}
      <Text fontSize="sm" color="fg.muted">
        {text}
      </Text>
    </Stack>
  );
}
