import { Table } from '@chakra-ui/react';
import type { RosterCounts, RosterImportSummary } from '@/contract/schemas/roster';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { useLocale, useT } from '@/src/lib/i18n/use-t';
import { countsOf, fileName, rosterFileOrder, totalCounts } from './labels';
import { ScrollTable } from './scroll-table';

const columns: { key: keyof RosterCounts; label: MessageId }[] = [
  { key: 'create', label: 'roster.action.create' },
  { key: 'update', label: 'roster.action.update' },
  { key: 'deactivate', label: 'roster.action.deactivate' },
  { key: 'unchanged', label: 'roster.action.unchanged' },
];

/** Per file, what applying creates, updates, deactivates and leaves alone; the totals in the footer. */
export function CountsTable({ summary, caption }: { summary: Pick<RosterImportSummary, 'counts'>; caption: string }) {
  const t = useT();
  const locale = useLocale();
  const totals = totalCounts(summary);
  return (
    <ScrollTable label={caption}>
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('roster.file')}</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col" textAlign="end">
                {t(column.label)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rosterFileOrder.map((file) => {
            const counts = countsOf(summary, file);
            return (
              <Table.Row key={file}>
                <Table.Cell as="th" scope="row" fontFamily="mono" fontSize="xs" fontWeight="normal">
                  {fileName(file)}
                </Table.Cell>
                {columns.map((column) => (
                  <Table.Cell key={column.key} textAlign="end" color={counts[column.key] === 0 ? 'fg.muted' : undefined}>
                    {counts[column.key].toLocaleString(locale)}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="semibold">
            <Table.Cell as="th" scope="row">
              {t('roster.total')}
            </Table.Cell>
            {columns.map((column) => (
              <Table.Cell key={column.key} textAlign="end">
                {totals[column.key].toLocaleString(locale)}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </ScrollTable>
  );
}
