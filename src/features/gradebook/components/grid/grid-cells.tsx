// biome-ignore-all lint/a11y/useSemanticElements: the grade grid is the WAI-ARIA grid pattern on virtualized elements (a <table> cannot be virtualized in two directions).
// biome-ignore-all lint/a11y/useFocusableInteractive: in a grid only cells take focus (roving tabindex); rows and headers do not.
// biome-ignore-all lint/a11y/useAriaPropsSupportedByRole: aria-colindex/aria-colspan are supported by gridcell and columnheader, which biome cannot see through a variable role.
import { memo, type ReactNode } from 'react';
import type { GradebookStudent } from '@/contract/schemas/gradebook';
import { CELL_EXCUSED, CELL_GRADED, CELL_MISSING, type GradeLayout, type GradeMatrix, type GradeSummary } from '@/domain/grade-engine';
import { i18n } from '@/src/lib/i18n/i18n';
import { useLocale } from '@/src/lib/i18n/use-t';
import { CellEditor, type EditingCell } from './cell-editor';
import { type DataColumn, gridColOf, TOTAL_WIDTH } from './grid-columns';
import { formatPercent, formatPoints } from './score-entry';

export interface Grades {
  layout: GradeLayout;
  matrix: GradeMatrix;
  summary: GradeSummary;
}

export interface VirtualColumn {
  index: number;
  start: number;
  size: number;
}

/** Header rows come first: aria-rowindex of the first student row. */
export const FIRST_BODY_ROW_INDEX = 4;
export const ROW_HEIGHT = 36;

const hidden = (text: string) => <span className="sr-only">{text}</span>;

/**
 * What a score cell shows: the value, or a word for missing and excused (never colour alone), in the
 * active language (`i18n._`; each row follows `useLocale()`, so a memoized row renders again on a switch).
 */
function scoreContent(grades: Grades, row: number, column: DataColumn & { kind: 'attribute' }): { text: ReactNode; state: string } {
  const index = row * grades.matrix.columns + column.column;
  const state = grades.matrix.states[index];
  if (state === CELL_GRADED) return { text: formatPoints(grades.matrix.points[index]!, column.attribute), state: 'graded' };
  if (state === CELL_MISSING) return { text: i18n._('gradebook.cell.missing'), state: 'missing' };
  if (state === CELL_EXCUSED) return { text: i18n._('gradebook.cell.excused'), state: 'excused' };
  return {
    text: (
      <>
        <span aria-hidden="true">–</span>
        {hidden(i18n._(column.attribute.manual ? 'gradebook.cell.notGraded' : 'gradebook.cell.noData'))}
      </>
    ),
    state: 'empty',
  };
}

interface RowProps {
  row: number;
  student: GradebookStudent;
  top: number;
  width: number;
  columns: readonly DataColumn[];
  virtualColumns: readonly VirtualColumn[];
  grades: Grades;
  /** The active column when the active cell is in this row, else -1. */
  activeCol: number;
  /** The cell being edited when it is in this row. */
  editing: EditingCell | null;
  dataWidth: number;
  nameWidth: number;
  onEditChange: (editing: EditingCell) => void;
}

/**
 * One student's row: the name (sticky left), the visible score and division cells, the total
 * (sticky right). Plain elements styled by the grid's stylesheet: a thousand rows scroll by, so a
 * cell must cost next to nothing to render.
 */
export const GridRow = memo(function GridRow({
  row,
  student,
  top,
  width,
  columns,
  virtualColumns,
  grades,
  activeCol,
  editing,
  dataWidth,
  nameWidth,
  onEditChange,
}: RowProps) {
  // The texts and numbers below follow the language: a switch renders the row again.
  useLocale();
  const divisions = grades.layout.divisions.length;
  const totalCol = columns.length + 1;
  const tab = (col: number) => (col === activeCol ? 0 : -1);
  const active = (col: number) => (col === activeCol ? true : undefined);
  return (
    <div
      role="row"
      aria-rowindex={row + FIRST_BODY_ROW_INDEX}
      className="gg-row"
      data-editing={editing ? true : undefined}
      style={{ transform: `translateY(${top}px)`, width }}
    >
      <div
        role="rowheader"
        aria-colindex={1}
        className="gg-cell gg-name"
        data-row={row}
        data-col={0}
        data-active={active(0)}
        tabIndex={tab(0)}
        style={{ width: nameWidth }}
      >
        <span className="gg-student">
          {student.lastName}, {student.firstName}
        </span>
        <span className="gg-number">{student.studentNumber}</span>
      </div>
      <div className="gg-data" style={{ width: dataWidth }}>
        {virtualColumns.map((item) => {
          const column = columns[item.index]!;
          const col = gridColOf(item.index);
          const style = { transform: `translateX(${item.start}px)`, width: item.size };
          if (column.kind === 'division') {
            return (
              <div
                key={column.key}
                role="gridcell"
                aria-colindex={col + 1}
                aria-readonly="true"
                className="gg-cell gg-percent"
                data-row={row}
                data-col={col}
                data-active={active(col)}
                tabIndex={tab(col)}
                style={style}
              >
                {formatPercent(grades.summary.divisionPercent[row * divisions + column.division]!)}
              </div>
            );
          }
          const isEditing = editing?.col === col;
          const { text, state } = scoreContent(grades, row, column);
          return (
            <div
              key={column.key}
              role="gridcell"
              aria-colindex={col + 1}
              aria-readonly={column.attribute.manual ? undefined : 'true'}
              className="gg-cell gg-score"
              data-row={row}
              data-col={col}
              data-active={active(col)}
              data-state={state}
              data-auto={column.attribute.manual ? undefined : true}
              data-editing={isEditing ? true : undefined}
              tabIndex={isEditing ? -1 : tab(col)}
              style={style}
            >
              {isEditing && editing ? <CellEditor editing={editing} onChange={onEditChange} /> : text}
            </div>
          );
        })}
      </div>
      <div
        role="gridcell"
        aria-colindex={totalCol + 1}
        aria-readonly="true"
        className="gg-cell gg-total"
        data-row={row}
        data-col={totalCol}
        data-active={active(totalCol)}
        tabIndex={tab(totalCol)}
        style={{ width: TOTAL_WIDTH }}
      >
        {formatPercent(grades.summary.totalPercent[row]!)}
      </div>
    </div>
  );
});
