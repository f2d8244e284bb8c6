import { Box, Button, CloseButton, Drawer, HStack, Image, Link, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { bugStatuses } from '@/contract/schemas/report-limits';
import type { BugReportDetail } from '@/contract/schemas/reports';
import { When } from '@/src/components/date-time';
import { LoadError } from '@/src/components/load-error';
import { showSnackbar } from '@/src/lib/snackbar';
import { useBugReport, useSetBugReportStatus } from '../api/bug-reports';
import { SeverityBadge, StatusBadge, statusLabel } from './report-badges';

/** One report in full, over the list: every field, the screenshot, and the status to move it to. */
export function BugReportDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <Drawer.Root open={id !== null} onOpenChange={(details) => !details.open && onClose()} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Bug report</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{id && <ReportBody id={id} />}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the report" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function ReportBody({ id }: { id: string }) {
  const report = useBugReport(id);
  if (report.isPending) {
    return (
      <Stack gap="4" aria-busy="true" aria-label="Loading the report">
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
        what="this report"
        onRetry={() => void report.refetch()}
        notFound={<Text>This report does not exist (any more).</Text>}
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

const prose = (text: string) =>
  text ? (
    <Text whiteSpace="pre-wrap" wordBreak="break-word">
      {text}
    </Text>
  ) : (
    <Text color="fg.muted">Not given</Text>
  );

function ReportDetail({ report }: { report: BugReportDetail }) {
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
          {report.reporter ? `${report.reporter.name} (${report.reporter.email})` : 'Deleted account'} · <When at={report.createdAt} />
        </Text>
      </Stack>
      <Section label="Move to">
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
                  { onSuccess: () => showSnackbar(`Marked ${statusLabel[status].toLowerCase()}.`) },
                )
              }
            >
              {statusLabel[status]}
            </Button>
          ))}
        </HStack>
      </Section>
      <Section label="What happened">{prose(report.description)}</Section>
      <Section label="What was expected">{prose(report.expected)}</Section>
      <Section label="Steps to reproduce">{prose(report.steps)}</Section>
      <Section label="Page">
        <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
          {report.path ?? 'Not given'}
        </Text>
      </Section>
      <Section label="Screenshot">
        {report.screenshot ? (
          <Link href={report.screenshot} target="_blank" rel="noreferrer" display="block">
            <Image src={report.screenshot} alt={`Screenshot of: ${report.title}`} maxW="full" borderWidth="1px" rounded="l2" />
          </Link>
        ) : (
          <Text color="fg.muted">None</Text>
        )}
      </Section>
      <Section label="Browser">
        <Text fontSize="sm" wordBreak="break-word">
          {report.userAgent ?? 'Unknown'}
        </Text>
      </Section>
      <Text fontSize="xs" color="fg.muted">
        Last changed <When at={report.updatedAt} />
      </Text>
    </Stack>
  );
}
