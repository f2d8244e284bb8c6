/** A cell of the grid: `row` a student (0-based), `col` a navigable column (0 the name … count-1 the total). */
export interface CellPosition {
  row: number;
  col: number;
}

export interface GridShape {
  rows: number;
  cols: number;
  /** Rows a Page Up/Down moves. */
  pageRows: number;
}

export interface NavigationKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/**
 * Where a navigation key moves the active cell (spreadsheet keys), or null when the key is not a
 * move — or when Tab/Shift+Tab would go past the row's end: then focus leaves the grid as usual
 * (no keyboard trap).
 */
export function moveCell(from: CellPosition, event: NavigationKey, shape: GridShape): CellPosition | null {
  const lastRow = shape.rows - 1;
  const lastCol = shape.cols - 1;
  const jump = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowUp':
      return { row: jump ? 0 : clamp(from.row - 1, lastRow), col: from.col };
    case 'ArrowDown':
      return { row: jump ? lastRow : clamp(from.row + 1, lastRow), col: from.col };
    case 'ArrowLeft':
      return { row: from.row, col: jump ? 0 : clamp(from.col - 1, lastCol) };
    case 'ArrowRight':
      return { row: from.row, col: jump ? lastCol : clamp(from.col + 1, lastCol) };
    case 'Home':
      return jump ? { row: 0, col: 0 } : { row: from.row, col: 0 };
    case 'End':
      return jump ? { row: lastRow, col: lastCol } : { row: from.row, col: lastCol };
    case 'PageUp':
      return { row: clamp(from.row - shape.pageRows, lastRow), col: from.col };
    case 'PageDown':
      return { row: clamp(from.row + shape.pageRows, lastRow), col: from.col };
    case 'Tab':
      if (event.shiftKey) return from.col > 0 ? { row: from.row, col: from.col - 1 } : null;
      return from.col < lastCol ? { row: from.row, col: from.col + 1 } : null;
    case 'Enter':
      // Enter on a cell it does not edit, or after committing an edit: down, like a spreadsheet.
      return event.shiftKey ? { row: clamp(from.row - 1, lastRow), col: from.col } : { row: clamp(from.row + 1, lastRow), col: from.col };
    default:
      return null;
  }
}
