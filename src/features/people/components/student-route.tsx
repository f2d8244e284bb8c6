import { Button, Link as ChakraLink, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { ParentCreated, StudentDetail } from '@/contract/schemas/admin-people';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { DialogFrame } from '@/src/components/dialog-frame';
import { PageHeader } from '@/src/components/page-header';
import { TemporaryPasswordDialog } from '@/src/components/temporary-password-dialog';
import type { AdminArea } from '@/src/lib/admin-area';
import { useT } from '@/src/lib/i18n/use-t';
import { useSchoolOptions } from '../api/school-options';
import { useStudent, useStudentStatus, useUpdateStudent } from '../api/students';
import { formatDate } from '../lib/format';
import { DetailCrumbs, DetailError, DetailPending, DetailSection, Fact } from './detail-parts';
import { ParentCreateDialog } from './parent-create-dialog';
import { StatusBadge } from './status-badge';
import { StudentFormDialog } from './student-form-dialog';

type Dialog = 'edit' | 'move' | 'deactivate' | 'add-parent' | null;

/** The student as the parent picker lists them, to link a new parent to them from the start. */
const asListed = (s: StudentDetail) => ({
  _id: s._id,
  firstName: s.firstName,
  lastName: s.lastName,
  studentNumber: s.studentNumber,
  school: s.school,
  gradeSection: s.gradeSection?.name ?? null,
  deactivatedAt: s.deactivatedAt,
  deletionDueAt: s.deletionDueAt,
});

/**
 * `/admin/students/$studentId` and `/sup-admin/…`: one student, their parents and classes. Deleting
 * a student is the privacy deletion request (with its grace period), linked from here.
 */
export function StudentPage({ area, studentId }: { area: AdminArea; studentId: string }) {
  const t = useT();
  const { data: student } = useStudent(studentId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [created, setCreated] = useState<ParentCreated | null>(null);
  const status = useStudentStatus(studentId);
  const close = () => setDialog(null);
  const name = `${student.firstName} ${student.lastName}`;
  return (
    <>
      <DetailCrumbs area={area} kind="student" name={name} />
      <PageHeader
        title={name}
        description={`${student.studentNumber} · ${student.school.name}`}
        actions={
          <HStack gap="2" wrap="wrap">
            <StatusBadge deactivated={student.deactivatedAt !== null} label={t('people.student.leftBadge')} />
            {student.deletionDueAt && <StatusBadge deactivated label={t('people.students.deletionPending')} />}
            <Button variant="outline" onClick={() => setDialog('edit')}>
              {t('people.edit')}
            </Button>
            <Button variant="outline" onClick={() => setDialog('move')}>
              {t('people.student.moveSection')}
            </Button>
            {student.deactivatedAt ? (
              <Button variant="outline" loading={status.isPending} onClick={() => status.mutate(true)}>
                {t('people.reactivate')}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => setDialog('deactivate')}>
                {t('people.deactivate')}
              </Button>
            )}
          </HStack>
        }
      />
      <Stack gap="4">
        <DetailSection title={t('people.student.details')}>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
            <Fact label={t('people.student.number')}>{student.studentNumber}</Fact>
            <Fact label={t('people.school')}>{student.school.name}</Fact>
            <Fact label={t('people.gradeSection')}>{student.gradeSection?.name ?? t('people.noneYet')}</Fact>
            <Fact label={t('people.status')}>
              {student.deactivatedAt ? t('people.student.leftOn', { date: formatDate(student.deactivatedAt) }) : t('people.student.onRoll')}
            </Fact>
            <Fact label={t('people.student.added')}>{formatDate(student.createdAt)}</Fact>
          </SimpleGrid>
        </DetailSection>
        <DetailSection
          title={t('people.student.parents')}
          actions={
            <Button size="sm" variant="outline" onClick={() => setDialog('add-parent')}>
              {t('people.student.addParent')}
            </Button>
          }
        >
          {student.parents.length === 0 ? (
            <Text color="fg.muted">{t('people.student.noParent')}</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {student.parents.map((p) => (
                <HStack as="li" key={p._id} gap="2" wrap="wrap">
                  <ChakraLink asChild fontWeight="medium">
                    <Link to="/$area/parents/$parentId" params={{ area, parentId: p._id }}>
                      {p.name}
                    </Link>
                  </ChakraLink>
                  <Text color="fg.muted" fontSize="sm">
                    {p.email}
                  </Text>
                  <StatusBadge deactivated={p.disabled} />
                </HStack>
              ))}
            </Stack>
          )}
        </DetailSection>
        <DetailSection title={t('people.classes')}>
          {student.classes.length === 0 ? (
            <Text color="fg.muted">{t('people.student.noClass')}</Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {student.classes.map((c) => (
                <Text as="li" key={c._id}>
                  {c.course}{' '}
                  <Text as="span" color="fg.muted">
                    · {c.teacher}
                  </Text>
                </Text>
              ))}
            </Stack>
          )}
        </DetailSection>
        <DetailSection title={t('people.student.privacy')}>
          <Stack gap="2" align="start">
            <Text>{t('people.student.privacyText')}</Text>
            <Button asChild variant="outline" size="sm">
              <Link to="/$area/privacy/$studentId" params={{ area, studentId: student._id }}>
                <ShieldCheck aria-hidden /> {t('people.student.privacy')}
              </Link>
            </Button>
          </Stack>
        </DetailSection>
      </Stack>

      {dialog === 'edit' && <StudentFormDialog student={student} onClose={close} />}
      {dialog === 'move' && <MoveSectionDialog student={student} onClose={close} />}
      {dialog === 'add-parent' && (
        <ParentCreateDialog
          initialChildren={[asListed(student)]}
          onClose={close}
          onCreated={(answer) => {
            close();
            setCreated(answer);
          }}
        />
      )}
      {created && (
        <TemporaryPasswordDialog
          accountLabel={`${created.parent.name} (${created.parent.email})`}
          password={created.temporaryPassword}
          onClose={() => setCreated(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'deactivate'}
        title={t('people.deactivateTitle', { name })}
        cancel={{ label: t('people.cancel'), onClick: close }}
        confirm={{ label: t('people.deactivate'), onClick: () => status.mutate(false, { onSettled: close }) }}
        onDismiss={close}
      >
        {t('people.student.deactivateText')}
      </ConfirmDialog>
    </>
  );
}

function MoveSectionDialog({ student, onClose }: { student: StudentDetail; onClose: () => void }) {
  const t = useT();
  const { data: schools } = useSchoolOptions();
  const update = useUpdateStudent(student._id);
  const sections = schools.find((s) => s._id === student.school._id)?.gradeSections ?? [];
  const [sectionId, setSectionId] = useState(student.gradeSection?._id ?? '');
  const selectId = useId();
  return (
    <DialogFrame
      title={t('people.student.moveTitle')}
      size="sm"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ gradeSectionId: sectionId || null }, { onSuccess: onClose });
      }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('people.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('people.student.move')}
          </Button>
        </>
      }
    >
      <Stack gap="1.5">
        <label htmlFor={selectId}>{t('people.student.sectionAt', { school: student.school.name })}</label>
        <NativeSelect.Root>
          <NativeSelect.Field id={selectId} value={sectionId} onChange={(e) => setSectionId(e.currentTarget.value)}>
            <option value="">{t('people.none')}</option>
            {sections.map((g) => (
              <option key={g._id} value={g._id}>
                {g.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('people.student.moveHint')}
        </Text>
      </Stack>
    </DialogFrame>
  );
}

export const StudentPending = DetailPending;

export function StudentError({ area, ...props }: ErrorComponentProps & { area: AdminArea }) {
  return <DetailError {...props} area={area} kind="student" />;
}
