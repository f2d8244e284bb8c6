import { Badge, Box, Button, chakra, Stack, Table, Text } from '@chakra-ui/react';
import { MailPlus, UserSearch } from 'lucide-react';
import { useState } from 'react';
import type { InviteStatus, TeacherInvite } from '@/contract/schemas/invites';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { When } from '@/src/components/date-time';
import { EmptyState } from '@/src/components/empty-state';
import { RangePager } from '@/src/components/range-pager';
import { SortColumnHeader } from '@/src/components/sort-button';
import { SortSelect } from '@/src/components/sort-select';
import type { MessageId } from '@/src/lib/i18n/compiled/ids';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { invitesPageSize, useInvites, useResendInvite, useRevokeInvite } from '../api/invites';
import type { InviteFilter, InviteSortKey, SortDirection } from '../api/keys';

/** Each status's name (a message id) and colour. */
const statusLabel: Record<InviteStatus, { label: MessageId; palette: string }> = {
  pending: { label: 'invites.status.pending', palette: 'blue' },
  accepted: { label: 'invites.status.accepted', palette: 'green' },
  expired: { label: 'invites.status.expired', palette: 'orange' },
  revoked: { label: 'invites.status.revoked', palette: 'red' },
};

const columns: Array<{ key: InviteSortKey; label: MessageId; wide: boolean }> = [
  { key: 'email', label: 'invites.col.email', wide: false },
  { key: 'name', label: 'invites.col.name', wide: true },
  { key: 'school', label: 'invites.col.school', wide: true },
  { key: 'status', label: 'invites.col.status', wide: false },
  { key: 'lastSentAt', label: 'invites.col.lastSent', wide: true },
];

/** A new order for the list: a click on the active column turns it round; another column starts ascending (dates: newest first). */
function nextOrder(filter: InviteFilter, key: InviteSortKey): { sort: InviteSortKey; dir: SortDirection } {
  if (filter.sort === key) return { sort: key, dir: filter.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, dir: key === 'lastSentAt' ? 'desc' : 'asc' };
}

interface Props {
  filter: InviteFilter;
  onChange: (filter: Partial<InviteFilter>) => void;
}

/**
 * The invites of the admin's schools as a table: sortable headers (a "Sort by" select on a phone,
 * where the name, school and time fold under the email), status, and Resend / Revoke for open ones.
 */
export function InviteTable({ filter, onChange }: Props) {
  const t = useT();
  const { data } = useInvites(filter);
  const [revoking, setRevoking] = useState<TeacherInvite | null>(null);
  const resend = useResendInvite();
  const revoke = useRevokeInvite();

  if (data.items.length === 0) {
    return filter.q || filter.status ? (
      <EmptyState icon={<UserSearch />} title={t('invites.table.noMatch')} description={t('invites.table.noMatchHint')} />
    ) : (
      <EmptyState
        icon={<MailPlus />}
        title={t(filter.page > 0 ? 'invites.table.nothingOnPage' : 'invites.table.empty')}
        description={t('invites.table.emptyHint')}
      />
    );
  }

  const onResend = (invite: TeacherInvite) =>
    resend.mutate(invite._id, {
      onSuccess: ({ mailSent }) =>
        mailSent
          ? showSnackbar(t('invites.table.resent', { email: invite.email }))
          : showSnackbar(t('invites.table.notResent', { email: invite.email }), 'warning'),
    });

  return (
    <>
      <NarrowSort filter={filter} onChange={onChange} />
      <Table.Root size="sm" aria-label={t('invites.title')} tableLayout="fixed" width="full">
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <SortHeader key={column.key} column={column} filter={filter} onSort={(key) => onChange(nextOrder(filter, key))} />
            ))}
            <Table.ColumnHeader width={{ base: '6.5rem', md: '11rem' }}>
              <chakra.span srOnly>{t('invites.table.actions')}</chakra.span>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.items.map((invite) => {
            const open = invite.status === 'pending' || invite.status === 'expired';
            return (
              <Table.Row key={invite._id}>
                <Table.Cell wordBreak="break-word">
                  <Text fontWeight="medium">{invite.email}</Text>
                  <Box hideFrom="md" fontSize="sm" color="fg.muted">
                    <Text>{invite.name}</Text>
                    <Text>{invite.school.name}</Text>
                  </Box>
                </Table.Cell>
                <Table.Cell hideBelow="md" wordBreak="break-word">
                  {invite.name}
                </Table.Cell>
                <Table.Cell hideBelow="md" wordBreak="break-word">
                  {invite.school.name}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={statusLabel[invite.status].palette}>{t(statusLabel[invite.status].label)}</Badge>
                  {invite.sendCount > 1 && (
                    <Text fontSize="xs" color="fg.muted">
                      {t('invites.table.sentTimes', { count: invite.sendCount })}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell hideBelow="md" fontSize="sm">
                  <When at={invite.lastSentAt} />
                </Table.Cell>
                <Table.Cell>
                  {open && (
                    <Stack direction={{ base: 'column', md: 'row' }} gap="1" justify="end">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('invites.table.resendLabel', { email: invite.email })}
                        loading={resend.isPending && resend.variables === invite._id}
                        onClick={() => onResend(invite)}
                      >
                        {t('invites.table.resend')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('invites.table.revokeLabel', { email: invite.email })}
                        onClick={() => setRevoking(invite)}
                      >
                        {t('invites.table.revoke')}
                      </Button>
                    </Stack>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <RangePager
        page={data.page}
        pageSize={invitesPageSize}
        total={data.total}
        onPage={(page) => onChange({ page })}
        label={t('invites.table.pages')}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('invites.table.revokeTitle')}
        cancel={{ label: t('invites.table.keep'), onClick: () => setRevoking(null) }}
        confirm={{
          label: t('invites.table.revokeInvite'),
          onClick: () => {
            const invite = revoking!;
            setRevoking(null);
            revoke.mutate(invite._id, { onSuccess: () => showSnackbar(t('invites.table.revoked', { email: invite.email })) });
          },
        }}
        onDismiss={() => setRevoking(null)}
      >
        {t('invites.table.revokeBefore')} <strong>{revoking?.email}</strong>{' '}
        {t('invites.table.revokeAfter', { school: revoking?.school.name })}
      </ConfirmDialog>
    </>
  );
}

function SortHeader({
  column,
  filter,
  onSort,
}: {
  column: (typeof columns)[number];
  filter: InviteFilter;
  onSort: (key: InviteSortKey) => void;
}) {
  const t = useT();
  const active = filter.sort === column.key;
  return (
    <SortColumnHeader
      label={t(column.label)}
      active={active}
      dir={filter.dir}
      onSort={() => onSort(column.key)}
      hideBelow={column.wide ? 'md' : undefined}
      width={column.key === 'status' ? '6.5rem' : undefined}
    />
  );
}

/** On a phone the folded columns cannot be clicked: a select chooses the order. */
function NarrowSort({ filter, onChange }: Props) {
  const t = useT();
  return (
    <SortSelect<InviteSortKey>
      sort={filter.sort}
      dir={filter.dir}
      onChange={(sort, dir) => onChange({ sort, dir })}
      label={t('invites.sortBy')}
      mb="3"
      hideFrom="md"
    >
      <option value="lastSentAt:desc">{t('invites.sort.newest')}</option>
      <option value="lastSentAt:asc">{t('invites.sort.oldest')}</option>
      <option value="email:asc">{t('invites.sort.email')}</option>
      <option value="name:asc">{t('invites.sort.name')}</option>
      <option value="school:asc">{t('invites.sort.school')}</option>
      <option value="status:asc">{t('invites.sort.status')}</option>
    </SortSelect>
  );
}
