import { Badge, Box, Card, chakra, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import type { CrashGroup } from '@/contract/schemas/reports';
import { When } from '@/src/components/date-time';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { RangePager } from '@/src/components/range-pager';
import { SearchBox } from '@/src/components/search-box';
import { useCrashGroups } from '../api/crash-reports';
import { type CrashReportsSearch, crashGroupFilter, triagePageSize } from '../api/keys';

const header = (
  <PageHeader title="Crash reports" description="Crashes the app reported by itself, grouped by their message, most recent first." />
);

export interface CrashReportsPageProps {
  search: CrashReportsSearch;
  onChange: (change: Partial<CrashReportsSearch>) => void;
}

/** `/sup-admin/crash-reports`: crash reports grouped by message, with search and paging. */
export function CrashReportsPage({ search, onChange }: CrashReportsPageProps) {
  return (
    <>
      {header}
      <Box mb="4">
        <SearchBox
          label="Search error text or page"
          value={search.q ?? ''}
          onChange={(q) => onChange({ q: q || undefined, page: undefined })}
        />
      </Box>
      <CrashGroupList search={search} onChange={onChange} />
    </>
  );
}

function CrashGroupList({ search, onChange }: CrashReportsPageProps) {
  const filter = crashGroupFilter(search);
  const { data } = useCrashGroups(filter);
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<ShieldCheck />}
        title={filter.search ? 'No crashes match' : 'No crashes reported'}
        description={filter.search ? 'Try other words.' : 'When the app crashes, its report shows here.'}
      />
    );
  }
  return (
    <>
      <Stack as="ul" aria-label="Crash groups" gap="3" listStyleType="none">
        {data.items.map((group) => (
          <li key={group.message}>
            <CrashGroupCard group={group} />
          </li>
        ))}
      </Stack>
      <RangePager page={data.page} pageSize={triagePageSize} total={data.total} onPage={(page) => onChange({ page: page || undefined })} />
    </>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function CrashGroupCard({ group }: { group: CrashGroup }) {
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="start" gap="3">
            <Text fontFamily="mono" fontSize="sm" fontWeight="semibold" wordBreak="break-word">
              {group.message || '(no message)'}
            </Text>
            <Badge colorPalette={group.count > 1 ? 'red' : 'gray'} flexShrink={0}>
              {plural(group.count, 'report', 'reports')}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {plural(group.usersAffected, 'user', 'users')} affected · first <When at={group.firstSeen} /> · last{' '}
            <When at={group.lastSeen} />
          </Text>
          <chakra.details fontSize="sm">
            <chakra.summary cursor="pointer" color="fg.muted">
              Latest: <chakra.span fontFamily="mono">{group.samplePath}</chakra.span>
            </chakra.summary>
            <Stack gap="2" mt="2">
              <Text color="fg.muted" wordBreak="break-word">
                {group.sampleUserAgent ?? 'Unknown browser'}
              </Text>
              <chakra.pre fontSize="xs" p="3" bg="bg.muted" rounded="l2" overflowX="auto" whiteSpace="pre-wrap" wordBreak="break-word">
                {group.sampleError}
              </chakra.pre>
            </Stack>
          </chakra.details>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function CrashReportsPending() {
  return (
    <>
      {header}
      <Stack gap="3" aria-busy="true" aria-label="Loading crash reports">
        <Skeleton height="10" maxW="96" />
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} height="24" borderRadius="l3" />
        ))}
      </Stack>
    </>
  );
}

export function CrashReportsError(props: ErrorComponentProps) {
  return <PageError {...props} header={header} what="the crash reports" />;
}
