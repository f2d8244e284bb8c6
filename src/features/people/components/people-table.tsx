import { Skeleton, Stack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SortDir } from '@/contract/schemas/admin-people';
import { SortButton } from '@/src/components/sort-button';
import { useT } from '@/src/lib/i18n/use-t';

export interface PeopleColumn<Row, S extends string> {
  label: string;
  /** Sortable by this key on the server; absent: not sortable. */
  sort?: S;
  /** Shown only from the medium width on (a phone shows the first column, which carries the rest as a second line). */
  wide?: boolean;
  cell: (row: Row) => ReactNode;
}

interface Props<Row, S extends string> {
  /** The table's accessible name. */
  label: string;
  columns: PeopleColumn<Row, S>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort: S;
  dir: SortDir;
  onSort: (sort: S, dir: SortDir) => void;
}

/**
 * A page of people as a table: sortable column headers (buttons, with `aria-sort`), the first
 * column's link leads to the person. On a phone only the first column shows, so nothing scrolls sideways.
 */
export function PeopleTable<Row, S extends string>({ label, columns, rows, rowKey, sort, dir, onSort }: Props<Row, S>) {
  return (
    <Table.Root size="sm" aria-label={label} tableLayout="fixed" width="full">
      <Table.Header>
        <Table.Row>
          {columns.map((column, i) => (
            <Table.ColumnHeader
              key={column.label}
              hideBelow={column.wide ? 'md' : undefined}
              width={i === 0 ? { base: 'full', md: '40%' } : undefined}
              px="2"
              aria-sort={column.sort && column.sort === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
            >
              {column.sort ? (
                <ColumnSortButton column={column as PeopleColumn<Row, S> & { sort: S }} sort={sort} dir={dir} onSort={onSort} />
              ) : (
                column.label
              )}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Cell key={column.label} hideBelow={column.wide ? 'md' : undefined} px="2" py="2.5" overflowWrap="anywhere">
                {column.cell(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function ColumnSortButton<Row, S extends string>({
  column,
  sort,
  dir,
  onSort,
}: {
  column: PeopleColumn<Row, S> & { sort: S };
  sort: S;
  dir: SortDir;
  onSort: (sort: S, dir: SortDir) => void;
}) {
  const active = column.sort === sort;
  return (
    <SortButton
      label={column.label}
      active={active}
      dir={dir}
      px="1"
      onClick={() => onSort(column.sort, active && dir === 'asc' ? 'desc' : 'asc')}
    />
  );
}

/** Rows in the table's shape while a page loads. */
export function PeopleTableSkeleton() {
  const t = useT();
  return (
    <Stack gap="2" aria-busy="true" aria-label={t('people.loading')}>
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <Skeleton key={i} height="10" borderRadius="l2" />
      ))}
    </Stack>
  );
}
