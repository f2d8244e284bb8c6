import { Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { CatalogueUnit } from '@/contract/schemas/courses';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { SelectInput } from '@/src/components/select-input';
import { TextInput } from '@/src/components/text-input';
import { useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useCreateUnit, useUpdateUnit } from '../api/catalogue-mutations';
import { type SaveFailure, saveFailure } from '../lib/field-errors';

const levels = [1, 2, 3, 4, 5] as const;

/** A new unit at the end of the course, or a unit's name, colour level and description edited. */
export function UnitFormDialog({ courseId, unit, onClose }: { courseId: string; unit?: CatalogueUnit; onClose: () => void }) {
  const t = useT();
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const [name, setName] = useState(unit?.name ?? '');
  const [level, setLevel] = useState(unit?.level ?? 1);
  const [description, setDescription] = useState(unit?.description ?? '');
  const [failure, setFailure] = useState<SaveFailure>({ fields: {} });
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!name.trim()) return setFailure({ fields: { name: t('courses.unitForm.nameRequired') } });
    const body = { name, level, description };
    const handlers = {
      onSuccess: () => {
        showSnackbar(unit ? t('courses.unitForm.saved') : t('courses.unitForm.added', { name: name.trim() }));
        onClose();
      },
      onError: (error: unknown) => setFailure(saveFailure(error)),
    };
    if (unit) update.mutate({ id: unit._id, body }, handlers);
    else create.mutate({ courseId, body }, handlers);
  };

  return (
    <FormDialog
      title={unit ? t('courses.form.edit', { name: unit.name }) : t('courses.unitForm.new')}
      onClose={onClose}
      size="md"
      onSubmit={submit}
      submitLabel={t(unit ? 'courses.unitForm.save' : 'courses.unitForm.add')}
      pending={pending}
      loadingText={t('courses.saving')}
      failure={{ title: t('courses.unitForm.notSaved'), message: failure.message }}
    >
      <FormField label={t('courses.unitForm.name')} error={failure.fields.name} required>
        <TextInput value={name} maxLength={200} onChange={(e) => setName(e.currentTarget.value)} />
      </FormField>
      <FormField label={t('courses.unitForm.level')} error={failure.fields.level}>
        <SelectInput value={level} onChange={(e) => setLevel(Number(e.currentTarget.value))}>
          {levels.map((l) => (
            <option key={l} value={l}>
              {t('courses.level', { level: l })}
            </option>
          ))}
        </SelectInput>
      </FormField>
      <FormField label={t('courses.description')} error={failure.fields.description}>
        <Textarea value={description} maxLength={4000} rows={3} onChange={(e) => setDescription(e.currentTarget.value)} />
      </FormField>
    </FormDialog>
  );
}
