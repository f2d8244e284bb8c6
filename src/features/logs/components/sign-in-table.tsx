import { Badge, Table, Text } from '@chakra-ui/react';
import type { SignInEventRow, SignInOutcome } from '@/contract/schemas/logs';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { useT } from '@/src/lib/i18n/use-t';
import { AddressCell, LogTable, TimeCell } from './log-table';
import { SortHeader, type SortState } from './sort-header';

export const outcomeLabels: Record<SignInOutcome, MessageId> = {
  success: 'logs.outcome.success',
  failure: 'logs.outcome.failure',
  locked: 'logs.outcome.locked',
  'sign-out': 'logs.outcome.signOut',
};
const outcomePalette: Record<SignInOutcome, string> = { success: 'green', failure: 'red', locked: 'orange', 'sign-out': 'gray' };

/** The sign-in log's page: time, the email typed (and the account it matched), outcome, from where. */
export function SignInTable({ events, sort, onSort }: { events: SignInEventRow[]; sort: SortState; onSort: (sort: SortState) => void }) {
  const t = useT();
  return (
    <LogTable
      label={t('logs.tab.signIns')}
      header={
        <>
          <SortHeader column="at" label={t('logs.col.time')} state={sort} onSort={onSort} />
          <SortHeader column="email" label={t('logs.col.email')} state={sort} onSort={onSort} />
          <SortHeader column="outcome" label={t('logs.col.outcome')} state={sort} onSort={onSort} />
          <Table.ColumnHeader data-from="medium">{t('logs.col.address')}</Table.ColumnHeader>
          <Table.ColumnHeader data-from="medium">{t('logs.col.browser')}</Table.ColumnHeader>
        </>
      }
    >
      {events.map((event) => (
        <Table.Row key={event._id}>
          <TimeCell at={event.at} ip={event.ip} />
          <Table.Cell minW="7rem">
            <Text wordBreak="break-all">{event.email}</Text>
            <Text fontSize="xs" color="fg.muted">
              {event.user ? event.user.name : t('logs.noAccount')}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Badge colorPalette={outcomePalette[event.outcome]}>{t(outcomeLabels[event.outcome])}</Badge>
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
