// biome-ignore-all lint/a11y/useSemanticElements: the grade grid is the WAI-ARIA grid pattern on virtualized elements (a <table> cannot be virtualized in two directions).
// biome-ignore-all lint/a11y/useFocusableInteractive: in a grid only cells take focus (roving tabindex); rows and headers do not.
// biome-ignore-all lint/a11y/useAriaPropsSupportedByRole: aria-colindex/aria-colspan are supported by gridcell and columnheader, which biome cannot see through a variable role.
import { memo, type ReactNode } from 'react';
import type { GradeColumn } from '@/domain/grade-engine';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { i18n } from '@/src/lib/i18n/i18n';
import { useT } from '@/src/lib/i18n/use-t';
import type { Grades, VirtualColumn } from './grid-cells';
import { type DataColumn, type GridColumns, gridColOf, TOTAL_WIDTH } from './grid-columns';
import { formatAverage, formatPercent } from './score-entry';

const sourceLabels: Record<string, MessageId> = {
  quiz: 'gradebook.source.quiz',
  lab: 'gradebook.source.lab',
  activity: 'gradebook.source.activity',
  completion: 'gradebook.source.completion',
  time: 'gradebook.source.time',
};

/** The second line of an attribute's header, in the active language: its scale, and where an automatic score comes from. */
export function attributeDetail(attribute: GradeColumn): string {
  const scale =
    attribute.type === 'percent'
      ? '%'
      : attribute.type === 'complete'
        ? i18n._('gradebook.head.doneOrNot')
        : i18n._('gradebook.head.of', { max: attribute.maxScore });
  if (attribute.manual) return scale;
  return i18n._('gradebook.head.auto', { scale, source: i18n._(sourceLabels[attribute.source ?? ''] ?? 'gradebook.source.none') });
}

interface Props {
  columns: GridColumns;
  virtualColumns: readonly VirtualColumn[];
  grades: Grades;
  width: number;
  dataWidth: number;
  nameWidth: number;
}

/**
 * The sticky header: division groups, column names (with scale and source), and the class
 * averages per column — all over the same virtual columns as the body.
 */
export const GridHeader = memo(function GridHeader({ columns, virtualColumns, grades, width, dataWidth, nameWidth }: Props) {
  const t = useT();
  const totalCol = columns.data.length + 1;
  const cell = (column: DataColumn, item: VirtualColumn, role: 'columnheader' | 'gridcell', className: string, content: ReactNode) => (
    <div
      key={column.key}
      role={role}
      aria-colindex={gridColOf(item.index) + 1}
      className={`gg-cell ${className}`}
      style={{ transform: `translateX(${item.start}px)`, width: item.size }}
    >
      {content}
    </div>
  );

  // A division's group header spans its rendered columns; its label stays in view while scrolling.
  const segments = columns.groups.flatMap((group) => {
    const items = virtualColumns.filter((v) => v.index >= group.first && v.index <= group.last);
    if (items.length === 0) return [];
    const start = Math.min(...items.map((v) => v.start));
    const end = Math.max(...items.map((v) => v.start + v.size));
    return [{ group, start, end }];
  });

  return (
    <div role="rowgroup" className="gg-head" style={{ width }}>
      <div role="row" aria-rowindex={1} className="gg-head-row gg-groups">
        <div role="columnheader" aria-colindex={1} className="gg-cell gg-name gg-corner" style={{ width: nameWidth }}>
          {t('gradebook.head.division')}
        </div>
        <div className="gg-data" style={{ width: dataWidth }}>
          {segments.map(({ group, start, end }) => (
            <div
              key={group.division}
              role="columnheader"
              aria-colindex={gridColOf(group.first) + 1}
              aria-colspan={group.last - group.first + 1}
              className="gg-cell gg-group"
              // `left`, not a transform: the sticky label inside measures from the layout position.
              style={{ left: start, width: end - start }}
            >
              <span className="gg-group-label">{group.name.trim() || t('gradebook.division.untitledDivision')}</span>
            </div>
          ))}
        </div>
        <div role="columnheader" aria-colindex={totalCol + 1} className="gg-cell gg-total gg-corner" style={{ width: TOTAL_WIDTH }}>
          {t('gradebook.head.overall')}
        </div>
      </div>

      <div role="row" aria-rowindex={2} className="gg-head-row gg-names">
        <div role="columnheader" aria-colindex={1} className="gg-cell gg-name gg-corner" style={{ width: nameWidth }}>
          {t('gradebook.head.student')}
        </div>
        <div className="gg-data" style={{ width: dataWidth }}>
          {virtualColumns.map((item) => {
            const column = columns.data[item.index]!;
            if (column.kind === 'division') {
              const name = grades.layout.divisions[column.division]?.name.trim() || t('gradebook.head.division');
              return cell(
                column,
                item,
                'columnheader',
                'gg-percent',
                <>
                  <span className="gg-title" title={name}>
                    {name}
                  </span>
                  <span className="gg-detail">{t('gradebook.head.divisionPercent')}</span>
                </>,
              );
            }
            return cell(
              column,
              item,
              'columnheader',
              'gg-score',
              <>
                <span className="gg-title" title={column.attribute.name}>
                  {column.attribute.name || t('gradebook.head.untitled')}
                </span>
                <span className="gg-detail">{attributeDetail(column.attribute)}</span>
              </>,
            );
          })}
        </div>
        <div role="columnheader" aria-colindex={totalCol + 1} className="gg-cell gg-total gg-corner" style={{ width: TOTAL_WIDTH }}>
          {t('gradebook.head.total')}
        </div>
      </div>

      <div role="row" aria-rowindex={3} className="gg-head-row gg-averages">
        <div role="rowheader" aria-colindex={1} className="gg-cell gg-name gg-corner" style={{ width: nameWidth }}>
          {t('gradebook.head.average')}
        </div>
        <div className="gg-data" style={{ width: dataWidth }}>
          {virtualColumns.map((item) => {
            const column = columns.data[item.index]!;
            const text =
              column.kind === 'division'
                ? formatPercent(grades.summary.divisionAverage[column.division]!)
                : formatAverage(grades.summary.columnAverage[column.column]!, column.attribute);
            return cell(column, item, 'gridcell', column.kind === 'division' ? 'gg-percent' : 'gg-score', text);
          })}
        </div>
        <div role="gridcell" aria-colindex={totalCol + 1} className="gg-cell gg-total gg-corner" style={{ width: TOTAL_WIDTH }}>
          {formatPercent(grades.summary.totalAverage)}
        </div>
      </div>
    </div>
  );
});
