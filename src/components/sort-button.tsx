import { Button, type ButtonProps, Table } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

type Direction = 'asc' | 'desc';

interface SortButtonProps extends Omit<ButtonProps, 'children' | 'onClick'> {
  label: string;
  /** Whether the list is sorted by this column now. */
  active: boolean;
  dir: Direction;
  onClick: () => void;
}

/** A sortable column's button: its label and an arrow that shows whether, and which way, the list is sorted by it. */
export function SortButton({ label, active, dir, onClick, ...rest }: SortButtonProps) {
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Button variant="ghost" size="xs" fontWeight="semibold" color={active ? 'fg' : 'fg.muted'} onClick={onClick} {...rest}>
      {label}
      <Icon size={14} aria-hidden />
    </Button>
  );
}

/** The `aria-sort` of a sortable column: which way the list is sorted by it, or `none`. */
export const ariaSort = (active: boolean, dir: Direction) => (active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none');

interface SortColumnHeaderProps extends Omit<Table.ColumnHeaderProps, 'children' | 'onClick' | 'dir'> {
  label: string;
  active: boolean;
  dir: Direction;
  onSort: () => void;
}

/** A column header that is a `SortButton` and tells assistive technology the column's order (`aria-sort`). */
export function SortColumnHeader({ label, active, dir, onSort, ...rest }: SortColumnHeaderProps) {
  return (
    <Table.ColumnHeader aria-sort={ariaSort(active, dir)} px="1" {...rest}>
      <SortButton label={label} active={active} dir={dir} onClick={onSort} />
    </Table.ColumnHeader>
  );
}
