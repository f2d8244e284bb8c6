import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Eye, FileArchive, History } from 'lucide-react';
import { useState } from 'react';
import type { RosterImportSummary } from '@/contract/schemas/roster';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { EmptyState } from '@/src/components/empty-state';
import { RangePager } from '@/src/components/range-pager';
import { showSnackbar } from '@/src/lib/snackbar';
import { rosterHistoryPageSize, useRosterImports } from '../api/imports';
import { useRollBackImport } from '../api/rollback';
import { ImportDialog } from './import-dialog';
import { errorCountLabel, formatWhen, statusBadge, totalCounts, whereLabel } from './labels';

function whoAndWhen(summary: RosterImportSummary) {
  const by = summary.createdBy ? ` by ${summary.createdBy.name}` : '';
  if (summary.rolledBackAt) return `Rolled back ${formatWhen(summary.rolledBackAt)} · uploaded${by} ${formatWhen(summary.createdAt)}`;
  if (summary.appliedAt) return `Applied ${formatWhen(summary.appliedAt)} · uploaded${by} ${formatWhen(summary.createdAt)}`;
  return `Uploaded${by} ${formatWhen(summary.createdAt)}`;
}

function ImportRow({ summary, onOpen, onRollBack }: { summary: RosterImportSummary; onOpen: () => void; onRollBack: () => void }) {
  const status = statusBadge[summary.status];
  const totals = totalCounts(summary);
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="2">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text as="h3" fontWeight="semibold" wordBreak="break-all">
                {summary.fileName}
              </Text>
              <Badge colorPalette={status.palette}>{status.label}</Badge>
            </HStack>
            <Text fontSize="sm">
              {whereLabel(summary)} · {totals.create.toLocaleString()} to create, {totals.update.toLocaleString()} to update,{' '}
              {totals.deactivate.toLocaleString()} to deactivate
              {summary.errorCount > 0 && (
                <Text as="span" color="fg.error">
                  {' '}
                  · {errorCountLabel(summary.errorCount)}
                </Text>
              )}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {whoAndWhen(summary)}
            </Text>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            <Button size="sm" variant="outline" onClick={onOpen} aria-label={`Open ${summary.fileName}`}>
              <Eye aria-hidden /> Open
            </Button>
            {summary.canRollBack && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={onRollBack} aria-label={`Roll back ${summary.fileName}`}>
                <History aria-hidden /> Roll back
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The imports so far (newest first, paged): open one to see its diff, roll back the newest applied one. */
export function ImportHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { data } = useRosterImports(page);
  const [opened, setOpened] = useState<RosterImportSummary | null>(null);
  const [rollingBack, setRollingBack] = useState<RosterImportSummary | null>(null);
  const rollBack = useRollBackImport();

  const confirmRollBack = () => {
    if (!rollingBack) return;
    const target = rollingBack;
    setRollingBack(null);
    rollBack.mutate(target._id, { onSuccess: () => showSnackbar(`"${target.fileName}" rolled back`) });
  };

  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<FileArchive />}
        title={page === 0 ? 'No imports yet' : 'Nothing on this page'}
        description="A OneRoster zip is what a student information system exports: the CSV files orgs, academicSessions, courses, classes, users and enrollments in one .zip. Upload one above to see what it would change before anything is written."
      >
        {page > 0 && (
          <Button variant="outline" onClick={() => onPage(0)}>
            Back to the newest
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <>
      <Stack as="ul" aria-label="Imports" gap="3" listStyleType="none">
        {data.items.map((summary) => (
          <ImportRow key={summary._id} summary={summary} onOpen={() => setOpened(summary)} onRollBack={() => setRollingBack(summary)} />
        ))}
      </Stack>
      <RangePager label="Pages of imports" page={page} pageSize={rosterHistoryPageSize} total={data.total} onPage={onPage} />
      {opened && <ImportDialog id={opened._id} fileName={opened.fileName} onClose={() => setOpened(null)} />}
      <ConfirmDialog
        open={rollingBack !== null}
        title="Roll back this import?"
        cancel={{ label: 'Keep it', onClick: () => setRollingBack(null) }}
        confirm={{ label: 'Roll back', onClick: confirmRollBack }}
        onDismiss={() => setRollingBack(null)}
      >
        Every record "{rollingBack?.fileName}" created, changed or deactivated in {rollingBack ? whereLabel(rollingBack) : ''} goes back to
        how it was before the import, in one step.
      </ConfirmDialog>
    </>
  );
}
