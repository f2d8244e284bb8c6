import type { Table } from '@chakra-ui/react';
import { SortColumnHeader } from '@/src/components/sort-button';
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
} & Omit<Table.ColumnHeaderProps, 'onClick' | 'dir'>) {
  const active = state.sort === column;
  const firstDir: SortDirection = column === 'at' ? 'desc' : 'asc';
  const next = active ? { sort: column, dir: state.dir === 'asc' ? 'desc' : 'asc' } : { sort: column, dir: firstDir };
  return <SortColumnHeader label={label} active={active} dir={state.dir} onSort={() => onSort(next as SortState)} {...rest} />;
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
