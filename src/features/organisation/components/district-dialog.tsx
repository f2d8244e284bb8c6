import { useState } from 'react';
import type { District } from '@/contract/schemas/sup-admin';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { TextInput } from '@/src/components/text-input';
import { useT } from '@/src/lib/i18n/use-t';
import { useCreateDistrict, useUpdateDistrict } from '../api/organisation';
import { missingFields, savedThenClose, useFormSave } from '../lib/form-save';

/** Create a district (no `district`) or rename one. */
export function DistrictDialog({ district, onClose }: { district?: District; onClose: () => void }) {
  const t = useT();
  const create = useCreateDistrict();
  const update = useUpdateDistrict();
  const [name, setName] = useState(district?.name ?? '');
  const pending = create.isPending || update.isPending;
  const { errors, submit } = useFormSave({
    pending,
    missing: () => missingFields({ name: !name.trim() && t('org.enterName') }),
    save: (onError) => {
      const done = { onSuccess: savedThenClose(onClose), onError };
      if (district) update.mutate({ id: district._id, body: { name } }, done);
      else create.mutate({ name }, done);
    },
  });

  return (
    <FormDialog
      title={district ? t('org.admins.editName', { name: district.name }) : t('org.districtDialog.new')}
      onClose={onClose}
      size="sm"
      onSubmit={submit}
      submitLabel={district ? t('org.save') : t('org.districtDialog.create')}
      pending={pending}
      failure={{ title: t('org.districtDialog.notSaved'), message: errors.message }}
    >
      <FormField label={t('org.name')} error={errors.fields.name} required>
        <TextInput value={name} maxLength={200} onChange={(event) => setName(event.currentTarget.value)} />
      </FormField>
    </FormDialog>
  );
}
