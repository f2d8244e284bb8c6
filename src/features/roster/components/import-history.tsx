import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Eye, FileArchive, History } from 'lucide-react';
import { useState } from 'react';
import type { RosterImportSummary } from '@/contract/schemas/roster';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { EmptyState } from '@/src/components/empty-state';
import { RangePager } from '@/src/components/range-pager';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { rosterHistoryPageSize, useRosterImports } from '../api/imports';
import { useRollBackImport } from '../api/rollback';
import { ImportDialog } from './import-dialog';
import { errorCountLabel, formatWhen, statusBadge, totalCounts, whereLabel } from './labels';

function whoAndWhen(t: Translate, summary: RosterImportSummary) {
  const by = summary.createdBy ? t('roster.history.by', { name: summary.createdBy.name }) : '';
  const created = formatWhen(summary.createdAt);
  if (summary.rolledBackAt) return t('roster.history.rolledBack', { when: formatWhen(summary.rolledBackAt), by, created });
  if (summary.appliedAt) return t('roster.history.applied', { when: formatWhen(summary.appliedAt), by, created });
  return t('roster.history.uploaded', { by, created });
}

function ImportRow({ summary, onOpen, onRollBack }: { summary: RosterImportSummary; onOpen: () => void; onRollBack: () => void }) {
  const t = useT();
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
              <Badge colorPalette={status.palette}>{t(status.label)}</Badge>
            </HStack>
            <Text fontSize="sm">
              {t('roster.history.counts', { where: whereLabel(summary), ...totals })}
              {summary.errorCount > 0 && (
                <Text as="span" color="fg.error">
                  {' '}
                  · {errorCountLabel(summary.errorCount)}
                </Text>
              )}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {whoAndWhen(t, summary)}
            </Text>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            <Button size="sm" variant="outline" onClick={onOpen} aria-label={t('roster.history.openName', { name: summary.fileName })}>
              <Eye aria-hidden /> {t('roster.history.open')}
            </Button>
            {summary.canRollBack && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={onRollBack}
                aria-label={t('roster.history.rollBackName', { name: summary.fileName })}
              >
                <History aria-hidden /> {t('roster.history.rollBack')}
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
  const t = useT();
  const { data } = useRosterImports(page);
  const [opened, setOpened] = useState<RosterImportSummary | null>(null);
  const [rollingBack, setRollingBack] = useState<RosterImportSummary | null>(null);
  const rollBack = useRollBackImport();

  const confirmRollBack = () => {
    if (!rollingBack) return;
    const target = rollingBack;
    setRollingBack(null);
    rollBack.mutate(target._id, { onSuccess: () => showSnackbar(t('roster.history.rolledBackToast', { name: target.fileName })) });
  };

  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<FileArchive />}
        title={page === 0 ? t('roster.history.empty') : t('roster.history.emptyPage')}
        description={t('roster.history.emptyHint')}
      >
        {page > 0 && (
          <Button variant="outline" onClick={() => onPage(0)}>
            {t('roster.history.newest')}
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <>
      <Stack as="ul" aria-label={t('roster.history.list')} gap="3" listStyleType="none">
        {data.items.map((summary) => (
          <ImportRow key={summary._id} summary={summary} onOpen={() => setOpened(summary)} onRollBack={() => setRollingBack(summary)} />
        ))}
      </Stack>
      <RangePager label={t('roster.history.pages')} page={page} pageSize={rosterHistoryPageSize} total={data.total} onPage={onPage} />
      {opened && <ImportDialog id={opened._id} fileName={opened.fileName} onClose={() => setOpened(null)} />}
      <ConfirmDialog
        open={rollingBack !== null}
        title={t('roster.history.rollBackTitle')}
        cancel={{ label: t('roster.history.keep'), onClick: () => setRollingBack(null) }}
        confirm={{ label: t('roster.history.rollBack'), onClick: confirmRollBack }}
        onDismiss={() => setRollingBack(null)}
      >
        {t('roster.history.rollBackText', { name: rollingBack?.fileName ?? '', where: rollingBack ? whereLabel(rollingBack) : '' })}
      </ConfirmDialog>
    </>
  );
}
