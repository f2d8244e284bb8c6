import { Code, Table, Text } from '@chakra-ui/react';
import type { AuditEntry } from '@/contract/schemas/logs';
import { useT } from '@/src/lib/i18n/use-t';
import { roleName } from '@/src/lib/roles';
import { AddressCell, LogTable, TimeCell } from './log-table';
import { SortHeader, type SortState } from './sort-header';

/** What the record is: its name where the server could tell, else its kind (and the id, for filtering). */
function RecordCell({ entry }: { entry: AuditEntry }) {
  const t = useT();
  return (
    <>
      <Text>{entry.record ?? entry.entity.replaceAll('_', ' ')}</Text>
      <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
        {entry.record ? `${entry.entity.replaceAll('_', ' ')} · ` : ''}
        {entry.entityId ?? t('logs.noId')}
      </Text>
    </>
  );
}

/** The audit log's page: time, who, what, which record, from where; every column header sorts. */
export function AuditTable({ entries, sort, onSort }: { entries: AuditEntry[]; sort: SortState; onSort: (sort: SortState) => void }) {
  const t = useT();
  return (
    <LogTable
      label={t('logs.tab.audit')}
      header={
        <>
          <SortHeader column="at" label={t('logs.col.time')} state={sort} onSort={onSort} />
          <SortHeader column="actor" label={t('logs.col.actor')} state={sort} onSort={onSort} />
          <SortHeader column="action" label={t('logs.col.action')} state={sort} onSort={onSort} />
          <SortHeader column="record" label={t('logs.col.record')} state={sort} onSort={onSort} data-from="medium" />
          <Table.ColumnHeader data-from="medium">{t('logs.col.address')}</Table.ColumnHeader>
        </>
      }
    >
      {entries.map((entry) => (
        <Table.Row key={entry._id}>
          <TimeCell at={entry.at} ip={entry.ip} />
          <Table.Cell minW="6rem">
            {entry.actor ? (
              <>
                <Text>{entry.actor.name}</Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {roleName(t, entry.actor.role)} · {entry.actor.email}
                </Text>
              </>
            ) : (
              // No actor: the server's own job (which has no address either), or an account since deleted.
              <Text color="fg.muted">{entry.ip ? t('logs.deletedAccount') : t('logs.server')}</Text>
            )}
          </Table.Cell>
          <Table.Cell minW="7rem">
            <Code size="sm" wordBreak="break-all" whiteSpace="normal">
              {entry.action}
            </Code>
            <Text data-until="medium" fontSize="xs" color="fg.muted" mt="1">
              {entry.record ?? entry.entity.replaceAll('_', ' ')}
            </Text>
          </Table.Cell>
          <Table.Cell data-from="medium" minW="8rem">
            <RecordCell entry={entry} />
          </Table.Cell>
          <AddressCell ip={entry.ip} />
        </Table.Row>
      ))}
    </LogTable>
  );
}
