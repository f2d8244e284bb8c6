import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { RosterError } from '@/contract/schemas/roster';
import { RangePager } from '@/src/components/range-pager';
import { downloadText } from '@/src/lib/download-file';
import { useT } from '@/src/lib/i18n/use-t';
import { errorsCsv } from './errors-csv';
import { errorCountLabel } from './labels';
import { ScrollTable } from './scroll-table';

/** Errors per page: a long list pages rather than growing the page by hundreds of rows. */
export const errorsPageSize = 25;

interface Props {
  errors: RosterError[];
  /** All errors of the import (the server sends the first 500). */
  errorCount: number;
  /** The uploaded zip's name, for the CSV's. */
  fileName: string;
}

/** Every invalid row by file, line and column, paged, with the list as a CSV to fix the zip from. */
export function ErrorsTable({ errors, errorCount, fileName }: Props) {
  const t = useT();
  const [page, setPage] = useState(0);
  const shown = errors.slice(page * errorsPageSize, (page + 1) * errorsPageSize);
  const csvName = `${fileName.replace(/\.zip$/i, '')}-errors.csv`;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text color="fg.muted" fontSize="sm">
          {errors.length < errorCount
            ? t('roster.errors.listed', { errors: errorCountLabel(errorCount), count: errors.length })
            : `${errorCountLabel(errorCount)}.`}
        </Text>
        <Button size="sm" variant="outline" onClick={() => downloadText(csvName, errorsCsv(errors))}>
          <Download aria-hidden /> {t('roster.errors.download')}
        </Button>
      </HStack>
      <ScrollTable label={t('roster.errors.table')}>
        <Table.Root size="sm" aria-label={t('roster.errors.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('roster.file')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {t('roster.errors.line')}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('roster.errors.column')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('roster.errors.message')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((error) => (
              <Table.Row key={`${error.file}:${error.line}:${error.column}:${error.message}`}>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {error.file}
                </Table.Cell>
                <Table.Cell textAlign="end">{error.line}</Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {error.column}
                </Table.Cell>
                <Table.Cell minW="48">{error.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollTable>
      <RangePager label={t('roster.errors.pages')} page={page} pageSize={errorsPageSize} total={errors.length} onPage={setPage} />
    </Stack>
  );
}
