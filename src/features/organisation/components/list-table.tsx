import { Badge, Box, chakra, HStack, NativeSelect, Skeleton, Stack, Table } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { Paged } from '@/contract/http';
import type { StatusFilter } from '@/contract/schemas/sup-admin';
import { EmptyState } from '@/src/components/empty-state';
import { RangePager } from '@/src/components/range-pager';
import { SearchBox } from '@/src/components/search-box';
import { SortButton } from '@/src/components/sort-button';
import { SortSelect } from '@/src/components/sort-select';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { useT } from '@/src/lib/i18n/use-t';
import { type ListSearch, listPageSize } from '../lib/list-search';

export interface Column<T, K extends string> {
  label: string;
  /** Given: the header sorts by it (on the server). */
  sortKey?: K;
  render: (row: T) => ReactNode;
  /** Shown from the `md` breakpoint: on a phone the first column carries the essentials. */
  wide?: boolean;
  numeric?: boolean;
}

export interface ListControls<K extends string> {
  search: ListSearch<K>;
  defaultSort: K;
  /** A new search, filter, sort or page; a change other than the page starts at the first page. */
  onChange: (search: ListSearch<K>) => void;
}

const statusLabels: Record<StatusFilter, MessageId> = {
  all: 'org.list.all',
  active: 'org.list.active',
  deactivated: 'org.list.deactivated',
};

/** Search, the status filter and (on phones, where the headers are hidden) the sort. */
export function ListToolbar<K extends string>({
  controls,
  searchLabel,
  sortOptions,
}: {
  controls: ListControls<K>;
  searchLabel: string;
  sortOptions: { key: K; label: string }[];
}) {
  const t = useT();
  const { search, onChange, defaultSort } = controls;
  const statusId = useId();
  const restart = (next: ListSearch<K>) => onChange({ ...search, ...next, page: 0 });
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" mb="4" align={{ base: 'stretch', md: 'center' }}>
      <Box flex="1">
        <SearchBox label={searchLabel} value={search.q ?? ''} maxLength={100} onChange={(q) => restart({ q })} />
      </Box>
      <HStack gap="2">
        <chakra.label htmlFor={statusId} fontSize="sm" whiteSpace="nowrap">
          {t('org.list.status')}
        </chakra.label>
        <NativeSelect.Root size="sm" width="auto" minW="36">
          <NativeSelect.Field
            id={statusId}
            value={search.status ?? 'all'}
            onChange={(event) => restart({ status: event.currentTarget.value as StatusFilter })}
          >
            {(Object.keys(statusLabels) as StatusFilter[]).map((s) => (
              <option key={s} value={s}>
                {t(statusLabels[s])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <SortSelect<K>
        sort={search.sort ?? defaultSort}
        dir={search.dir ?? 'asc'}
        onChange={(sort, dir) => restart({ sort, dir })}
        hideFrom="md"
      >
        {sortOptions.flatMap(({ key, label }) => [
          <option key={`${key}:asc`} value={`${key}:asc`}>
            {t('org.list.ascending', { label })}
          </option>,
          <option key={`${key}:desc`} value={`${key}:desc`}>
            {t('org.list.descending', { label })}
          </option>,
        ])}
      </SortSelect>
    </Stack>
  );
}

function SortHeader<K extends string>({ label, sortKey, controls }: { label: string; sortKey: K; controls: ListControls<K> }) {
  const { search, onChange, defaultSort } = controls;
  const active = (search.sort ?? defaultSort) === sortKey;
  const dir = search.dir ?? 'asc';
  return (
    <SortButton
      label={label}
      active={active}
      dir={dir}
      px="1"
      onClick={() => onChange({ ...search, sort: sortKey, dir: active && dir === 'asc' ? 'desc' : 'asc', page: 0 })}
    />
  );
}

/**
 * A page of a server-sorted list as a table: sortable headers (`aria-sort`), the extra columns from
 * `md` up, the pager under it, and the empty state when nothing matches.
 */
export function ListTable<T extends { _id: string }, K extends string>({
  label,
  page,
  columns,
  controls,
  empty,
}: {
  label: string;
  page: Paged<T>;
  columns: Column<T, K>[];
  controls: ListControls<K>;
  /** What an empty list (without a search) shows. */
  empty: ReactNode;
}) {
  const t = useT();
  const { search, onChange, defaultSort } = controls;
  if (page.items.length === 0) {
    if (search.q || (search.status && search.status !== 'all')) {
      return <EmptyState icon={<SearchX />} title={t('org.list.noMatch')} description={t('org.list.noMatchHint')} />;
    }
    if (page.page === 0) return <>{empty}</>;
  }
  return (
    <>
      <Table.Root size="sm" aria-label={label} interactive>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => {
              const sorted = column.sortKey && (search.sort ?? defaultSort) === column.sortKey;
              return (
                <Table.ColumnHeader
                  key={column.label}
                  hideBelow={column.wide ? 'md' : undefined}
                  textAlign={column.numeric ? 'end' : undefined}
                  aria-sort={
                    column.sortKey ? (sorted ? ((search.dir ?? 'asc') === 'asc' ? 'ascending' : 'descending') : 'none') : undefined
                  }
                >
                  {column.sortKey ? <SortHeader label={column.label} sortKey={column.sortKey} controls={controls} /> : column.label}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {page.items.map((row) => (
            <Table.Row key={row._id}>
              {columns.map((column) => (
                <Table.Cell key={column.label} hideBelow={column.wide ? 'md' : undefined} textAlign={column.numeric ? 'end' : undefined}>
                  {column.render(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <RangePager
        page={page.page}
        pageSize={listPageSize}
        total={page.total}
        onPage={(next) => onChange({ ...search, page: next })}
        label={t('org.list.pages', { label })}
      />
    </>
  );
}

/** The skeleton of a list: the toolbar's height, then rows. */
export function ListSkeleton({ label }: { label: string }) {
  const t = useT();
  return (
    <Stack gap="2" aria-busy="true" aria-label={t('org.list.loading', { label })}>
      <Skeleton height="10" maxW={{ base: 'full', md: '80' }} mb="2" />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height="12" borderRadius="l2" />
      ))}
    </Stack>
  );
}

/** "Deactivated" next to a name. */
export function DeactivatedBadge({ when }: { when: string | null | boolean }) {
  const t = useT();
  if (!when) return null;
  return (
    <Badge colorPalette="gray" variant="surface" ms="2">
      {t('org.badge.deactivated')}
    </Badge>
  );
}
