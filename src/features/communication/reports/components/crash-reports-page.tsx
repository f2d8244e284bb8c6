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
import { useT } from '@/src/lib/i18n/use-t';
import { useCrashGroups } from '../api/crash-reports';
import { type CrashReportsSearch, crashGroupFilter, triagePageSize } from '../api/keys';

function Header() {
  const t = useT();
  return <PageHeader title={t('communication.crash.title')} description={t('communication.crash.description')} />;
}

export interface CrashReportsPageProps {
  search: CrashReportsSearch;
  onChange: (change: Partial<CrashReportsSearch>) => void;
}

/** `/sup-admin/crash-reports`: crash reports grouped by message, with search and paging. */
export function CrashReportsPage({ search, onChange }: CrashReportsPageProps) {
  const t = useT();
  return (
    <>
      <Header />
      <Box mb="4">
        <SearchBox
          label={t('communication.crash.search')}
          value={search.q ?? ''}
          onChange={(q) => onChange({ q: q || undefined, page: undefined })}
        />
      </Box>
      <CrashGroupList search={search} onChange={onChange} />
    </>
  );
}

function CrashGroupList({ search, onChange }: CrashReportsPageProps) {
  const t = useT();
  const filter = crashGroupFilter(search);
  const { data } = useCrashGroups(filter);
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<ShieldCheck />}
        title={t(filter.search ? 'communication.crash.noMatch' : 'communication.crash.empty')}
        description={t(filter.search ? 'communication.crash.noMatchHint' : 'communication.crash.emptyHint')}
      />
    );
  }
  return (
    <>
      <Stack as="ul" aria-label={t('communication.crash.groups')} gap="3" listStyleType="none">
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

function CrashGroupCard({ group }: { group: CrashGroup }) {
  const t = useT();
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="start" gap="3">
            <Text fontFamily="mono" fontSize="sm" fontWeight="semibold" wordBreak="break-word">
              {group.message || t('communication.crash.noMessage')}
            </Text>
            <Badge colorPalette={group.count > 1 ? 'red' : 'gray'} flexShrink={0}>
              {t('communication.crash.reports', { count: group.count })}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {t('communication.crash.affected', { count: group.usersAffected })} · {t('communication.crash.first')}{' '}
            <When at={group.firstSeen} /> · {t('communication.crash.last')} <When at={group.lastSeen} />
          </Text>
          <chakra.details fontSize="sm">
            <chakra.summary cursor="pointer" color="fg.muted">
              {t('communication.crash.latest')} <chakra.span fontFamily="mono">{group.samplePath}</chakra.span>
            </chakra.summary>
            <Stack gap="2" mt="2">
              <Text color="fg.muted" wordBreak="break-word">
                {group.sampleUserAgent ?? t('communication.crash.unknownBrowser')}
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
  const t = useT();
  return (
    <>
      <Header />
      <Stack gap="3" aria-busy="true" aria-label={t('communication.crash.loading')}>
        <Skeleton height="10" maxW="96" />
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} height="24" borderRadius="l3" />
        ))}
      </Stack>
    </>
  );
}

export function CrashReportsError(props: ErrorComponentProps) {
  const t = useT();
  return <PageError {...props} header={<Header />} what={t('communication.crash.what')} />;
}
