import { Button, Table } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDirection } from '../lib/search';

export interface SortState {
  sort: string;
  dir: SortDirection;
}

/**
 * A column header that sorts the list on the server: the first click sorts by the column (newest or
 * Z–A first for time, A–Z for the others), the next reverses it. `aria-sort` says the current order.
 */
export function SortHeader({
  column,
  label,
  state,
  onSort,
  ...rest
}: {
  column: string;
  label: string;
  state: SortState;
  onSort: (state: SortState) => void;
} & Omit<Table.ColumnHeaderProps, 'onClick'>) {
  const active = state.sort === column;
  const Icon = !active ? ArrowUpDown : state.dir === 'asc' ? ArrowUp : ArrowDown;
  const firstDir: SortDirection = column === 'at' ? 'desc' : 'asc';
  const next = active ? { sort: column, dir: state.dir === 'asc' ? 'desc' : 'asc' } : { sort: column, dir: firstDir };
  return (
    <Table.ColumnHeader aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : 'none'} px="1" {...rest}>
      <Button variant="ghost" size="xs" onClick={() => onSort(next as SortState)} fontWeight="semibold" color={active ? 'fg' : 'fg.muted'}>
        {label}
        <Icon size={14} aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}

/**
 * Narrow tables (a phone) keep the essential columns and show the rest inside them: by container
 * query, `data-from="medium"` parts show from 40rem on, `data-until="medium"` ones only below it.
 */
export const byWidth = {
  containerType: 'inline-size',
  '& [data-from]': { display: 'none' },
  '@container (min-width: 40rem)': {
    '& [data-from="medium"]': { display: 'revert' },
    '& [data-until="medium"]': { display: 'none' },
  },
} as const;
