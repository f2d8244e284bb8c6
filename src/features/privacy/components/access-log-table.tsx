import { Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import type { Role } from '@/contract/http';
import type { RecordAccess } from '@/contract/schemas/privacy';
import { When } from '@/src/components/date-time';
import { EmptyState } from '@/src/components/empty-state';
import { roleLabels } from '@/src/lib/roles';
import { describeAction } from '../lib/access-actions';

function roleLabel(role: string) {
  return roleLabels[role as Role] ?? role;
}

/**
 * On a narrow table (a phone) the role moves under the name, so the action stays in view without
 * scrolling sideways: by container query, `data-from="medium"` parts show from 32rem on,
 * `data-until="medium"` ones only below it.
 */
const byWidth = {
  containerType: 'inline-size',
  '& [data-from]': { display: 'none' },
  '@container (min-width: 32rem)': {
    '& [data-from="medium"]': { display: 'revert' },
    '& [data-until="medium"]': { display: 'none' },
  },
} as const;

/** Who read or changed the record and when, newest first: one row per entry of the audit log. */
export function AccessLogTable({ entries, firstName }: { entries: RecordAccess[]; firstName: string }) {
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<Eye />}
        title="Nobody has read this record yet"
        description={`Each time someone opens, downloads or changes ${firstName}'s record, it shows here.`}
      />
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" css={byWidth}>
      <Table.Root size="sm" aria-label="Who read the record" css={{ '& td': { whiteSpace: 'normal' } }}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader>Who</Table.ColumnHeader>
            <Table.ColumnHeader data-from="medium">Role</Table.ColumnHeader>
            <Table.ColumnHeader>What they did</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry, i) => (
            // An entry has no id of its own; the log's order is fixed (newest first) for a page.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <Table.Row key={`${entry.at}-${i}`}>
              <Table.Cell minW="6rem">
                <When at={entry.at} />
              </Table.Cell>
              <Table.Cell minW="6rem">
                {entry.actor ? entry.actor.name : <Text color="fg.muted">A deleted account</Text>}
                {entry.actor && (
                  <Text data-until="medium" fontSize="xs" color="fg.muted">
                    {roleLabel(entry.actor.role)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell data-from="medium">{entry.actor ? roleLabel(entry.actor.role) : '—'}</Table.Cell>
              <Table.Cell minW="7rem">{describeAction(entry.action)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The table's loading state. */
export function AccessLogSkeleton() {
  return (
    <Stack gap="2" aria-busy="true" aria-label="Loading the access log">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height="9" />
      ))}
    </Stack>
  );
}
