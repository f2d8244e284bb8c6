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
import { showSnackbar } from '@/src/lib/snackbar';
import { invitesPageSize, useInvites, useResendInvite, useRevokeInvite } from '../api/invites';
import type { InviteFilter, InviteSortKey, SortDirection } from '../api/keys';

const statusLabel: Record<InviteStatus, { label: string; palette: string }> = {
  pending: { label: 'Pending', palette: 'blue' },
  accepted: { label: 'Accepted', palette: 'green' },
  expired: { label: 'Expired', palette: 'orange' },
  revoked: { label: 'Revoked', palette: 'red' },
};

const columns: Array<{ key: InviteSortKey; label: string; wide: boolean }> = [
  { key: 'email', label: 'Email', wide: false },
  { key: 'name', label: 'Name', wide: true },
  { key: 'school', label: 'School', wide: true },
  { key: 'status', label: 'Status', wide: false },
  { key: 'lastSentAt', label: 'Last sent', wide: true },
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
  const { data } = useInvites(filter);
  const [revoking, setRevoking] = useState<TeacherInvite | null>(null);
  const resend = useResendInvite();
  const revoke = useRevokeInvite();

  if (data.items.length === 0) {
    return filter.q || filter.status ? (
      <EmptyState icon={<UserSearch />} title="No invite matches" description="Try another part of the email or name, or another status." />
    ) : (
      <EmptyState
        icon={<MailPlus />}
        title={filter.page > 0 ? 'Nothing on this page' : 'No invites yet'}
        description="Invite a teacher above: they get a mail with a link to set their password."
      />
    );
  }

  const onResend = (invite: TeacherInvite) =>
    resend.mutate(invite._id, {
      onSuccess: ({ mailSent }) =>
        mailSent
          ? showSnackbar(`New link sent to ${invite.email}. The earlier link no longer works.`)
          : showSnackbar(`The mail to ${invite.email} could not be sent. Try again later.`, 'warning'),
    });

  return (
    <>
      <NarrowSort filter={filter} onChange={onChange} />
      <Table.Root size="sm" aria-label="Teacher invites" tableLayout="fixed" width="full">
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <SortHeader key={column.key} column={column} filter={filter} onSort={(key) => onChange(nextOrder(filter, key))} />
            ))}
            <Table.ColumnHeader width={{ base: '6.5rem', md: '11rem' }}>
              <chakra.span srOnly>Actions</chakra.span>
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
                  <Badge colorPalette={statusLabel[invite.status].palette}>{statusLabel[invite.status].label}</Badge>
                  {invite.sendCount > 1 && (
                    <Text fontSize="xs" color="fg.muted">
                      sent {invite.sendCount}×
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
                        aria-label={`Resend the invite to ${invite.email}`}
                        loading={resend.isPending && resend.variables === invite._id}
                        onClick={() => onResend(invite)}
                      >
                        Resend
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Revoke the invite to ${invite.email}`}
                        onClick={() => setRevoking(invite)}
                      >
                        Revoke
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
        label="Invite pages"
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this invite?"
        cancel={{ label: 'Keep it', onClick: () => setRevoking(null) }}
        confirm={{
          label: 'Revoke invite',
          onClick: () => {
            const invite = revoking!;
            setRevoking(null);
            revoke.mutate(invite._id, { onSuccess: () => showSnackbar(`Invite to ${invite.email} revoked`) });
          },
        }}
        onDismiss={() => setRevoking(null)}
      >
        The link mailed to <strong>{revoking?.email}</strong> for {revoking?.school.name} stops working: they can no longer use it to join.
        Their account, if they have one, is not touched. You can invite them again later.
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
  const active = filter.sort === column.key;
  return (
    <SortColumnHeader
      label={column.label}
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
  return (
    <SortSelect<InviteSortKey> sort={filter.sort} dir={filter.dir} onChange={(sort, dir) => onChange({ sort, dir })} mb="3" hideFrom="md">
      <option value="lastSentAt:desc">Newest first</option>
      <option value="lastSentAt:asc">Oldest first</option>
      <option value="email:asc">Email A–Z</option>
      <option value="name:asc">Name A–Z</option>
      <option value="school:asc">School A–Z</option>
      <option value="status:asc">Status</option>
    </SortSelect>
  );
}
