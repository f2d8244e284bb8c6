import { type FormEvent, useState } from 'react';
import type { District } from '@/contract/schemas/sup-admin';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { TextInput } from '@/src/components/text-input';
import { showSnackbar } from '@/src/lib/snackbar';
import { useCreateDistrict, useUpdateDistrict } from '../api/organisation';
import { formErrors } from '../lib/field-errors';

/** Create a district (no `district`) or rename one. */
export function DistrictDialog({ district, onClose }: { district?: District; onClose: () => void }) {
  const create = useCreateDistrict();
  const update = useUpdateDistrict();
  const [name, setName] = useState(district?.name ?? '');
  const [errors, setErrors] = useState<ReturnType<typeof formErrors>>({ fields: {} });
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!name.trim()) return setErrors({ fields: { name: 'Enter a name' } });
    const done = {
      onSuccess: (saved: District) => {
        showSnackbar(`${saved.name} saved`);
        onClose();
      },
      onError: (e: unknown) => setErrors(formErrors(e)),
    };
    if (district) update.mutate({ id: district._id, body: { name } }, done);
    else create.mutate({ name }, done);
  };

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
