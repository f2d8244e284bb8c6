import { Button, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { TeacherDetail } from '@/contract/schemas/admin-people';
import { ConfirmDialog } from '@/src/components/confirm-dialog';

import { DialogFrame } from '@/src/components/dialog-frame';
import { EmptyState } from '@/src/components/empty-state';
import { PageHeader } from '@/src/components/page-header';
import type { AdminArea } from '@/src/lib/admin-area';
import { showSnackbar } from '@/src/lib/snackbar';
import { useSchoolOptions } from '../api/school-options';
import {
  useAddTeacherSchool,
  useDeleteTeacher,
  useRemoveTeacherSchool,
  useTeacher,
  useTeacherStatus,
  useUpdateTeacher,
} from '../api/teachers';
import { formatDate } from '../lib/format';
import { AccountFormDialog } from './account-form-dialog';
import { DetailCrumbs, DetailError, DetailPending, DetailSection, Fact } from './detail-parts';
import { OutsideReachNotice } from './outside-reach-notice';
import { StatusBadge } from './status-badge';

type Dialog = 'edit' | 'deactivate' | 'delete' | 'add-school' | { remove: { _id: string; name: string } } | null;

/** `/admin/teachers/$teacherId` and `/sup-admin/…`: one teacher, their schools and classes (read-only), and their account. */
export function TeacherPage({ area, teacherId }: { area: AdminArea; teacherId: string }) {
  const { data: teacher } = useTeacher(teacherId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const status = useTeacherStatus(teacherId);
  const remove = useRemoveTeacherSchool(teacherId);
  const close = () => setDialog(null);
  return (
    <>
      <DetailCrumbs area={area} kind="teacher" name={teacher.name} />
      <PageHeader
        title={teacher.name}
        description={teacher.email}
        actions={
          <HStack gap="2" wrap="wrap">
            <StatusBadge deactivated={teacher.disabled} />
            <Button variant="outline" disabled={!teacher.manageable} onClick={() => setDialog('edit')}>
              Edit
            </Button>
            {teacher.disabled ? (
              <Button variant="outline" disabled={!teacher.manageable} loading={status.isPending} onClick={() => status.mutate(true)}>
                Reactivate
              </Button>
            ) : (
              <Button variant="outline" disabled={!teacher.manageable} onClick={() => setDialog('deactivate')}>
                Deactivate
              </Button>
            )}
            <Button variant="outline" colorPalette="red" disabled={!teacher.manageable} onClick={() => setDialog('delete')}>
              Delete
            </Button>
          </HStack>
        }
      />
      <Stack gap="4">
        {!teacher.manageable && <OutsideReachNotice kind="teacher" count={teacher.otherSchoolCount} />}
        <DetailSection
          title="Schools"
          actions={
            <Button size="sm" variant="outline" onClick={() => setDialog('add-school')}>
              Add to a school
            </Button>
          }
        >
          {teacher.schools.length === 0 ? (
            <Text color="fg.muted">Not in any of your schools.</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {teacher.schools.map((s) => (
                <HStack as="li" key={s._id} justify="space-between" gap="3">
                  <Text>{s.name}</Text>
                  <Button size="sm" variant="ghost" aria-label={`Remove from ${s.name}`} onClick={() => setDialog({ remove: s })}>
                    Remove
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </DetailSection>
        <DetailSection title="Classes">
          <ClassList teacher={teacher} />
        </DetailSection>
        <DetailSection title="Account">
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
            <Fact label="Status">{teacher.disabled ? 'Deactivated: cannot sign in' : 'Active'}</Fact>
            <Fact label="Joined">{formatDate(teacher.createdAt)}</Fact>
          </SimpleGrid>
        </DetailSection>
      </Stack>

      {dialog === 'edit' && <EditTeacher teacher={teacher} onClose={close} />}
      {dialog === 'add-school' && <AddSchoolDialog teacher={teacher} onClose={close} />}
      {dialog === 'delete' && <DeleteTeacher area={area} teacher={teacher} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'deactivate'}
        title={`Deactivate ${teacher.name}?`}
        cancel={{ label: 'Cancel', onClick: close }}
        confirm={{ label: 'Deactivate', onClick: () => status.mutate(false, { onSettled: close }) }}
        onDismiss={close}
      >
        They can no longer sign in, and every session they have open ends now. Their classes, grades and records stay; you can reactivate
        them later.
      </ConfirmDialog>
      <ConfirmDialog
        open={typeof dialog === 'object' && dialog !== null}
        title={`Remove ${teacher.name} from ${typeof dialog === 'object' && dialog ? dialog.remove.name : 'the school'}?`}
        cancel={{ label: 'Cancel', onClick: close }}
        confirm={{
          label: 'Remove',
          onClick: () => typeof dialog === 'object' && dialog && remove.mutate(dialog.remove._id, { onSettled: close }),
        }}
        onDismiss={close}
      >
        They will no longer see this school. A teacher who still teaches classes there cannot be removed: give those classes another teacher
        first.
      </ConfirmDialog>
    </>
  );
}

function ClassList({ teacher }: { teacher: TeacherDetail }) {
  if (teacher.classes.length === 0) return <Text color="fg.muted">Teaches no class in your schools.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Classes taught">
      {teacher.classes.map((c) => (
        <Stack as="li" key={c._id} gap="0">
          <Text fontWeight="medium">
            {c.course} · {c.gradeSection}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {c.school.name} · {c.studentCount} {c.studentCount === 1 ? 'student' : 'students'} · since {formatDate(c.startDate)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

function EditTeacher({ teacher, onClose }: { teacher: TeacherDetail; onClose: () => void }) {
  const save = useUpdateTeacher(teacher._id);
  return <AccountFormDialog title="Edit teacher" initial={{ name: teacher.name, email: teacher.email }} save={save} onClose={onClose} />;
}

/** Delete, saying first what happens: refused while they teach (the classes named), else the account goes for good. */
function DeleteTeacher({ area, teacher, onClose }: { area: AdminArea; teacher: TeacherDetail; onClose: () => void }) {
  const remove = useDeleteTeacher(teacher._id);
  const navigate = useNavigate();
  if (teacher.classes.length > 0) {
    return (
      <DialogFrame title={`${teacher.name} still teaches`} size="sm" onClose={onClose} footer={<Button onClick={onClose}>Close</Button>}>
        <Text mb="2">A teacher with classes cannot be deleted. Give these classes another teacher first, or deactivate the account:</Text>
        <Stack as="ul" ps="5">
          {teacher.classes.map((c) => (
            <li key={c._id}>
              {c.course} · {c.gradeSection} ({c.school.name})
            </li>
          ))}
        </Stack>
      </DialogFrame>
    );
  }
  return (
    <ConfirmDialog
      open
      title={`Delete ${teacher.name}?`}
      cancel={{ label: 'Cancel', onClick: onClose }}
      confirm={{
        label: 'Delete teacher',
        onClick: () =>
          remove.mutate(undefined, {
            onSuccess: () => {
              showSnackbar(`${teacher.name} was deleted`);
              void navigate({ to: '/$area/teachers', params: { area } });
            },
            onError: onClose,
          }),
      }}
      onDismiss={onClose}
    >
      This removes their account and their membership of {teacher.schools.length === 1 ? 'their school' : 'their schools'} for good; they
      teach no class. To keep the account but end their access, deactivate it instead.
    </ConfirmDialog>
  );
}

function AddSchoolDialog({ teacher, onClose }: { teacher: TeacherDetail; onClose: () => void }) {
  const { data: schools } = useSchoolOptions();
  const add = useAddTeacherSchool(teacher._id);
  const choices = schools.filter((s) => !teacher.schools.some((t) => t._id === s._id));
  const [schoolId, setSchoolId] = useState(choices[0]?._id ?? '');
  const selectId = useId();
  return (
    <DialogFrame
      title="Add to a school"
      size="sm"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (schoolId) add.mutate(schoolId, { onSuccess: onClose });
      }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!schoolId} loading={add.isPending}>
            Add
          </Button>
        </>
      }
    >
      {choices.length === 0 ? (
        <EmptyState icon={null} title="Already in all your schools" />
      ) : (
        <Stack gap="1.5">
          <label htmlFor={selectId}>School</label>
          <NativeSelect.Root>
            <NativeSelect.Field id={selectId} value={schoolId} onChange={(e) => setSchoolId(e.currentTarget.value)}>
              {choices.map((s) => (
                <option key={s._id} value={s._id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
      )}
    </DialogFrame>
  );
}

export const TeacherPending = DetailPending;

export function TeacherError({ area, ...props }: ErrorComponentProps & { area: AdminArea }) {
  return <DetailError {...props} area={area} kind="teacher" />;
}
