import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { When } from '@/src/components/date-time';
import { useT } from '@/src/lib/i18n/use-t';
import { byWidth } from './sort-header';

/** A log's table: scrolls sideways in its border, cells wrap and sit on top; `header` is the columns' headers. */
export function LogTable({ label, header, children }: { label: string; header: ReactNode; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" css={byWidth}>
      <Table.Root size="sm" aria-label={label} css={{ '& td': { whiteSpace: 'normal', verticalAlign: 'top' } }}>
        <Table.Header>
          <Table.Row bg="bg.subtle">{header}</Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** When it happened; below the medium width the address shows under it (its own column is hidden there). */
export function TimeCell({ at, ip }: { at: string; ip: string | null }) {
  const t = useT();
  return (
    <Table.Cell minW="6rem">
      <When at={at} />
      <Text data-until="medium" fontSize="xs" color="fg.muted">
        {ip ?? t('logs.noAddress')}
      </Text>
    </Table.Cell>
  );
}

/** The address column (from the medium width up). */
export function AddressCell({ ip }: { ip: string | null }) {
  return (
    <Table.Cell data-from="medium">
      <Text fontFamily="mono" fontSize="xs">
        {ip ?? '—'}
      </Text>
    </Table.Cell>
  );
}
