import { Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { DialogFrame } from '@/src/components/dialog-frame';
import { FormDialogActions } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { InlineAlert } from '@/src/components/inline-alert';
import { QueryBoundary } from '@/src/components/query-boundary';
import { NameOptions, SelectInput } from '@/src/components/select-input';
import { TextInput } from '@/src/components/text-input';
import type { AdminArea } from '@/src/lib/admin-area';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useCreateClass } from '../api/class-mutations';
import { useClassOptions } from '../api/classes';
import { type SaveFailure, saveFailure } from '../lib/field-errors';
import { RowsSkeleton } from './rows-skeleton';
import { TeacherOptions } from './teacher-options';

interface Props {
  area: AdminArea;
  schoolId: string;
  schoolName: string;
  onClose: () => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A new class: a course of the catalogue, for a grade section of the school, taught by one of its
 * teachers. One dialog from the start (its body loads the choices): swapping a loading dialog for
 * another would hand the focus back to the page, which closes the new one.
 */
export function ClassFormDialog({ area, schoolId, schoolName, onClose }: Props) {
  const t = useT();
  const create = useCreateClass();
  const formId = useId();
  return (
    <DialogFrame
      title={t('courses.classForm.title', { school: schoolName })}
      onClose={onClose}
      size="md"
      footer={
        <FormDialogActions
          onCancel={onClose}
          submitLabel={t('courses.classForm.create')}
          pending={create.isPending}
          loadingText={t('courses.classForm.creating')}
          form={formId}
        />
      }
    >
      <QueryBoundary what={t('courses.classForm.what')} skeleton={<RowsSkeleton label={t('courses.classForm.loading')} gap="3" />}>
        <ClassForm formId={formId} area={area} schoolId={schoolId} create={create} onClose={onClose} />
      </QueryBoundary>
    </DialogFrame>
  );
}

function ClassForm({
  formId,
  area,
  schoolId,
  create,
  onClose,
}: {
  formId: string;
  area: AdminArea;
  schoolId: string;
  create: ReturnType<typeof useCreateClass>;
  onClose: () => void;
}) {
  const t = useT();
  const { data: options } = useClassOptions(schoolId);
  const navigate = useNavigate();
  const [courseId, setCourseId] = useState('');
  const [gradeSectionId, setGradeSectionId] = useState('');
  const [teacherId, setTeacherId] = useState('');
  const [startDate, setStartDate] = useState(today);
  const [failure, setFailure] = useState<SaveFailure>({ fields: {} });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const fields: Record<string, string> = {};
    if (!courseId) fields.courseId = t('courses.classForm.courseRequired');
    if (!gradeSectionId) fields.gradeSectionId = t('courses.classForm.sectionRequired');
    if (!teacherId) fields.teacherId = t('courses.classForm.teacherRequired');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) fields.startDate = t('courses.classForm.dateRequired');
    if (Object.keys(fields).length > 0) return setFailure({ fields });
    create.mutate(
      { schoolId, body: { courseId, gradeSectionId, teacherId, startDate } },
      {
        onSuccess: (cls) => {
          showSnackbar(t('courses.classForm.created', { class: `${cls._course.name} · ${cls.gradeSection.name}` }));
          onClose();
          void navigate({ to: '/$area/classes/$classId', params: { area, classId: cls._id } });
        },
        onError: (error) => setFailure(saveFailure(error)),
      },
    );
  };

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        {failure.message && <InlineAlert title={t('courses.classForm.notCreated')}>{failure.message}</InlineAlert>}
        {options.teachers.length === 0 && <Text color="fg.muted">{t('courses.classForm.noTeachers')}</Text>}
        <FormField label={t('courses.classForm.course')} error={failure.fields.courseId} required>
          <SelectInput value={courseId} onChange={(e) => setCourseId(e.currentTarget.value)}>
            <option value="">{t('courses.classForm.chooseCourse')}</option>
            <NameOptions items={options.courses} />
          </SelectInput>
        </FormField>
        <FormField label={t('courses.classForm.section')} error={failure.fields.gradeSectionId} required>
          <SelectInput value={gradeSectionId} onChange={(e) => setGradeSectionId(e.currentTarget.value)}>
            <option value="">{t('courses.classForm.chooseSection')}</option>
            {options.gradeSections.map((g) => (
              <option key={g._id} value={g._id}>
                {g.name} ({g.grade})
              </option>
            ))}
          </SelectInput>
        </FormField>
        <FormField label={t('courses.classForm.teacher')} error={failure.fields.teacherId} required>
          <SelectInput value={teacherId} onChange={(e) => setTeacherId(e.currentTarget.value)}>
            <option value="">{t('courses.classForm.chooseTeacher')}</option>
            <TeacherOptions teachers={options.teachers} />
          </SelectInput>
        </FormField>
        <FormField label={t('courses.classForm.startDate')} error={failure.fields.startDate} required>
          <TextInput type="date" value={startDate} onChange={(e) => setStartDate(e.currentTarget.value)} />
        </FormField>
      </Stack>
    </form>
  );
}
