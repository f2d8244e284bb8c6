import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Play } from 'lucide-react';
import { useId, useState } from 'react';
import type { RosterImport, RosterImportSummary } from '@/contract/schemas/roster';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { InlineAlert } from '@/src/components/inline-alert';
import { useApplyImport } from '../api/use-apply';
import { ApplyProgress } from './apply-progress';
import { errorCountLabel, recordCount, totalCounts, whereLabel } from './labels';

/** Why an import cannot be applied, or null when it can. */
export function applyBlocker(roster: RosterImportSummary): string | null {
  if (roster.errorCount > 0) {
    return `Cannot apply: the zip has ${errorCountLabel(roster.errorCount)}. Fix them and upload it again; nothing is written until then.`;
  }
  if (roster.status === 'applied') return 'This import has been applied.';
  if (roster.status === 'rolled-back') return 'This import was applied and rolled back. Upload the zip again to apply it anew.';
  if (roster.status !== 'dry-run') return 'Only a dry run can be applied.';
  return null;
}

const verbs = { will: ['creates', 'updates', 'deactivates'], did: ['created', 'updated', 'deactivated'] } as const;

/** "creates 3, updates 1 and deactivates 0 records" (or in the past). */
function changeSummary(roster: RosterImportSummary, tense: keyof typeof verbs) {
  const totals = totalCounts(roster);
  const [create, update, deactivate] = verbs[tense];
  return `${create} ${totals.create.toLocaleString()}, ${update} ${totals.update.toLocaleString()} and ${deactivate} ${recordCount(totals.deactivate)}`;
}

function Applied({ applied, onDone }: { applied: RosterImportSummary | null; onDone: () => void }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Import applied</Alert.Title>
        <Alert.Description>
          {applied ? `It ${changeSummary(applied, 'did')}. ` : ''}
          You can roll it back from the history while it is the newest import.
        </Alert.Description>
        <Button size="sm" variant="outline" mt="2" alignSelf="start" onClick={onDone}>
          Upload another zip
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
  const { state, start } = useApplyImport();
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();

  if (state.kind === 'running') return <ApplyProgress progress={state.progress} />;
  if (state.kind === 'done') return <Applied applied={state.applied} onDone={onFinished} />;

  const blocker = applyBlocker(roster);
  return (
    <Stack gap="3">
      {state.kind === 'failed' && <InlineAlert title="The import was not applied">{state.message}</InlineAlert>}
      {state.kind === 'error' && <InlineAlert title="The import was not applied">{state.error.message}</InlineAlert>}
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} gap="3">
        <Button
          colorPalette="brand"
          disabled={blocker !== null}
          aria-describedby={blocker ? reasonId : undefined}
          onClick={() => setConfirming(true)}
        >
          <Play aria-hidden /> Apply import
        </Button>
        {blocker && (
          <Text id={reasonId} fontSize="sm" color={roster.errorCount > 0 ? 'fg.error' : 'fg.muted'}>
            {blocker}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Apply this import?"
        cancel={{ label: 'Not now', onClick: () => setConfirming(false) }}
        confirm={{
          label: 'Apply',
          onClick: () => {
            setConfirming(false);
            void start(roster._id);
          },
        }}
        onDismiss={() => setConfirming(false)}
      >
        Applying "{roster.fileName}" to {whereLabel(roster)} {changeSummary(roster, 'will')}, in one step. Until then nothing is written.
        Afterwards you can roll it back while it is the newest import.
      </ConfirmDialog>
    </Stack>
  );
}
