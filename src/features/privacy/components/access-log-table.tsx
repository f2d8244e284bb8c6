import { Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import type { RecordAccess } from '@/contract/schemas/privacy';
import { When } from '@/src/components/date-time';
import { EmptyState } from '@/src/components/empty-state';
import { useT } from '@/src/lib/i18n/use-t';
import { roleName } from '@/src/lib/roles';
import { describeAction } from '../lib/access-actions';

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
  const t = useT();
  if (entries.length === 0) {
    return <EmptyState icon={<Eye />} title={t('privacy.access.none')} description={t('privacy.access.noneHint', { name: firstName })} />;
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" css={byWidth}>
      <Table.Root size="sm" aria-label={t('privacy.access.table')} css={{ '& td': { whiteSpace: 'normal' } }}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{t('privacy.access.when')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('privacy.access.who')}</Table.ColumnHeader>
            <Table.ColumnHeader data-from="medium">{t('privacy.access.role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('privacy.access.what')}</Table.ColumnHeader>
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
                {entry.actor ? entry.actor.name : <Text color="fg.muted">{t('privacy.access.deletedAccount')}</Text>}
                {entry.actor && (
                  <Text data-until="medium" fontSize="xs" color="fg.muted">
                    {roleName(t, entry.actor.role)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell data-from="medium">{entry.actor ? roleName(t, entry.actor.role) : '—'}</Table.Cell>
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
  const t = useT();
  return (
    <Stack gap="2" aria-busy="true" aria-label={t('privacy.access.loading')}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height="9" />
      ))}
    </Stack>
  );
}
