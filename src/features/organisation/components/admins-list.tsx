import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { UserCog } from 'lucide-react';
import { useState } from 'react';
import type { AccountSortKey, AdminAccount } from '@/contract/schemas/sup-admin';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { EmptyState } from '@/src/components/empty-state';
import { TemporaryPasswordDialog } from '@/src/components/temporary-password-dialog';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useDeleteAdmin, useSetAdminActive } from '../api/admins';
import { type AdminRole, useAdmins } from '../api/organisation';
import { adminMessages } from '../lib/admin-messages';
import { listQuery } from '../lib/list-search';
import { AdminDialog } from './admin-dialog';
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
  const t = useT();
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
      label: t('org.col.name'),
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
            {role === 'district-admin'
              ? (a._district?.name ?? t('org.admins.noDistrict'))
              : a.schools.map((s) => s.name).join(', ') || t('org.admins.noSchool')}
          </Text>
        </Stack>
      ),
    },
    { label: t('org.col.email'), sortKey: 'email', wide: true, render: (a) => a.email },
    {
      label: t('org.col.actions'),
      render: (a) => (
        <HStack gap="1" wrap="wrap" justify="end">
          <Button
            size="xs"
            variant="outline"
            onClick={() => setPending({ kind: 'edit', account: a })}
            aria-label={t('org.admins.editName', { name: a.name })}
          >
            {t('org.admins.edit')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => setPending({ kind: 'toggle', account: a })}
            aria-label={t(a.disabled ? 'org.admins.reactivateName' : 'org.admins.deactivateName', { name: a.name })}
          >
            {a.disabled ? t('org.admins.reactivate') : t('org.admins.deactivate')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => setPending({ kind: 'delete', account: a })}
            aria-label={t('org.admins.deleteName', { name: a.name })}
          >
            {t('org.admins.delete')}
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <>
      <ListTable
        label={t(adminMessages[role].title)}
        page={page}
        columns={columns}
        controls={controls}
        empty={<EmptyState icon={<UserCog />} title={t(adminMessages[role].empty)} description={t(adminMessages[role].emptyHint)} />}
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
          title={t(open.account.disabled ? 'org.admins.reactivateTitle' : 'org.admins.deactivateTitle', { name: open.account.name })}
          onDismiss={close}
          cancel={{ label: t('org.cancel'), onClick: close }}
          confirm={{
            label: open.account.disabled ? t('org.admins.reactivate') : t('org.admins.deactivate'),
            onClick: () =>
              setActive.mutate(
                { id: open.account._id, active: open.account.disabled },
                {
                  onSuccess: () => {
                    showSnackbar(
                      t(open.account.disabled ? 'org.admins.reactivated' : 'org.admins.deactivated', { name: open.account.name }),
                    );
                    close();
                  },
                },
              ),
          }}
        >
          {t(open.account.disabled ? 'org.admins.reactivateText' : 'org.admins.deactivateText', { name: open.account.name })}
        </ConfirmDialog>
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={t('org.admins.deleteTitle', { name: open.account.name })}
          onDismiss={close}
          cancel={{ label: t('org.admins.keep'), onClick: close }}
          confirm={{
            label: t('org.admins.deleteAccount'),
            onClick: () =>
              remove.mutate(open.account._id, {
                onSuccess: () => {
                  showSnackbar(t('org.admins.deleted', { name: open.account.name }));
                  close();
                },
                onError: close,
              }),
          }}
        >
          {t('org.admins.deleteText', { name: open.account.name, email: open.account.email })}
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
