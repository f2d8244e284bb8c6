import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import type { AdminAccount } from '@/contract/schemas/sup-admin';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { TextInput } from '@/src/components/text-input';
import { useT } from '@/src/lib/i18n/use-t';
import { useSchools } from '@/src/lib/schools-query';
import { useCreateAdmin, useUpdateAdmin } from '../api/admins';
import type { AdminRole } from '../api/organisation';
import { adminMessages } from '../lib/admin-messages';
import { missingFields, savedThenClose, useFormSave } from '../lib/form-save';
import { DistrictPicker } from './district-picker';
import { PickerSkeleton } from './select-field';

interface Props {
  accountRole: AdminRole;
  /** Given: edit this account. */
  account?: AdminAccount;
  /** A new school admin's school when the page settles it (a school's page). */
  schoolId?: string;
  onClose: () => void;
  /** A new account and its one-time password, to show once. */
  onCreated: (account: AdminAccount, password: string) => void;
}

/** The schools of a school admin: every school the caller reaches, as checkboxes. */
function SchoolsField({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string | undefined }) {
  const t = useT();
  const schools = useSchools({ pageSize: 500, sort: 'name', status: 'active' }).data.items;
  return (
    <Stack as="fieldset" gap="2" aria-invalid={error ? true : undefined}>
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        {t('org.adminDialog.schools')}
      </Text>
      {schools.map((school) => (
        <Checkbox.Root
          key={school._id}
          checked={value.includes(school._id)}
          onCheckedChange={({ checked }) => onChange(checked ? [...value, school._id] : value.filter((id) => id !== school._id))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {school.name}
            <Text as="span" color="fg.muted" fontSize="sm">
              {' '}
              · {school._district.name}
            </Text>
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
      {error && (
        <Text color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** Create or edit a district or school admin: name, email, and their district or schools. */
export function AdminDialog({ accountRole: role, account, schoolId, onClose, onCreated }: Props) {
  const t = useT();
  const create = useCreateAdmin();
  const update = useUpdateAdmin();
  const [name, setName] = useState(account?.name ?? '');
  const [email, setEmail] = useState(account?.email ?? '');
  const [districtId, setDistrictId] = useState(account?._district?._id ?? '');
  const [schoolIds, setSchoolIds] = useState<string[]>(account?.schools.map((s) => s._id) ?? (schoolId ? [schoolId] : []));
  const pending = create.isPending || update.isPending;
  const { errors, submit } = useFormSave({
    pending,
    missing: () =>
      missingFields({
        name: !name.trim() && t('org.enterName'),
        email: !email.trim() && t('org.enterEmail'),
        districtId: role === 'district-admin' && !districtId && t('org.chooseDistrict'),
        schoolIds: role === 'school-admin' && schoolIds.length === 0 && t('org.chooseSchool'),
      }),
    save: (onError) => {
      const input =
        role === 'district-admin'
          ? ({ role, body: { name, email, districtId } } as const)
          : ({ role, body: { name, email, schoolIds } } as const);
      if (account) update.mutate({ id: account._id, input }, { onSuccess: savedThenClose(onClose), onError });
      else create.mutate(input, { onSuccess: (created) => onCreated(created.account, created.temporaryPassword), onError });
    },
  });

  return (
    <FormDialog
      title={account ? t('org.admins.editName', { name: account.name }) : t(adminMessages[role].new)}
      onClose={onClose}
      size="md"
      onSubmit={submit}
      submitLabel={account ? t('org.save') : t(adminMessages[role].create)}
      pending={pending}
      failure={{ title: t('org.adminDialog.notSaved'), message: errors.message }}
    >
      <FormField label={t('org.name')} error={errors.fields.name} required>
        <TextInput value={name} maxLength={200} autoComplete="off" onChange={(event) => setName(event.currentTarget.value)} />
      </FormField>
      <FormField label={t('org.email')} error={errors.fields.email} required>
        <TextInput
          type="email"
          value={email}
          maxLength={254}
          autoComplete="off"
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
      </FormField>
      <Suspense fallback={<PickerSkeleton />}>
        {role === 'district-admin' ? (
          <DistrictPicker value={districtId} onChange={setDistrictId} error={errors.fields.districtId} />
        ) : (
          <SchoolsField value={schoolIds} onChange={setSchoolIds} error={errors.fields.schoolIds} />
        )}
      </Suspense>
      {!account && <Text color="fg.muted">{t('org.adminDialog.password')}</Text>}
    </FormDialog>
  );
}
