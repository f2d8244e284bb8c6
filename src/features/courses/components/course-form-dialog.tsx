import { Textarea } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { CatalogueCourse } from '@/contract/schemas/courses';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { TextInput } from '@/src/components/text-input';
import type { AdminArea } from '@/src/lib/admin-area';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useCreateCourse, useUpdateCourse } from '../api/catalogue-mutations';
import { type SaveFailure, saveFailure } from '../lib/field-errors';

/** New course (then its page opens), or the course's name, grade band and description edited. */
export function CourseFormDialog({ area, course, onClose }: { area: AdminArea; course?: CatalogueCourse; onClose: () => void }) {
  const t = useT();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const navigate = useNavigate();
  const [name, setName] = useState(course?.name ?? '');
  const [gradeBand, setGradeBand] = useState(course?.gradeBand ?? '');
  const [description, setDescription] = useState(course?.description ?? '');
  const [failure, setFailure] = useState<SaveFailure>({ fields: {} });
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!name.trim()) return setFailure({ fields: { name: t('courses.form.nameRequired') } });
    const body = { name, gradeBand, description };
    const onError = (error: unknown) => setFailure(saveFailure(error));
    if (course) {
      update.mutate(
        { id: course._id, body },
        {
          onSuccess: () => {
            showSnackbar(t('courses.form.saved'));
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (created) => {
          showSnackbar(t('courses.form.added', { name: created.name }));
          onClose();
          void navigate({ to: '/$area/courses/$courseId', params: { area, courseId: created._id } });
        },
        onError,
      });
    }
  };

  return (
    <FormDialog
      title={course ? t('courses.form.edit', { name: course.name }) : t('courses.catalogue.new')}
      onClose={onClose}
      size="md"
      onSubmit={submit}
      submitLabel={t(course ? 'courses.form.save' : 'courses.form.add')}
      pending={pending}
      loadingText={t('courses.saving')}
      failure={{ title: t('courses.form.notSaved'), message: failure.message }}
    >
      <FormField label={t('courses.name')} error={failure.fields.name} required>
        <TextInput value={name} maxLength={200} onChange={(e) => setName(e.currentTarget.value)} />
      </FormField>
      <FormField label={t('courses.form.gradeBand')} error={failure.fields.gradeBand}>
        <TextInput value={gradeBand} maxLength={40} onChange={(e) => setGradeBand(e.currentTarget.value)} />
      </FormField>
      <FormField label={t('courses.description')} error={failure.fields.description}>
        <Textarea value={description} maxLength={4000} rows={4} onChange={(e) => setDescription(e.currentTarget.value)} />
      </FormField>
    </FormDialog>
  );
}
