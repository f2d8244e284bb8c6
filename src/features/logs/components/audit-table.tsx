import { Code, Table, Text } from '@chakra-ui/react';
import type { Role } from '@/contract/http';
import type { AuditEntry } from '@/contract/schemas/logs';
import { roleLabels } from '@/src/lib/roles';
import { AddressCell, LogTable, TimeCell } from './log-table';
import { SortHeader, type SortState } from './sort-header';

const roleLabel = (role: string) => roleLabels[role as Role] ?? role;

/** What the record is: its name where the server could tell, else its kind (and the id, for filtering). */
function RecordCell({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <Text>{entry.record ?? entry.entity.replaceAll('_', ' ')}</Text>
      <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
        {entry.record ? `${entry.entity.replaceAll('_', ' ')} · ` : ''}
        {entry.entityId ?? 'no id'}
      </Text>
    </>
  );
}

/** The audit log's page: time, who, what, which record, from where; every column header sorts. */
export function AuditTable({ entries, sort, onSort }: { entries: AuditEntry[]; sort: SortState; onSort: (sort: SortState) => void }) {
  return (
    <LogTable
      label="Audit log"
      header={
        <>
          <SortHeader column="at" label="Time" state={sort} onSort={onSort} />
          <SortHeader column="actor" label="Actor" state={sort} onSort={onSort} />
          <SortHeader column="action" label="Action" state={sort} onSort={onSort} />
          <SortHeader column="record" label="Record" state={sort} onSort={onSort} data-from="medium" />
          <Table.ColumnHeader data-from="medium">Address</Table.ColumnHeader>
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
                  {roleLabel(entry.actor.role)} · {entry.actor.email}
                </Text>
              </>
            ) : (
              // No actor: the server's own job (which has no address either), or an account since deleted.
              <Text color="fg.muted">{entry.ip ? 'A deleted account' : 'The server'}</Text>
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
