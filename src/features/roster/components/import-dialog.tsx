import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { DialogFrame } from '@/src/components/dialog-frame';
import { QueryBoundary } from '@/src/components/query-boundary';
import { useT } from '@/src/lib/i18n/use-t';
import { useRosterImport } from '../api/imports';
import { ImportDiff } from './import-diff';

function OpenedImport({ id }: { id: string }) {
  const { data } = useRosterImport(id);
  return <ImportDiff roster={data} />;
}

function ImportSkeleton() {
  const t = useT();
  return (
    <Stack gap="3" aria-busy="true" aria-label={t('roster.dialog.loading')}>
      <Skeleton height="6" width="60%" />
      <Skeleton height="48" />
      <Skeleton height="24" />
    </Stack>
  );
}

/** One import of the history, opened: its diff (counts, sample, errors), loaded on its own. */
export function ImportDialog({ id, fileName, onClose }: { id: string; fileName: string; onClose: () => void }) {
  const t = useT();
  return (
    <DialogFrame
      title={fileName}
      onClose={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('roster.close')}
        </Button>
      }
    >
      <QueryBoundary key={id} skeleton={<ImportSkeleton />} what={t('roster.dialog.what')}>
        <OpenedImport id={id} />
      </QueryBoundary>
    </DialogFrame>
  );
}
