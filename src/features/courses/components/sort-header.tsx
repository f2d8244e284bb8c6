import { SortColumnHeader } from '@/src/components/sort-button';
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
  return (
    <SortColumnHeader
      label={label}
      active={active}
      dir={dir}
      onSort={() => onSort(column, active && dir === 'asc' ? 'desc' : 'asc')}
      display={wide ? { base: 'none', md: 'table-cell' } : undefined}
    />
  );
}
