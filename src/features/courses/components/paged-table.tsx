import { HStack, Skeleton, Stack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RangePager } from '@/src/components/range-pager';
import type { ListFilter, SortDir } from '../api/keys';
import { SortHeader } from './sort-header';

export interface SortColumn {
  label: string;
  /** The server's sort key for this column. */
  column: string;
  /** Hidden below the medium width. */
  wide?: boolean;
}

interface Props {
  label: string;
  columns: SortColumn[];
  filter: ListFilter;
  set: (next: Partial<ListFilter>) => void;
  /** The page the server answered, with the total it counted. */
  page: number;
  pageSize: number;
  total: number;
  /** The rows (`Table.Row`s) of this page. */
  children: ReactNode;
}

/** A list sorted and paged on the server: a header of sortable columns, the page's rows, and the pager under it. */
export function PagedTable({ label, columns, filter, set, page, pageSize, total, children }: Props) {
  const onSort = (sort: string, dir: SortDir) => set({ sort, dir });
  return (
    <>
      <Table.Root size="sm" aria-label={label} tableLayout="fixed" width="full">
        <Table.Header>
          <Table.Row>
            {columns.map(({ label, column, wide }) => (
              <SortHeader key={column} label={label} column={column} sort={filter.sort} dir={filter.dir} onSort={onSort} wide={wide} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
      <RangePager page={page} pageSize={pageSize} total={total} onPage={(next) => set({ page: next })} />
    </>
  );
}

/** A paged list's loading shape: the search box, then rows. `label` names what loads. */
export function PagedTableSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="2" aria-busy="true" aria-label={label}>
      <Skeleton height="10" maxW={{ base: 'full', md: '80' }} mb="2" />
      {[0, 1, 2, 3, 4].map((i) => (
        <HStack key={i} gap="4">
          <Skeleton height="12" flex="3" />
          <Skeleton height="12" flex="1" />
        </HStack>
      ))}
    </Stack>
  );
}
