import { Button, Link as ChakraLink, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ChildRef, ParentDetail } from '@/contract/schemas/admin-people';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { DialogFrame } from '@/src/components/dialog-frame';
import { PageHeader } from '@/src/components/page-header';
import type { AdminArea } from '@/src/lib/admin-area';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useDeleteParent, useLinkChild, useParent, useParentStatus, useUnlinkChild, useUpdateParent } from '../api/parents';
import { formatDate } from '../lib/format';
import { AccountFormDialog } from './account-form-dialog';
import { DetailCrumbs, DetailError, DetailPending, DetailSection, Fact } from './detail-parts';
import { OutsideReachNotice } from './outside-reach-notice';
import { StatusBadge } from './status-badge';
import { StudentPicker } from './student-picker';

type Dialog = 'edit' | 'deactivate' | 'delete' | 'link' | { unlink: ChildRef } | null;

const childName = (c: ChildRef) => `${c.firstName} ${c.lastName}`;

/** `/admin/parents/$parentId` and `/sup-admin/…`: one parent, the children they are linked to, and their account. */
export function ParentPage({ area, parentId }: { area: AdminArea; parentId: string }) {
  const t = useT();
  const { data: parent } = useParent(parentId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const status = useParentStatus(parentId);
  const unlink = useUnlinkChild(parentId);
  const close = () => setDialog(null);
  const unlinking = typeof dialog === 'object' && dialog !== null ? dialog.unlink : null;
  return (
    <>
      <DetailCrumbs area={area} kind="parent" name={parent.name} />
      <PageHeader
        title={parent.name}
        description={parent.email}
        actions={
          <HStack gap="2" wrap="wrap">
            <StatusBadge deactivated={parent.disabled} />
            <Button variant="outline" disabled={!parent.manageable} onClick={() => setDialog('edit')}>
              {t('people.edit')}
            </Button>
            {parent.disabled ? (
              <Button variant="outline" disabled={!parent.manageable} loading={status.isPending} onClick={() => status.mutate(true)}>
                {t('people.reactivate')}
              </Button>
            ) : (
              <Button variant="outline" disabled={!parent.manageable} onClick={() => setDialog('deactivate')}>
                {t('people.deactivate')}
              </Button>
            )}
            <Button variant="outline" colorPalette="red" disabled={!parent.manageable} onClick={() => setDialog('delete')}>
              {t('people.delete')}
            </Button>
          </HStack>
        }
      />
      <Stack gap="4">
        {!parent.manageable && <OutsideReachNotice kind="parent" count={parent.otherChildCount} />}
        <DetailSection
          title={t('people.parents.children')}
          actions={
            <Button size="sm" variant="outline" onClick={() => setDialog('link')}>
              {t('people.parent.linkChild')}
            </Button>
          }
        >
          {parent.children.length === 0 ? (
            <Text color="fg.muted">{t('people.parent.noChildren')}</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('people.parent.linkedChildren')}>
              {parent.children.map((c) => (
                <HStack as="li" key={c._id} justify="space-between" gap="3">
                  <Stack gap="0" minW="0">
                    <ChakraLink asChild fontWeight="medium">
                      <Link to="/$area/students/$studentId" params={{ area, studentId: c._id }}>
                        {childName(c)}
                      </Link>
                    </ChakraLink>
                    <Text fontSize="sm" color="fg.muted">
                      {[c.studentNumber, c.school.name, c.gradeSection].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="ghost"
                    minH="11"
                    aria-label={t('people.parent.unlinkName', { name: childName(c) })}
                    onClick={() => setDialog({ unlink: c })}
                  >
                    {t('people.unlink')}
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </DetailSection>
        <DetailSection title={t('people.account')}>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
            <Fact label={t('people.status')}>{parent.disabled ? t('people.deactivatedNoSignIn') : t('people.active')}</Fact>
            <Fact label={t('people.created')}>{formatDate(parent.createdAt)}</Fact>
          </SimpleGrid>
        </DetailSection>
      </Stack>

      {dialog === 'edit' && <EditParent parent={parent} onClose={close} />}
      {dialog === 'link' && <LinkChildDialog parent={parent} onClose={close} />}
      {dialog === 'delete' && <DeleteParent area={area} parent={parent} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'deactivate'}
        title={t('people.deactivateTitle', { name: parent.name })}
        cancel={{ label: t('people.cancel'), onClick: close }}
        confirm={{ label: t('people.deactivate'), onClick: () => status.mutate(false, { onSettled: close }) }}
        onDismiss={close}
      >
        {t('people.parent.deactivateText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={unlinking !== null}
        title={t('people.parent.unlinkTitle', { name: unlinking ? childName(unlinking) : t('people.parent.theChild') })}
        cancel={{ label: t('people.cancel'), onClick: close }}
        confirm={{ label: t('people.unlink'), onClick: () => unlinking && unlink.mutate(unlinking._id, { onSettled: close }) }}
        onDismiss={close}
      >
        {t('people.parent.unlinkText', { name: parent.name })}
        {parent.children.length === 1 && parent.otherChildCount === 0 ? ` ${t('people.parent.onlyChild')}` : ''}
      </ConfirmDialog>
    </>
  );
}

function EditParent({ parent, onClose }: { parent: ParentDetail; onClose: () => void }) {
  const t = useT();
  const save = useUpdateParent(parent._id);
  return (
    <AccountFormDialog
      title={t('people.parent.editTitle')}
      initial={{ name: parent.name, email: parent.email }}
      save={save}
      onClose={onClose}
    />
  );
}

function LinkChildDialog({ parent, onClose }: { parent: ParentDetail; onClose: () => void }) {
  const t = useT();
  const link = useLinkChild(parent._id);
  return (
    <DialogFrame
      title={t('people.parent.linkTitle', { name: parent.name })}
      size="md"
      onClose={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('people.close')}
        </Button>
      }
    >
      <StudentPicker
        action={t('people.link')}
        disabled={link.isPending}
        excluded={parent.children.map((c) => c._id)}
        onPick={(s) =>
          link.mutate(s._id, {
            onSuccess: () => {
              showSnackbar(t('people.parent.linked', { child: `${s.firstName} ${s.lastName}`, name: parent.name }));
              onClose();
            },
          })
        }
      />
    </DialogFrame>
  );
}

function DeleteParent({ area, parent, onClose }: { area: AdminArea; parent: ParentDetail; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteParent(parent._id);
  const navigate = useNavigate();
  const count = parent.children.length;
  return (
    <ConfirmDialog
      open
      title={t('people.deleteTitle', { name: parent.name })}
      cancel={{ label: t('people.cancel'), onClick: onClose }}
      confirm={{
        label: t('people.parent.deleteConfirm'),
        onClick: () =>
          remove.mutate(undefined, {
            onSuccess: () => {
              showSnackbar(t('people.wasDeleted', { name: parent.name }));
              void navigate({ to: '/$area/parents', params: { area } });
            },
            onError: onClose,
          }),
      }}
      onDismiss={onClose}
    >
      {t('people.parent.deleteText', { count })}
    </ConfirmDialog>
  );
}

export const ParentPending = DetailPending;

export function ParentError({ area, ...props }: ErrorComponentProps & { area: AdminArea }) {
  return <DetailError {...props} area={area} kind="parent" />;
}
