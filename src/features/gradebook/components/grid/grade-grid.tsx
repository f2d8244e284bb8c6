// biome-ignore-all lint/a11y/useSemanticElements: the grade grid is the WAI-ARIA grid pattern on virtualized elements (a <table> cannot be virtualized in two directions).
// biome-ignore-all lint/a11y/useFocusableInteractive: in a grid only cells take focus (roving tabindex); rows and headers do not.
// biome-ignore-all lint/a11y/useAriaPropsSupportedByRole: aria-colindex/aria-colspan are supported by gridcell and columnheader, which biome cannot see through a variable role.
import { Box } from '@chakra-ui/react';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type MouseEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GradebookStudent } from '@/contract/schemas/gradebook';
import { CELL_EXCUSED, CELL_GRADED, CELL_MISSING } from '@/domain/grade-engine';
import { i18n } from '@/src/lib/i18n/i18n';
import type { EditingCell } from './cell-editor';
import { type Grades, GridRow, ROW_HEIGHT } from './grid-cells';
import { type DataColumn, dataIndexOf, type GridColumns, nameWidthFor, TOTAL_WIDTH } from './grid-columns';
import { GridHeader } from './grid-header';
import { type CellPosition, moveCell } from './grid-navigation';
import { gridStyles, HEADER_HEIGHT } from './grid-styles';
import { type Entry, editText, formatPercent, parseEntry } from './score-entry';
import { useElementWidth } from './use-element-width';

type AttributeColumn = DataColumn & { kind: 'attribute' };

export interface GradeGridProps {
  label: string;
  students: readonly GradebookStudent[];
  columns: GridColumns;
  grades: Grades;
  active: CellPosition;
  onActiveChange: (active: CellPosition) => void;
  /** Saves one manual cell (the caller makes it optimistic). */
  onSave: (row: number, column: AttributeColumn, entry: Entry & { ok: true }) => void;
  height?: string;
}

/** Keeps one index always rendered (the active cell), so focus is never lost to virtualization. */
function keepIndex(index: number | null) {
  return (range: Range) => {
    const list = defaultRangeExtractor(range);
    if (index === null || index < 0 || index >= range.count || list.includes(index)) return list;
    return [...list, index].sort((a, b) => a - b);
  };
}

/** The current text of a cell for editing ("" when not graded, "m"/"x" for missing/excused). */
function cellText(grades: Grades, row: number, column: AttributeColumn): string {
  const index = row * grades.matrix.columns + column.column;
  const state = grades.matrix.states[index];
  if (state === CELL_GRADED) return editText(grades.matrix.points[index]!, column.attribute);
  if (state === CELL_MISSING) return 'm';
  if (state === CELL_EXCUSED) return 'x';
  return '';
}

/** True when the entry would store what the cell already holds. */
function unchanged(grades: Grades, row: number, column: AttributeColumn, entry: Entry & { ok: true }): boolean {
  const index = row * grades.matrix.columns + column.column;
  const state = grades.matrix.states[index];
  if (entry.state === 'missing') return state === CELL_MISSING;
  if (entry.state === 'excused') return state === CELL_EXCUSED;
  if (entry.value === null) return state !== CELL_GRADED && state !== CELL_MISSING && state !== CELL_EXCUSED;
  return state === CELL_GRADED && Math.abs(grades.matrix.points[index]! - entry.value) < 1e-9;
}

/**
 * The grade entry grid (WAI-ARIA grid pattern): students × the template's attributes by division,
 * then the division and total percentages. Rows and columns are virtualized; one cell is in the
 * tab order (roving tabindex); spreadsheet keys move, edit and commit.
 */
export function GradeGrid({ height = '70vh', ...props }: GradeGridProps) {
  // The stylesheet sits on a frame that does not re-render while scrolling (only the viewport inside does).
  return (
    <Box h={height} minH="320px" borderWidth="1px" borderColor="border" borderRadius="l2" overflow="hidden" css={gridStyles}>
      <GridViewport {...props} />
    </Box>
  );
}

function GridViewport({ label, students, columns, grades, active, onActiveChange, onSave }: Omit<GradeGridProps, 'height'>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<EditingCell | null>(null);
  const editingRef = useRef(editing);
  editingRef.current = editing;
  const wantsFocus = useRef(false);
  const nameWidth = nameWidthFor(useElementWidth(scrollRef));

  const activeData = active.col >= 1 && active.col <= columns.data.length ? dataIndexOf(active.col) : null;
  const rows = useVirtualizer({
    count: students.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    // The body starts below the sticky header: offsets count from there, and scrolling to a row
    // keeps it clear of the header.
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    rangeExtractor: keepIndex(active.row),
    useFlushSync: false,
  });
  const cols = useVirtualizer({
    horizontal: true,
    count: columns.data.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => columns.data[index]!.width,
    overscan: 2,
    // The data columns start after the sticky name column and end before the sticky total.
    scrollMargin: nameWidth,
    scrollPaddingStart: nameWidth,
    scrollPaddingEnd: TOTAL_WIDTH,
    rangeExtractor: keepIndex(activeData),
    useFlushSync: false,
  });
  const dataWidth = cols.getTotalSize();
  const width = nameWidth + dataWidth + TOTAL_WIDTH;
  const columnItems = cols.getVirtualItems();
  // Same visible columns → same array, so rows that did not change skip rendering (GridRow is memoized).
  const columnsKey = columnItems.map((item) => `${item.index}:${item.start}:${item.size}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `columnsKey` stands for `columnItems`' content.
  const virtualColumns = useMemo(
    () => columnItems.map((item) => ({ index: item.index, start: item.start - nameWidth, size: item.size })),
    [columnsKey, nameWidth],
  );
  const virtualRows = rows.getVirtualItems();

  const columnAt = (col: number): AttributeColumn | null => {
    const column = col >= 1 ? columns.data[dataIndexOf(col)] : undefined;
    return column?.kind === 'attribute' ? column : null;
  };
  const editableAt = (position: CellPosition) => {
    const column = columnAt(position.col);
    return column?.attribute.manual ? column : null;
  };
  const studentLabel = (row: number) => {
    const student = students[row];
    return student ? `${student.lastName}, ${student.firstName}` : '';
  };

  const goTo = useCallback(
    (next: CellPosition) => {
      onActiveChange(next);
      wantsFocus.current = true;
      rows.scrollToIndex(next.row);
      if (next.col >= 1 && next.col <= columns.data.length) cols.scrollToIndex(dataIndexOf(next.col));
    },
    [onActiveChange, rows, cols, columns.data.length],
  );

  // Focus follows the active cell after a keyboard move (without the browser's own scroll jump).
  useLayoutEffect(() => {
    if (!wantsFocus.current || editing) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-row="${active.row}"][data-col="${active.col}"]`);
    if (!cell) return;
    wantsFocus.current = false;
    cell.focus({ preventScroll: true });
  });

  const save = (position: CellPosition, entry: Entry & { ok: true }) => {
    const column = editableAt(position);
    if (column && !unchanged(grades, position.row, column, entry)) onSave(position.row, column, entry);
  };
  const startEditing = (position: CellPosition, draft: string, typed: boolean) => {
    const column = editableAt(position);
    if (!column) return;
    const range =
      column.attribute.type === 'percent'
        ? i18n._('gradebook.cell.range', { max: formatPercent(100) })
        : column.attribute.type === 'complete'
          ? i18n._('gradebook.cell.rangeCompletion')
          : i18n._('gradebook.cell.range', { max: column.attribute.maxScore });
    setEditing({
      row: position.row,
      col: position.col,
      draft,
      error: null,
      typed,
      label: i18n._('gradebook.cell.label', { student: studentLabel(position.row), attribute: column.attribute.name, range }),
    });
  };
  /** Checks and saves the edit; false (and the message shown) when it cannot be saved. */
  const commit = (current: EditingCell): boolean => {
    const column = editableAt(current);
    if (!column) return true;
    const entry = parseEntry(current.draft, column.attribute);
    if (!entry.ok) {
      setEditing({ ...current, error: entry.error });
      return false;
    }
    save(current, entry);
    return true;
  };
  const stopEditing = (next: CellPosition | null) => {
    setEditing(null);
    if (next) goTo(next);
    else wantsFocus.current = true;
  };

  const shape = {
    rows: students.length,
    cols: columns.count,
    pageRows: Math.max(1, Math.floor(((scrollRef.current?.clientHeight ?? 600) - HEADER_HEIGHT) / ROW_HEIGHT) - 1),
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (students.length === 0) return;
    const current = editingRef.current;
    if (current) {
      if (event.key === 'Escape') {
        event.preventDefault();
        stopEditing(null);
      } else if (['Enter', 'Tab', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
        event.preventDefault();
        if (commit(current)) stopEditing(moveCell(current, event, shape));
      }
      return;
    }
    const modified = event.ctrlKey || event.metaKey || event.altKey;
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'F2') {
      if (editableAt(active)) {
        event.preventDefault();
        const column = editableAt(active)!;
        startEditing(active, cellText(grades, active.row, column), false);
        return;
      }
    }
    const next = moveCell(active, event, shape);
    if (next) {
      event.preventDefault();
      goTo(next);
      return;
    }
    if (modified || !editableAt(active)) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      save(active, { ok: true, value: null, state: 'graded' });
    } else if (event.key.length === 1 && event.key !== ' ') {
      event.preventDefault();
      const key = event.key.toLowerCase();
      if (key === 'm') save(active, { ok: true, value: null, state: 'missing' });
      else if (key === 'x') save(active, { ok: true, value: null, state: 'excused' });
      else startEditing(active, event.key, true);
    }
  };

  const cellOf = (event: MouseEvent) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-row][data-col]');
    return cell ? { row: Number(cell.dataset.row), col: Number(cell.dataset.col) } : null;
  };
  const onClick = (event: MouseEvent) => {
    const position = cellOf(event);
    if (!position || (editing && editing.row === position.row && editing.col === position.col)) return;
    if (editing && !commit(editing)) return;
    setEditing(null);
    onActiveChange(position);
  };
  const onDoubleClick = (event: MouseEvent) => {
    const position = cellOf(event);
    const column = position && editableAt(position);
    if (position && column) startEditing(position, cellText(grades, position.row, column), false);
  };
  // Leaving the field (clicking outside the grid): a valid entry is kept, an invalid one dropped.
  const onBlur = (event: React.FocusEvent) => {
    const current = editingRef.current;
    if (!current || !(event.target instanceof HTMLInputElement)) return;
    if (scrollRef.current?.contains(event.relatedTarget as Node | null)) return;
    const column = editableAt(current);
    const entry = column ? parseEntry(current.draft, column.attribute) : null;
    if (entry?.ok) save(current, entry);
    setEditing(null);
  };

  const onEditChange = useCallback((next: EditingCell) => setEditing(next), []);
  const body = virtualRows.map((item) => (
    <GridRow
      key={students[item.index]!._id}
      row={item.index}
      student={students[item.index]!}
      top={item.start - HEADER_HEIGHT}
      width={width}
      columns={columns.data}
      virtualColumns={virtualColumns}
      grades={grades}
      activeCol={item.index === active.row ? active.col : -1}
      editing={editing && editing.row === item.index ? editing : null}
      dataWidth={dataWidth}
      nameWidth={nameWidth}
      onEditChange={onEditChange}
    />
  ));

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={label}
      aria-rowcount={students.length + 3}
      aria-colcount={columns.count}
      aria-multiselectable={false}
      className="gg-viewport"
      style={{ '--gg-name': `${nameWidth}px` } as React.CSSProperties}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onDoubleClick={onDoubleClick}
      onBlur={onBlur}
    >
      <GridHeader
        columns={columns}
        virtualColumns={virtualColumns}
        grades={grades}
        width={width}
        dataWidth={dataWidth}
        nameWidth={nameWidth}
      />
      <div role="rowgroup" className="gg-body" style={{ height: rows.getTotalSize(), width }}>
        {body}
      </div>
    </div>
  );
}
