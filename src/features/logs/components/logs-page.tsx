import { Button, HStack, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, getRouteApi } from '@tanstack/react-router';
import { Download, ScrollText, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/src/components/empty-state';
import { PageError } from '@/src/components/page-error';
import { PageHeader } from '@/src/components/page-header';
import { RangePager } from '@/src/components/range-pager';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { useT } from '@/src/lib/i18n/use-t';
import { useAuditLog } from '../api/audit-log';
import { useExportLog } from '../api/export';
import { useSignIns } from '../api/sign-ins';
import { auditFilterOf, type LogsSearch, type LogTab, logsPageSize, signInFilterOf, sortOf } from '../lib/search';
import { AuditTable } from './audit-table';
import { LogFilters } from './log-filters';
import { SignInTable } from './sign-in-table';
import type { SortState } from './sort-header';

/** The page's own route: its search (and params) typed by its parsers. */
const route = getRouteApi('/$area/logs');

function Header() {
  const t = useT();
  return <PageHeader title={t('logs.title')} description={t('logs.description')} />;
}

const tabs: { value: LogTab; label: MessageId }[] = [
  { value: 'audit', label: 'logs.tab.audit' },
  { value: 'sign-ins', label: 'logs.tab.signIns' },
];

export interface LogsPageProps {
  search: LogsSearch;
  /** The next address: a filter or sort change starts again at the first page. */
  onChange: (search: LogsSearch) => void;
}

/**
 * `/admin/logs` and `/sup-admin/logs`: the audit log and the sign-in log within the admin's reach
 * (the server decides it), filtered, sorted and paged on the server, every filter in the address,
 * and the filtered log as a CSV file.
 */
export function LogsPage({ search, onChange }: LogsPageProps) {
  const t = useT();
  const tab = search.tab ?? 'audit';
  const update = (change: Partial<LogsSearch>) => {
    const next: LogsSearch = { ...search, page: undefined, ...change };
    // Drop what is unset, so the address stays short.
    onChange(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== '')) as LogsSearch);
  };
  return (
    <>
      <Header />
      <Tabs.Root
        value={tab}
        // Each tab has its own filters and sort: only the user search and the days carry over.
        onValueChange={(event) =>
          onChange({
            ...(event.value === 'audit' ? {} : { tab: event.value as LogTab }),
            ...(search.q ? { q: search.q } : {}),
            ...(search.from ? { from: search.from } : {}),
            ...(search.to ? { to: search.to } : {}),
          })
        }
        variant="line"
      >
        <Tabs.List>
          {tabs.map((one) => (
            <Tabs.Trigger key={one.value} value={one.value}>
              {t(one.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Both panels exist (each tab controls one); only the open one holds the filters and the list. */}
        {tabs.map((one) => (
          <Tabs.Content key={one.value} value={one.value} pt="4">
            {one.value === tab && (
              <>
                <LogFilters tab={tab} search={search} onChange={update} />
                {tab === 'audit' ? <AuditList search={search} update={update} /> : <SignInList search={search} update={update} />}
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}

interface ListProps {
  search: LogsSearch;
  update: (change: Partial<LogsSearch>) => void;
}

function AuditList({ search, update }: ListProps) {
  const t = useT();
  const filter = auditFilterOf(search);
  const { data } = useAuditLog(filter, search.page ?? 0);
  return (
    <ListFrame
      total={data.total}
      page={data.page}
      filtered={Boolean(search.q || search.entity || search.record || search.action || search.from || search.to)}
      count={(total) => t('logs.count.entries', { count: total })}
      exportRequest={{ tab: 'audit', filter }}
      update={update}
    >
      <AuditTable entries={data.items} sort={sortOf(search, 'audit')} onSort={(sort: SortState) => update(sort as Partial<LogsSearch>)} />
    </ListFrame>
  );
}

function SignInList({ search, update }: ListProps) {
  const t = useT();
  const filter = signInFilterOf(search);
  const { data } = useSignIns(filter, search.page ?? 0);
  return (
    <ListFrame
      total={data.total}
      page={data.page}
      filtered={Boolean(search.q || search.outcome || search.from || search.to)}
      count={(total) => t('logs.count.signIns', { count: total })}
      exportRequest={{ tab: 'sign-ins', filter }}
      update={update}
    >
      <SignInTable
        events={data.items}
        sort={sortOf(search, 'sign-ins')}
        onSort={(sort: SortState) => update(sort as Partial<LogsSearch>)}
      />
    </ListFrame>
  );
}

/** The count and the CSV download above a list, the pager under it, or the empty state. */
function ListFrame({
  total,
  page,
  filtered,
  count,
  exportRequest,
  update,
  children,
}: {
  total: number;
  page: number;
  filtered: boolean;
  count: (total: number) => string;
  exportRequest: Parameters<ReturnType<typeof useExportLog>['mutate']>[0];
  update: (change: Partial<LogsSearch>) => void;
  children: ReactNode;
}) {
  const t = useT();
  const exporter = useExportLog();
  if (total === 0 || (page > 0 && page * logsPageSize >= total)) {
    return filtered ? (
      <EmptyState icon={<SearchX />} title={t('logs.noMatch')} description={t('logs.noMatchHint')} />
    ) : (
      <EmptyState icon={<ScrollText />} title={page > 0 ? t('logs.emptyPage') : t('logs.empty')} description={t('logs.emptyHint')} />
    );
  }
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {count(total)}
        </Text>
        <Button variant="outline" size="sm" loading={exporter.isPending} onClick={() => exporter.mutate(exportRequest)}>
          <Download aria-hidden /> {t('logs.download')}
        </Button>
      </HStack>
      {children}
      <RangePager
        page={page}
        pageSize={logsPageSize}
        total={total}
        onPage={(next) => update({ page: next > 0 ? next : undefined })}
        label={t('logs.pages')}
      />
    </Stack>
  );
}

/** The routes' pending component: the header, the tabs, the filters and rows in the table's shape. */
export function LogsPending() {
  const t = useT();
  return (
    <>
      <Header />
      <Stack gap="3" aria-busy="true" aria-label={t('logs.loading')}>
        <Skeleton height="10" maxW="64" />
        <Skeleton height="10" maxW={{ base: 'full', md: '80' }} />
        <Skeleton height="16" />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height="12" />
        ))}
      </Stack>
    </>
  );
}

/** The routes' error component: the header and the failed load with Retry (an out-of-reach filter says so). */
export function LogsError(props: ErrorComponentProps) {
  const t = useT();
  return (
    <PageError
      {...props}
      header={<Header />}
      what={t('logs.what')}
      notFound={<EmptyState icon={<SearchX />} title={t('logs.notFound')} description={t('logs.notFoundHint')} />}
    />
  );
}

/** The route's component (both areas): the filters from the address; each change replaces the entry (Back leaves the page, not a filter). */
export function LogsRoutePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return <LogsPage search={search} onChange={(next) => void navigate({ to: '.', search: next, replace: true, resetScroll: false })} />;
}
