import { Badge, Table, Text } from '@chakra-ui/react';
import type { SignInEventRow, SignInOutcome } from '@/contract/schemas/logs';
import { AddressCell, LogTable, TimeCell } from './log-table';
import { SortHeader, type SortState } from './sort-header';

export const outcomeLabels: Record<SignInOutcome, string> = {
  success: 'Signed in',
  failure: 'Failed',
  locked: 'Locked out',
  'sign-out': 'Signed out',
};
const outcomePalette: Record<SignInOutcome, string> = { success: 'green', failure: 'red', locked: 'orange', 'sign-out': 'gray' };

/** The sign-in log's page: time, the email typed (and the account it matched), outcome, from where. */
export function SignInTable({ events, sort, onSort }: { events: SignInEventRow[]; sort: SortState; onSort: (sort: SortState) => void }) {
  return (
    <LogTable
      label="Sign-ins"
      header={
        <>
          <SortHeader column="at" label="Time" state={sort} onSort={onSort} />
          <SortHeader column="email" label="Email" state={sort} onSort={onSort} />
          <SortHeader column="outcome" label="Outcome" state={sort} onSort={onSort} />
          <Table.ColumnHeader data-from="medium">Address</Table.ColumnHeader>
          <Table.ColumnHeader data-from="medium">Browser</Table.ColumnHeader>
        </>
      }
    >
      {events.map((event) => (
        <Table.Row key={event._id}>
          <TimeCell at={event.at} ip={event.ip} />
          <Table.Cell minW="7rem">
            <Text wordBreak="break-all">{event.email}</Text>
            <Text fontSize="xs" color="fg.muted">
              {event.user ? event.user.name : 'No such account'}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={outcomePalette[event.outcome]}>{outcomeLabels[event.outcome]}</Badge>
          </Table.Cell>
          <AddressCell ip={event.ip} />
          <Table.Cell data-from="medium" maxW="16rem">
            <Text fontSize="xs" color="fg.muted" lineClamp={2} title={event.userAgent ?? undefined}>
              {event.userAgent ?? '—'}
            </Text>
          </Table.Cell>
        </Table.Row>
      ))}
    </LogTable>
  );
}
