import { Button, Table } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDir } from '../api/keys';

interface Props {
  label: string;
  column: string;
  sort: string;
  dir: SortDir;
  /** A click on the active column flips the direction; on another, sorts by it ascending. */
  onSort: (sort: string, dir: SortDir) => void;
  /** Hidden below the medium width (the phone shows the essential columns only). */
  wide?: boolean;
}

/** A sortable column header: a button that says its order to assistive technology (`aria-sort`). */
export function SortHeader({ label, column, sort, dir, onSort, wide }: Props) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Table.ColumnHeader
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      px="1"
      display={wide ? { base: 'none', md: 'table-cell' } : undefined}
    >
      <Button
        variant="ghost"
        size="xs"
        fontWeight="semibold"
        color={active ? 'fg' : 'fg.muted'}
        onClick={() => onSort(column, active && dir === 'asc' ? 'desc' : 'asc')}
      >
        {label}
        <Icon size={14} aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}
