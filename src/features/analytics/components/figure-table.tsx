import { Table } from '@chakra-ui/react';
import { useT } from '@/src/lib/i18n/use-t';
import { type ChartSpec, columnsOf, formatNumber } from '../lib/chart-spec';

/**
 * The table view of a chart: the same rows and numbers, the first column as row headers. The box
 * scrolls sideways on a phone and takes the focus for it (axe: scrollable-region-focusable).
 */
export function FigureTable<Row>({ spec }: { spec: ChartSpec<Row> }) {
  const t = useT();
  const columns = columnsOf(spec);
  const [first, ...rest] = columns;
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="l2"
      tabIndex={0}
      role="region"
      aria-label={t('analytics.tableLabel', { title: spec.title })}
    >
      <Table.Root size="sm">
        <Table.Caption srOnly>{spec.title}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => (
              <Table.ColumnHeader key={column.key} scope="col" textAlign={index === 0 ? 'start' : 'end'}>
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {spec.rows.map((row) => {
            const key = String(first!.value(row));
            return (
              <Table.Row key={key}>
                <Table.Cell as="th" scope="row" fontWeight="medium" whiteSpace="nowrap">
                  {(first!.format ?? formatNumber)(first!.value(row))}
                </Table.Cell>
                {rest.map((column) => (
                  <Table.Cell key={column.key} textAlign="end">
                    {(column.format ?? formatNumber)(column.value(row))}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
