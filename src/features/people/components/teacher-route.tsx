import { Button, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { TeacherDetail } from '@/contract/schemas/admin-people';
import { ConfirmDialog } from '@/src/components/confirm-dialog';

import { DialogFrame } from '@/src/components/dialog-frame';
import { EmptyState } from '@/src/components/empty-state';
import { PageHeader } from '@/src/components/page-header';
import type { AdminArea } from '@/src/lib/admin-area';
import { useT } from '@/src/lib/i18n/use-t';
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
  const t = useT();
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
              {t('people.edit')}
            </Button>
            {teacher.disabled ? (
              <Button variant="outline" disabled={!teacher.manageable} loading={status.isPending} onClick={() => status.mutate(true)}>
                {t('people.reactivate')}
              </Button>
            ) : (
              <Button variant="outline" disabled={!teacher.manageable} onClick={() => setDialog('deactivate')}>
                {t('people.deactivate')}
              </Button>
            )}
            <Button variant="outline" colorPalette="red" disabled={!teacher.manageable} onClick={() => setDialog('delete')}>
              {t('people.delete')}
            </Button>
          </HStack>
        }
      />
      <Stack gap="4">
        {!teacher.manageable && <OutsideReachNotice kind="teacher" count={teacher.otherSchoolCount} />}
        <DetailSection
          title={t('people.schools')}
          actions={
            <Button size="sm" variant="outline" onClick={() => setDialog('add-school')}>
              {t('people.teacher.addToSchool')}
            </Button>
          }
        >
          {teacher.schools.length === 0 ? (
            <Text color="fg.muted">{t('people.teacher.noSchool')}</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {teacher.schools.map((s) => (
                <HStack as="li" key={s._id} justify="space-between" gap="3">
                  <Text>{s.name}</Text>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('people.teacher.removeFrom', { school: s.name })}
                    onClick={() => setDialog({ remove: s })}
                  >
                    {t('people.remove')}
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </DetailSection>
        <DetailSection title={t('people.classes')}>
          <ClassList teacher={teacher} />
        </DetailSection>
        <DetailSection title={t('people.account')}>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
            <Fact label={t('people.status')}>{teacher.disabled ? t('people.deactivatedNoSignIn') : t('people.active')}</Fact>
            <Fact label={t('people.joined')}>{formatDate(teacher.createdAt)}</Fact>
          </SimpleGrid>
        </DetailSection>
      </Stack>

      {dialog === 'edit' && <EditTeacher teacher={teacher} onClose={close} />}
      {dialog === 'add-school' && <AddSchoolDialog teacher={teacher} onClose={close} />}
      {dialog === 'delete' && <DeleteTeacher area={area} teacher={teacher} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'deactivate'}
        title={t('people.deactivateTitle', { name: teacher.name })}
        cancel={{ label: t('people.cancel'), onClick: close }}
        confirm={{ label: t('people.deactivate'), onClick: () => status.mutate(false, { onSettled: close }) }}
        onDismiss={close}
      >
        {t('people.teacher.deactivateText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={typeof dialog === 'object' && dialog !== null}
        title={t('people.teacher.removeTitle', {
          name: teacher.name,
          school: typeof dialog === 'object' && dialog ? dialog.remove.name : t('people.teacher.theSchool'),
        })}
        cancel={{ label: t('people.cancel'), onClick: close }}
        confirm={{
          label: t('people.remove'),
          onClick: () => typeof dialog === 'object' && dialog && remove.mutate(dialog.remove._id, { onSettled: close }),
        }}
        onDismiss={close}
      >
        {t('people.teacher.removeText')}
      </ConfirmDialog>
    </>
  );
}

function ClassList({ teacher }: { teacher: TeacherDetail }) {
  const t = useT();
  if (teacher.classes.length === 0) return <Text color="fg.muted">{t('people.teacher.noClasses')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('people.teacher.classesTaught')}>
      {teacher.classes.map((c) => (
        <Stack as="li" key={c._id} gap="0">
          <Text fontWeight="medium">
            {c.course} · {c.gradeSection}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('people.teacher.classLine', { school: c.school.name, count: c.studentCount, date: formatDate(c.startDate) })}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

function EditTeacher({ teacher, onClose }: { teacher: TeacherDetail; onClose: () => void }) {
  const t = useT();
  const save = useUpdateTeacher(teacher._id);
  return (
    <AccountFormDialog
      title={t('people.teacher.editTitle')}
      initial={{ name: teacher.name, email: teacher.email }}
      save={save}
      onClose={onClose}
    />
  );
}

/** Delete, saying first what happens: refused while they teach (the classes named), else the account goes for good. */
function DeleteTeacher({ area, teacher, onClose }: { area: AdminArea; teacher: TeacherDetail; onClose: () => void }) {
  const t = useT();
  const remove = useDeleteTeacher(teacher._id);
  const navigate = useNavigate();
  if (teacher.classes.length > 0) {
    return (
      <DialogFrame
        title={t('people.teacher.stillTeaches', { name: teacher.name })}
        size="sm"
        onClose={onClose}
        footer={<Button onClick={onClose}>{t('people.close')}</Button>}
      >
        <Text mb="2">{t('people.teacher.stillTeachesText')}</Text>
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
      title={t('people.deleteTitle', { name: teacher.name })}
      cancel={{ label: t('people.cancel'), onClick: onClose }}
      confirm={{
        label: t('people.teacher.deleteConfirm'),
        onClick: () =>
          remove.mutate(undefined, {
            onSuccess: () => {
              showSnackbar(t('people.wasDeleted', { name: teacher.name }));
              void navigate({ to: '/$area/teachers', params: { area } });
            },
            onError: onClose,
          }),
      }}
      onDismiss={onClose}
    >
      {t('people.teacher.deleteText', { schools: teacher.schools.length })}
    </ConfirmDialog>
  );
}

function AddSchoolDialog({ teacher, onClose }: { teacher: TeacherDetail; onClose: () => void }) {
  const t = useT();
  const { data: schools } = useSchoolOptions();
  const add = useAddTeacherSchool(teacher._id);
  const choices = schools.filter((s) => !teacher.schools.some((own) => own._id === s._id));
  const [schoolId, setSchoolId] = useState(choices[0]?._id ?? '');
  const selectId = useId();
  return (
    <DialogFrame
      title={t('people.teacher.addToSchool')}
      size="sm"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (schoolId) add.mutate(schoolId, { onSuccess: onClose });
      }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('people.cancel')}
          </Button>
          <Button type="submit" disabled={!schoolId} loading={add.isPending}>
            {t('people.add')}
          </Button>
        </>
      }
    >
      {choices.length === 0 ? (
        <EmptyState icon={null} title={t('people.teacher.allSchoolsAlready')} />
      ) : (
        <Stack gap="1.5">
          <label htmlFor={selectId}>{t('people.school')}</label>
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
