import { Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { CatalogueUnit } from '@/contract/schemas/courses';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { SelectInput } from '@/src/components/select-input';
import { TextInput } from '@/src/components/text-input';
import { showSnackbar } from '@/src/lib/snackbar';
import { useCreateUnit, useUpdateUnit } from '../api/catalogue-mutations';
import { type SaveFailure, saveFailure } from '../lib/field-errors';

const levels = [1, 2, 3, 4, 5] as const;

/** A new unit at the end of the course, or a unit's name, colour level and description edited. */
export function UnitFormDialog({ courseId, unit, onClose }: { courseId: string; unit?: CatalogueUnit; onClose: () => void }) {
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
    if (!name.trim()) return setFailure({ fields: { name: 'Give the unit a name' } });
    const body = { name, level, description };
    const handlers = {
      onSuccess: () => {
        showSnackbar(unit ? 'Unit saved' : `Unit ${name.trim()} added`);
        onClose();
      },
      onError: (error: unknown) => setFailure(saveFailure(error)),
    };
    if (unit) update.mutate({ id: unit._id, body }, handlers);
    else create.mutate({ courseId, body }, handlers);
  };

  return (
    <FormDialog
      title={unit ? `Edit ${unit.name}` : 'New unit'}
      onClose={onClose}
      size="md"
      onSubmit={submit}
      submitLabel={unit ? 'Save unit' : 'Add unit'}
      pending={pending}
      loadingText="Saving…"
      failure={{ title: 'The unit was not saved', message: failure.message }}
    >
      <FormField label="Unit name" error={failure.fields.name} required>
        <TextInput value={name} maxLength={200} onChange={(e) => setName(e.currentTarget.value)} />
      </FormField>
      <FormField label="Colour level (1–5)" error={failure.fields.level}>
        <SelectInput value={level} onChange={(e) => setLevel(Number(e.currentTarget.value))}>
          {levels.map((l) => (
            <option key={l} value={l}>
              Level {l}
            </option>
          ))}
        </SelectInput>
      </FormField>
      <FormField label="Description" error={failure.fields.description}>
        <Textarea value={description} maxLength={4000} rows={3} onChange={(e) => setDescription(e.currentTarget.value)} />
      </FormField>
    </FormDialog>
  );
}
