import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { UserCog } from 'lucide-react';
import { useState } from 'react';
import type { AccountSortKey, AdminAccount } from '@/contract/schemas/sup-admin';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { EmptyState } from '@/src/components/empty-state';
import { TemporaryPasswordDialog } from '@/src/components/temporary-password-dialog';
import { showSnackbar } from '@/src/lib/snackbar';
import { useDeleteAdmin, useSetAdminActive } from '../api/admins';
import { type AdminRole, useAdmins } from '../api/organisation';
import { listQuery } from '../lib/list-search';
import { AdminDialog, roleNames } from './admin-dialog';
import { type Column, DeactivatedBadge, type ListControls, ListTable } from './list-table';

type Pending = { kind: 'edit' | 'toggle' | 'delete'; account: AdminAccount } | { kind: 'create' } | null;

/** A page of district or school admins with their actions: edit, deactivate or reactivate, delete (each confirmed). */
export function AdminsList({
  accountRole: role,
  controls,
  schoolId,
  creating,
  onCreatingDone,
}: {
  accountRole: AdminRole;
  controls: ListControls<AccountSortKey>;
  /** Only the admins of this school (a school's page), and new ones get it. */
  schoolId?: string;
  /** The page's "New" button was pressed. */
  creating: boolean;
  onCreatingDone: () => void;
}) {
  const page = useAdmins(role, { ...listQuery(controls.search, 'name'), ...(schoolId ? { schoolId } : {}) }).data;
  const [pending, setPending] = useState<Pending>(null);
  const [created, setCreated] = useState<{ account: AdminAccount; password: string } | null>(null);
  const setActive = useSetAdminActive(role);
  const remove = useDeleteAdmin(role);
  const close = () => setPending(null);
  const open = creating ? { kind: 'create' as const } : pending;
  const closeOpen = () => (creating ? onCreatingDone() : close());

  const columns: Column<AdminAccount, AccountSortKey>[] = [
    {
      label: 'Name',
      sortKey: 'name',
      render: (a) => (
        <Stack gap="0">
          <Text fontWeight="semibold">
            {a.name}
            <DeactivatedBadge when={a.disabled} />
          </Text>
          <Text fontSize="sm" color="fg.muted" hideFrom="md" wordBreak="break-all">
            {a.email}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {role === 'district-admin' ? (a._district?.name ?? 'No district') : a.schools.map((s) => s.name).join(', ') || 'No school'}
          </Text>
        </Stack>
      ),
    },
    { label: 'Email', sortKey: 'email', wide: true, render: (a) => a.email },
    {
      label: 'Actions',
      render: (a) => (
        <HStack gap="1" wrap="wrap" justify="end">
          <Button size="xs" variant="outline" onClick={() => setPending({ kind: 'edit', account: a })} aria-label={`Edit ${a.name}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => setPending({ kind: 'toggle', account: a })}
            aria-label={`${a.disabled ? 'Reactivate' : 'Deactivate'} ${a.name}`}
          >
            {a.disabled ? 'Reactivate' : 'Deactivate'}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => setPending({ kind: 'delete', account: a })}
            aria-label={`Delete ${a.name}`}
          >
            Delete
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <>
      <ListTable
        label={`${roleNames[role]}s`.replace(/^./, (c) => c.toUpperCase())}
        page={page}
        columns={columns}
        controls={controls}
        empty={
          <EmptyState
            icon={<UserCog />}
            title={`No ${roleNames[role]}s yet`}
            description={`${roleNames[role].replace(/^./, (c) => c.toUpperCase())}s you create show here.`}
          />
        }
      />
      {open?.kind === 'create' && (
        <AdminDialog
          accountRole={role}
          {...(schoolId ? { schoolId } : {})}
          onClose={closeOpen}
          onCreated={(account, password) => {
            closeOpen();
            setCreated({ account, password });
          }}
        />
      )}
      {open?.kind === 'edit' && <AdminDialog accountRole={role} account={open.account} onClose={close} onCreated={() => {}} />}
      {open?.kind === 'toggle' && (
        <ConfirmDialog
          open
          title={`${open.account.disabled ? 'Reactivate' : 'Deactivate'} ${open.account.name}?`}
          onDismiss={close}
          cancel={{ label: 'Cancel', onClick: close }}
          confirm={{
            label: open.account.disabled ? 'Reactivate' : 'Deactivate',
            onClick: () =>
              setActive.mutate(
                { id: open.account._id, active: open.account.disabled },
                {
                  onSuccess: () => {
                    showSnackbar(`${open.account.name} ${open.account.disabled ? 'reactivated' : 'deactivated'}`);
                    close();
                  },
                },
              ),
          }}
        >
          {open.account.disabled
            ? `${open.account.name} can sign in again with their password.`
            : `${open.account.name} is signed out everywhere and cannot sign in until you reactivate the account. Nothing is deleted.`}
        </ConfirmDialog>
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={`Delete ${open.account.name}?`}
          onDismiss={close}
          cancel={{ label: 'Keep the account', onClick: close }}
          confirm={{
            label: 'Delete account',
            onClick: () =>
              remove.mutate(open.account._id, {
                onSuccess: () => {
                  showSnackbar(`${open.account.name} deleted`);
                  close();
                },
                onError: close,
              }),
          }}
        >
          This deletes the account of {open.account.name} ({open.account.email}) and signs them out. It cannot be undone; to pause the
          account instead, deactivate it.
        </ConfirmDialog>
      )}
      {created && (
        <TemporaryPasswordDialog
          accountLabel={`${created.account.name} (${created.account.email})`}
          password={created.password}
          onClose={() => setCreated(null)}
        />
      )}
    </>
  );
}
