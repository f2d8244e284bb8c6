import type { GradeColumn, GradeLayout } from '@/domain/grade-engine';

/** A scrolling column of the grid: an attribute, or a division's percentage after its attributes. */
export type DataColumn =
  | { kind: 'attribute'; key: string; width: number; division: number; column: number; attribute: GradeColumn }
  | { kind: 'division'; key: string; width: number; division: number };

export const ATTRIBUTE_WIDTH = 112;
export const DIVISION_WIDTH = 104;
export const TOTAL_WIDTH = 96;

export interface GridColumns {
  /** The horizontally virtualized columns, in order; the name column before and the total after are fixed. */
  data: DataColumn[];
  /** Per division: its range in `data` (attributes and its percentage column). */
  groups: Array<{ division: number; name: string; first: number; last: number }>;
  /** Navigable columns: 0 the name, 1…data.length the data columns, then the total. */
  count: number;
}

/** Lays the engine's columns out by division: each division's attributes, then its percentage. */
export function gridColumns(layout: GradeLayout): GridColumns {
  const data: DataColumn[] = [];
  const groups: GridColumns['groups'] = [];
  layout.divisions.forEach((division, d) => {
    const first = data.length;
    for (let c = division.firstColumn; c < division.firstColumn + division.columnCount; c++) {
      const attribute = layout.columns[c]!;
      data.push({ kind: 'attribute', key: `a:${attribute.attributeId}`, width: ATTRIBUTE_WIDTH, division: d, column: c, attribute });
    }
    data.push({ kind: 'division', key: `d:${division._id}`, width: DIVISION_WIDTH, division: d });
    groups.push({ division: d, name: division.name, first, last: data.length - 1 });
  });
  return { data, groups, count: data.length + 2 };
}

/** The sticky name column: narrower when the grid is (a tablet with the drawer open), so scores stay in view. */
export function nameWidthFor(gridWidth: number): number {
  return gridWidth > 0 && gridWidth < 720 ? 150 : 220;
}

/** The grid column (navigation index) of a data column, and back. */
export const gridColOf = (dataIndex: number) => dataIndex + 1;
export const dataIndexOf = (gridCol: number) => gridCol - 1;
