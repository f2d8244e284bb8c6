import { Button, Link as ChakraLink, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ChildRef, ParentDetail } from '@/contract/schemas/admin-people';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { DialogFrame } from '@/src/components/dialog-frame';
import { PageHeader } from '@/src/components/page-header';
import type { AdminArea } from '@/src/lib/admin-area';
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
              Edit
            </Button>
            {parent.disabled ? (
              <Button variant="outline" disabled={!parent.manageable} loading={status.isPending} onClick={() => status.mutate(true)}>
                Reactivate
              </Button>
            ) : (
              <Button variant="outline" disabled={!parent.manageable} onClick={() => setDialog('deactivate')}>
                Deactivate
              </Button>
            )}
            <Button variant="outline" colorPalette="red" disabled={!parent.manageable} onClick={() => setDialog('delete')}>
              Delete
            </Button>
          </HStack>
        }
      />
      <Stack gap="4">
        {!parent.manageable && <OutsideReachNotice kind="parent" count={parent.otherChildCount} />}
        <DetailSection
          title="Children"
          actions={
            <Button size="sm" variant="outline" onClick={() => setDialog('link')}>
              Link a child
            </Button>
          }
        >
          {parent.children.length === 0 ? (
            <Text color="fg.muted">Not linked to any of your students.</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Linked children">
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
                    aria-label={`Unlink ${childName(c)}`}
                    onClick={() => setDialog({ unlink: c })}
                  >
                    Unlink
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </DetailSection>
        <DetailSection title="Account">
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
            <Fact label="Status">{parent.disabled ? 'Deactivated: cannot sign in' : 'Active'}</Fact>
            <Fact label="Created">{formatDate(parent.createdAt)}</Fact>
          </SimpleGrid>
        </DetailSection>
      </Stack>

      {dialog === 'edit' && <EditParent parent={parent} onClose={close} />}
      {dialog === 'link' && <LinkChildDialog parent={parent} onClose={close} />}
      {dialog === 'delete' && <DeleteParent area={area} parent={parent} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'deactivate'}
        title={`Deactivate ${parent.name}?`}
        cancel={{ label: 'Cancel', onClick: close }}
        confirm={{ label: 'Deactivate', onClick: () => status.mutate(false, { onSettled: close }) }}
        onDismiss={close}
      >
        They can no longer sign in, and every session they have open ends now. Their links to their children stay; you can reactivate them
        later.
      </ConfirmDialog>
      <ConfirmDialog
        open={unlinking !== null}
        title={`Unlink ${unlinking ? childName(unlinking) : 'the child'}?`}
        cancel={{ label: 'Cancel', onClick: close }}
        confirm={{ label: 'Unlink', onClick: () => unlinking && unlink.mutate(unlinking._id, { onSettled: close }) }}
        onDismiss={close}
      >
        {parent.name} will no longer see this child's progress and grades. The child's record does not change.
        {parent.children.length === 1 && parent.otherChildCount === 0 ? ' This is their only linked child.' : ''}
      </ConfirmDialog>
    </>
  );
}

function EditParent({ parent, onClose }: { parent: ParentDetail; onClose: () => void }) {
  const save = useUpdateParent(parent._id);
  return <AccountFormDialog title="Edit parent" initial={{ name: parent.name, email: parent.email }} save={save} onClose={onClose} />;
}

function LinkChildDialog({ parent, onClose }: { parent: ParentDetail; onClose: () => void }) {
  const link = useLinkChild(parent._id);
  return (
    <DialogFrame
      title={`Link a child to ${parent.name}`}
      size="md"
      onClose={onClose}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <StudentPicker
        action="Link"
        disabled={link.isPending}
        excluded={parent.children.map((c) => c._id)}
        onPick={(s) =>
          link.mutate(s._id, {
            onSuccess: () => {
              showSnackbar(`${s.firstName} ${s.lastName} is linked to ${parent.name}`);
              onClose();
            },
          })
        }
      />
    </DialogFrame>
  );
}

function DeleteParent({ area, parent, onClose }: { area: AdminArea; parent: ParentDetail; onClose: () => void }) {
  const remove = useDeleteParent(parent._id);
  const navigate = useNavigate();
  const count = parent.children.length;
  return (
    <ConfirmDialog
      open
      title={`Delete ${parent.name}?`}
      cancel={{ label: 'Cancel', onClick: onClose }}
      confirm={{
        label: 'Delete parent',
        onClick: () =>
          remove.mutate(undefined, {
            onSuccess: () => {
              showSnackbar(`${parent.name} was deleted`);
              void navigate({ to: '/$area/parents', params: { area } });
            },
            onError: onClose,
          }),
      }}
      onDismiss={onClose}
    >
      This removes their account and its {count === 1 ? 'link to 1 child' : `links to ${count} children`} for good. The children's records
      stay. To keep the account but end their access, deactivate it instead.
    </ConfirmDialog>
  );
}

export const ParentPending = DetailPending;

export function ParentError({ area, ...props }: ErrorComponentProps & { area: AdminArea }) {
  return <DetailError {...props} area={area} kind="parent" />;
}
