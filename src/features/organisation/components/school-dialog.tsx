import { Suspense, useState } from 'react';
import type { School } from '@/contract/schemas/sup-admin';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { TextInput } from '@/src/components/text-input';
import { useT } from '@/src/lib/i18n/use-t';
import { useCreateSchool, useUpdateSchool } from '../api/organisation';
import { missingFields, savedThenClose, useFormSave } from '../lib/form-save';
import { DistrictPicker } from './district-picker';
import { PickerSkeleton } from './select-field';

interface Props {
  /** Given: edit this school. */
  school?: School;
  /** A new school's district when it is settled (a district admin's, or the district page's); otherwise the super admin picks it. */
  districtId?: string | undefined;
  onClose: () => void;
}

/** Create a school (in a given or chosen district) or edit its name and city. */
export function SchoolDialog({ school, districtId, onClose }: Props) {
  const t = useT();
  const create = useCreateSchool();
  const update = useUpdateSchool();
  const [name, setName] = useState(school?.name ?? '');
  const [city, setCity] = useState(school?.city ?? '');
  const [district, setDistrict] = useState(districtId ?? '');
  const pending = create.isPending || update.isPending;
  const { errors, submit } = useFormSave({
    pending,
    missing: () => missingFields({ name: !name.trim() && t('org.enterName'), districtId: !school && !district && t('org.chooseDistrict') }),
    save: (onError) => {
      const done = { onSuccess: savedThenClose(onClose), onError };
      const fields = { name, city: city.trim() || null };
      if (school) update.mutate({ id: school._id, body: fields }, done);
      else create.mutate({ ...fields, districtId: district }, done);
    },
  });

  return (
    <FormDialog
      title={school ? t('org.admins.editName', { name: school.name }) : t('org.schoolDialog.new')}
      onClose={onClose}
      size="sm"
      onSubmit={submit}
      submitLabel={school ? t('org.save') : t('org.schoolDialog.create')}
      pending={pending}
      failure={{ title: t('org.schoolDialog.notSaved'), message: errors.message }}
    >
      <FormField label={t('org.name')} error={errors.fields.name} required>
        <TextInput value={name} maxLength={200} onChange={(event) => setName(event.currentTarget.value)} />
      </FormField>
      <FormField label={t('org.schoolDialog.city')} error={errors.fields.city}>
        <TextInput value={city} maxLength={200} onChange={(event) => setCity(event.currentTarget.value)} />
      </FormField>
      {!school && !districtId && (
        <Suspense fallback={<PickerSkeleton />}>
          <DistrictPicker value={district} onChange={setDistrict} error={errors.fields.districtId} />
        </Suspense>
      )}
    </FormDialog>
  );
}
