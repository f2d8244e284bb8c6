import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { District } from '@/contract/schemas/sup-admin';
import { DialogFrame } from '@/src/components/dialog-frame';
import { FormField } from '@/src/components/form-field';
import { InlineAlert } from '@/src/components/inline-alert';
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
    <DialogFrame
      title={district ? `Edit ${district.name}` : 'New district'}
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {district ? 'Save' : 'Create district'}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {errors.message && <InlineAlert title="The district was not saved">{errors.message}</InlineAlert>}
        <FormField label="Name" error={errors.fields.name} required>
          <TextInput value={name} maxLength={200} onChange={(event) => setName(event.currentTarget.value)} />
        </FormField>
      </Stack>
    </DialogFrame>
  );
}
