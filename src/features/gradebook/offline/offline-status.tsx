import { Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { onlineManager, useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { CloudOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import type { ClassGradebook, ManualScore, ScoreCell } from '@/contract/schemas/gradebook';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import { gradebookKeys } from '../api/keys';
import { scoreMutationOptions } from '../api/save-score';
import { removeScoreConflict, type ScoreConflict, useScoreConflicts } from '../api/score-conflicts';
import { dismissTemplateConflict, useTemplateConflict } from './template-conflict';

const useOnline = () => useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());

function cellText(t: Translate, cell: ScoreCell | ManualScore | null) {
  if (!cell || (cell.state === 'graded' && cell.value === null)) return t('offline.empty');
  if (cell.state === 'missing') return t('offline.missing');
  if (cell.state === 'excused') return t('offline.excused');
  return String(cell.value);
}

function ConflictRow({ conflict }: { conflict: ScoreConflict }) {
  const t = useT();
  const queryClient = useQueryClient();
  const save = useMutation(scoreMutationOptions(queryClient));
  const { score, theirs } = conflict;
  const book = queryClient.getQueryData<ClassGradebook>(gradebookKeys.class(score.courseInstanceId));
  const student = book?.students.find((s) => s._id === score.studentId);
  const attribute = book?.template.gradings.flatMap((d) => d.attributes).find((a) => a._id === score.attributeId);
  const label = t('offline.conflictCell', {
    student: student ? `${student.firstName} ${student.lastName}` : score.studentId,
    attribute: attribute?.name ?? score.attributeId,
  });
  return (
    <Stack gap="1" borderTopWidth="1px" pt="2" data-testid="grade-conflict">
      <Text fontWeight="medium">{label}</Text>
      <Text fontSize="sm">
        {t('offline.conflictMine', { value: cellText(t, score) })} · {t('offline.conflictTheirs', { value: cellText(t, theirs) })}
      </Text>
      <HStack>
        <Button
          size="xs"
          onClick={() => {
            removeScoreConflict(conflict);
            // Saved over what is stored now: if it changes again meanwhile, that is a new conflict.
            save.mutate({ ...score, expected: theirs ? { value: theirs.value, state: theirs.state } : null });
          }}
        >
          {t('offline.keepMine')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => removeScoreConflict(conflict)}>
          {t('offline.takeTheirs')}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The offline indicator (ARCHITECTURE.md §20), at the bottom of the app shell for teachers: offline,
 * how many gradebook changes wait on this device; back online, how many are being saved; and the
 * grades someone else changed meanwhile, each to resolve (keep mine / take theirs). Nothing when
 * online with nothing waiting.
 */
export function OfflineStatus() {
  const t = useT();
  const online = useOnline();
  const waiting = useIsMutating({ mutationKey: gradebookKeys.all });
  const conflicts = useScoreConflicts((state) => state.conflicts);
  const templateConflict = useTemplateConflict((state) => state.conflicted);
  if (online && waiting === 0 && conflicts.length === 0 && !templateConflict) return null;
  return (
    <Box position="fixed" bottom="4" insetStart="4" zIndex="overlay" maxW="min(420px, calc(100vw - 2rem))">
      <Stack
        role="status"
        aria-label={t('offline.conflictTitle')}
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l2"
        boxShadow="lg"
        p="3"
        gap="2"
        data-testid="offline-status"
      >
        {(!online || waiting > 0) && (
          <HStack gap="2" data-testid="offline-waiting" data-count={waiting}>
            {online ? <RefreshCw size={16} aria-hidden /> : <CloudOff size={16} aria-hidden />}
            <Text fontSize="sm">
              {online
                ? t('offline.syncing', { count: waiting })
                : waiting > 0
                  ? t('offline.waiting', { count: waiting })
                  : t('offline.offlineNone')}
            </Text>
          </HStack>
        )}
        {conflicts.length > 0 && (
          <Stack gap="2">
            <HStack gap="2" color="fg.warning">
              <TriangleAlert size={16} aria-hidden />
              <Text fontSize="sm" fontWeight="medium">
                {t('offline.conflicts', { count: conflicts.length })}
              </Text>
            </HStack>
            {conflicts.map((conflict) => (
              <ConflictRow
                key={`${conflict.score.courseInstanceId}:${conflict.score.studentId}:${conflict.score.attributeId}`}
                conflict={conflict}
              />
            ))}
          </Stack>
        )}
        {templateConflict && (
          <HStack gap="2" alignItems="start">
            <Text fontSize="sm" flex="1">
              {t('offline.templateConflict')}
            </Text>
            <CloseButton size="xs" onClick={dismissTemplateConflict} />
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
