import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import type { RosterImport, RosterImportSummary } from '@/contract/schemas/roster';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { InlineAlert } from '@/src/components/inline-alert';
import { i18n } from '@/src/lib/i18n/i18n';
import { useT } from '@/src/lib/i18n/use-t';
import { useApplyImport } from '../api/use-apply';
import { ApplyProgress } from './apply-progress';
import { errorCountLabel, recordCount, totalCounts, whereLabel } from './labels';

/** Why an import cannot be applied, or null when it can. */
export function applyBlocker(roster: RosterImportSummary): string | null {
  if (roster.errorCount > 0) {
    return i18n._('roster.apply.blockedErrors', { errors: errorCountLabel(roster.errorCount) });
  }
  if (roster.status === 'applied') return i18n._('roster.apply.alreadyApplied');
  if (roster.status === 'rolled-back') return i18n._('roster.apply.rolledBack');
  if (roster.status !== 'dry-run') return i18n._('roster.apply.onlyDryRun');
  return null;
}

/** "creates 3, updates 1 and deactivates 0 records" (or in the past). */
function changeSummary(roster: RosterImportSummary, tense: 'will' | 'did') {
  const totals = totalCounts(roster);
  return i18n._(tense === 'will' ? 'roster.apply.will' : 'roster.apply.did', {
    create: totals.create,
    update: totals.update,
    records: recordCount(totals.deactivate),
  });
}

function Applied({ applied, onDone }: { applied: RosterImportSummary | null; onDone: () => void }) {
  const t = useT();
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('roster.apply.done')}</Alert.Title>
        <Alert.Description>
          {applied ? `${t('roster.apply.doneText', { summary: changeSummary(applied, 'did') })} ` : ''}
          {t('roster.apply.rollBackHint')}
        </Alert.Description>
        <Button size="sm" variant="outline" mt="2" alignSelf="start" onClick={onDone}>
          {t('roster.apply.another')}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Applying a dry run: the button (disabled, and saying why, while the zip has errors), the
 * confirmation saying what will change, the progress bar while the server writes, then the result.
 */
export function ApplyPanel({ roster, onFinished }: { roster: RosterImport; onFinished: () => void }) {
  const t = useT();
  const { state, start } = useApplyImport();
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();

  if (state.kind === 'running') return <ApplyProgress progress={state.progress} />;
  if (state.kind === 'done') return <Applied applied={state.applied} onDone={onFinished} />;

  const blocker = applyBlocker(roster);
  return (
    <Stack gap="3">
      {state.kind === 'failed' && <InlineAlert title={t('roster.apply.notApplied')}>{state.message}</InlineAlert>}
      {state.kind === 'error' && <InlineAlert title={t('roster.apply.notApplied')}>{state.error.message}</InlineAlert>}
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="3">
        <Button
          colorPalette="brand"
          disabled={blocker !== null}
          aria-describedby={blocker ? reasonId : undefined}
          onClick={() => setConfirming(true)}
        >
          <Play aria-hidden /> {t('roster.apply.button')}
        </Button>
        {blocker && (
          <Text id={reasonId} fontSize="sm" color={roster.errorCount > 0 ? 'fg.error' : 'fg.muted'}>
            {blocker}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('roster.apply.title')}
        cancel={{ label: t('roster.apply.notNow'), onClick: () => setConfirming(false) }}
        confirm={{
          label: t('roster.apply.confirm'),
          onClick: () => {
            setConfirming(false);
            void start(roster._id);
          },
        }}
        onDismiss={() => setConfirming(false)}
      >
        {t('roster.apply.text', { file: roster.fileName, where: whereLabel(roster), summary: changeSummary(roster, 'will') })}
      </ConfirmDialog>
    </Stack>
  );
}
