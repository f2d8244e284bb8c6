import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import type { AdminAccount } from '@/contract/schemas/sup-admin';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { TextInput } from '@/src/components/text-input';
import { useSchools } from '@/src/lib/schools-query';
import { useCreateAdmin, useUpdateAdmin } from '../api/admins';
import type { AdminRole } from '../api/organisation';
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

export const roleNames: Record<AdminRole, string> = { 'district-admin': 'district admin', 'school-admin': 'school admin' };

/** The schools of a school admin: every school the caller reaches, as checkboxes. */
function SchoolsField({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string | undefined }) {
  const schools = useSchools({ pageSize: 500, sort: 'name', status: 'active' }).data.items;
  return (
    <Stack as="fieldset" gap="2" aria-invalid={error ? true : undefined}>
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        Schools
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
        name: !name.trim() && 'Enter a name',
        email: !email.trim() && 'Enter an email address',
        districtId: role === 'district-admin' && !districtId && 'Choose a district',
        schoolIds: role === 'school-admin' && schoolIds.length === 0 && 'Choose at least one school',
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
      title={account ? `Edit ${account.name}` : `New ${roleNames[role]}`}
      onClose={onClose}
      size="md"
      onSubmit={submit}
      submitLabel={account ? 'Save' : `Create ${roleNames[role]}`}
      pending={pending}
      failure={{ title: 'The account was not saved', message: errors.message }}
    >
      <FormField label="Name" error={errors.fields.name} required>
        <TextInput value={name} maxLength={200} autoComplete="off" onChange={(event) => setName(event.currentTarget.value)} />
      </FormField>
      <FormField label="Email" error={errors.fields.email} required>
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
      {!account && <Text color="fg.muted">They get a one-time password, shown to you once after you create the account.</Text>}
    </FormDialog>
  );
}
