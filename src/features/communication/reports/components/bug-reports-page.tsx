import { Box, Card, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Bug, Camera } from 'lucide-react';
import type { BugReportSummary } from '@/contract/schemas/reports';
import { When } from '@/src/components/date-time';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { RangePager } from '@/src/components/range-pager';
import { SearchBox } from '@/src/components/search-box';
import { useT } from '@/src/lib/i18n/use-t';
import { useBugReports } from '../api/bug-reports';
import { type BugReportsSearch, bugReportFilter, triagePageSize } from '../api/keys';
import { BugReportDrawer } from './bug-report-drawer';
import { SeverityBadge, StatusBadge } from './report-badges';

function Header() {
  const t = useT();
  return <PageHeader title={t('communication.bug.title')} description={t('communication.bug.description')} />;
}

const tabs = [
  { value: 'open', label: 'communication.bug.status.open' },
  { value: 'in-progress', label: 'communication.bug.status.in-progress' },
  { value: 'closed', label: 'communication.bug.status.closed' },
  { value: 'all', label: 'communication.bug.all' },
] as const;

export interface BugReportsPageProps {
  search: BugReportsSearch;
  /** A change of the address: filters reset the page; `report` opens or closes the drawer. */
  onChange: (change: Partial<BugReportsSearch>) => void;
}

/** `/sup-admin/bug-reports`: the triage list by status, with search and paging, and a report's drawer. */
export function BugReportsPage({ search, onChange }: BugReportsPageProps) {
  const t = useT();
  const status = search.status ?? 'open';
  return (
    <>
      <Header />
      <Tabs.Root
        value={status}
        onValueChange={(event) => onChange({ status: event.value as BugReportsSearch['status'], page: undefined })}
        variant="line"
        mb="4"
      >
        <Tabs.List overflowX="auto">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {t(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <Box mb="4">
        <SearchBox
          label={t('communication.bug.search')}
          value={search.q ?? ''}
          onChange={(q) => onChange({ q: q || undefined, page: undefined })}
        />
      </Box>
      <BugReportList search={search} onChange={onChange} />
      <BugReportDrawer id={search.report ?? null} onClose={() => onChange({ report: undefined })} />
    </>
  );
}

function BugReportList({ search, onChange }: BugReportsPageProps) {
  const t = useT();
  const filter = bugReportFilter(search);
  const { data } = useBugReports(filter);
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<Bug />}
        title={t(filter.search ? 'communication.bug.noMatch' : 'communication.bug.empty')}
        description={t(filter.search ? 'communication.bug.noMatchHint' : 'communication.bug.emptyHint')}
      />
    );
  }
  return (
    <>
      <Stack as="ul" aria-label={t('communication.bug.title')} gap="3" listStyleType="none">
        {data.items.map((report) => (
          <li key={report._id}>
            <BugReportRow report={report} onOpen={() => onChange({ report: report._id })} />
          </li>
        ))}
      </Stack>
      <RangePager page={data.page} pageSize={triagePageSize} total={data.total} onPage={(page) => onChange({ page: page || undefined })} />
    </>
  );
}

function BugReportRow({ report, onOpen }: { report: BugReportSummary; onOpen: () => void }) {
  const t = useT();
  return (
    <Card.Root variant="outline" size="sm" _hover={{ borderColor: 'border.emphasized' }}>
      <Card.Body asChild>
        <button
          type="button"
          onClick={onOpen}
          style={{ textAlign: 'start', cursor: 'pointer' }}
          aria-label={t('communication.bug.open', { title: report.title })}
        >
          <Stack gap="1.5">
            <HStack justify="space-between" align="start" gap="3">
              <Text fontWeight="semibold" lineClamp={2}>
                {report.title}
              </Text>
              <HStack gap="1.5" flexShrink={0}>
                {report.hasScreenshot && <Camera size={16} aria-label={t('communication.bug.screenshot')} />}
                <SeverityBadge severity={report.severity} />
                <StatusBadge status={report.status} />
              </HStack>
            </HStack>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {report.reporter ? report.reporter.name : t('communication.bug.deleted')} · <When at={report.createdAt} />
              {report.path && (
                <>
                  {' · '}
                  <Text as="span" fontFamily="mono">
                    {report.path}
                  </Text>
                </>
              )}
            </Text>
          </Stack>
        </button>
      </Card.Body>
    </Card.Root>
  );
}

/** The route's pending component: the header, and rows in the shape of reports. */
export function BugReportsPending() {
  const t = useT();
  return (
    <>
      <Header />
      <Stack gap="3" aria-busy="true" aria-label={t('communication.bug.loading')}>
        <Skeleton height="10" maxW="96" />
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height="20" borderRadius="l3" />
        ))}
      </Stack>
    </>
  );
}

/** The route's error component: the header, and the failed load with Retry. */
export function BugReportsError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('communication.bug.what')} />;
}
