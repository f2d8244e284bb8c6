import { useState } from 'react';
import type { District } from '@/contract/schemas/sup-admin';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { TextInput } from '@/src/components/text-input';
import { useCreateDistrict, useUpdateDistrict } from '../api/organisation';
import { missingFields, savedThenClose, useFormSave } from '../lib/form-save';

/** Create a district (no `district`) or rename one. */
export function DistrictDialog({ district, onClose }: { district?: District; onClose: () => void }) {
  const create = useCreateDistrict();
  const update = useUpdateDistrict();
  const [name, setName] = useState(district?.name ?? '');
  const pending = create.isPending || update.isPending;
  const { errors, submit } = useFormSave({
    pending,
    missing: () => missingFields({ name: !name.trim() && 'Enter a name' }),
    save: (onError) => {
      const done = { onSuccess: savedThenClose(onClose), onError };
      if (district) update.mutate({ id: district._id, body: { name } }, done);
      else create.mutate({ name }, done);
    },
  });

  return (
    <FormDialog
      title={district ? `Edit ${district.name}` : 'New district'}
      onClose={onClose}
      size="sm"
      onSubmit={submit}
      submitLabel={district ? 'Save' : 'Create district'}
      pending={pending}
      failure={{ title: 'The district was not saved', message: errors.message }}
    >
      <FormField label="Name" error={errors.fields.name} required>
        <TextInput value={name} maxLength={200} onChange={(event) => setName(event.currentTarget.value)} />
      </FormField>
    </FormDialog>
  );
}
