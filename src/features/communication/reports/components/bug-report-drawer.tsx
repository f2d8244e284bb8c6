import { Box, Button, CloseButton, Drawer, HStack, Image, Link, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { bugStatuses } from '@/contract/schemas/report-limits';
import type { BugReportDetail } from '@/contract/schemas/reports';
import { When } from '@/src/components/date-time';
import { LoadError } from '@/src/components/load-error';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useBugReport, useSetBugReportStatus } from '../api/bug-reports';
import { SeverityBadge, StatusBadge, statusLabel } from './report-badges';

/** One report in full, over the list: every field, the screenshot, and the status to move it to. */
export function BugReportDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer.Root open={id !== null} onOpenChange={(details) => !details.open && onClose()} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('communication.bug.drawer')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{id && <ReportBody id={id} />}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('communication.bug.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function ReportBody({ id }: { id: string }) {
  const t = useT();
  const report = useBugReport(id);
  if (report.isPending) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={t('communication.bug.loadingOne')}>
        <Skeleton height="8" />
        <Skeleton height="24" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  if (report.isError) {
    return (
      <LoadError
        error={report.error}
        what={t('communication.bug.whatOne')}
        onRetry={() => void report.refetch()}
        notFound={<Text>{t('communication.bug.gone')}</Text>}
      />
    );
  }
  return <ReportDetail report={report.data} />;
}

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted" mb="1">
        {label}
      </Text>
      {children}
    </Box>
  );
}

function Prose({ text }: { text: string }) {
  const t = useT();
  return text ? (
    <Text whiteSpace="pre-wrap" wordBreak="break-word">
      {text}
    </Text>
  ) : (
    <Text color="fg.muted">{t('communication.bug.notGiven')}</Text>
  );
}

function ReportDetail({ report }: { report: BugReportDetail }) {
  const t = useT();
  const setStatus = useSetBugReportStatus();
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text as="h3" fontSize="lg" fontWeight="semibold" wordBreak="break-word">
          {report.title}
        </Text>
        <HStack gap="2" wrap="wrap">
          <SeverityBadge severity={report.severity} />
          <StatusBadge status={report.status} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {report.reporter ? `${report.reporter.name} (${report.reporter.email})` : t('communication.bug.deleted')} ·{' '}
          <When at={report.createdAt} />
        </Text>
      </Stack>
      <Section label={t('communication.bug.moveTo')}>
        <HStack gap="2" wrap="wrap">
          {bugStatuses.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === report.status ? 'solid' : 'outline'}
              disabled={status === report.status || setStatus.isPending}
              loading={setStatus.isPending && setStatus.variables?.status === status}
              aria-pressed={status === report.status}
              onClick={() =>
                setStatus.mutate(
                  { id: report._id, status },
                  { onSuccess: () => showSnackbar(t('communication.bug.marked', { status: t(statusLabel[status]).toLocaleLowerCase() })) },
                )
              }
            >
              {t(statusLabel[status])}
            </Button>
          ))}
        </HStack>
      </Section>
      <Section label={t('communication.bug.happened')}>
        <Prose text={report.description} />
      </Section>
      <Section label={t('communication.bug.expected')}>
        <Prose text={report.expected} />
      </Section>
      <Section label={t('communication.bug.steps')}>
        <Prose text={report.steps} />
      </Section>
      <Section label={t('communication.bug.page')}>
        <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
          {report.path ?? t('communication.bug.notGiven')}
        </Text>
      </Section>
      <Section label={t('communication.bug.screenshotLabel')}>
        {report.screenshot ? (
          <Link href={report.screenshot} target="_blank" rel="noreferrer" display="block">
            <Image
              src={report.screenshot}
              alt={t('communication.bug.screenshotOf', { title: report.title })}
              maxW="full"
              borderWidth="1px"
              rounded="l2"
            />
          </Link>
        ) : (
          <Text color="fg.muted">{t('communication.bug.none')}</Text>
        )}
      </Section>
      <Section label={t('communication.bug.browser')}>
        <Text fontSize="sm" wordBreak="break-word">
          {report.userAgent ?? t('communication.bug.unknown')}
        </Text>
      </Section>
      <Text fontSize="xs" color="fg.muted">
        {t('communication.bug.lastChanged')} <When at={report.updatedAt} />
      </Text>
    </Stack>
  );
}
