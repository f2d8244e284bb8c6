import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { School } from '@/contract/schemas/sup-admin';
import { FormField } from '@/src/components/form-field';
import { InlineAlert } from '@/src/components/inline-alert';
import { NameOptions, SelectInput } from '@/src/components/select-input';
import { TextInput } from '@/src/components/text-input';
import { errorMessage } from '@/src/lib/error-message';
import { fieldMessages } from '@/src/lib/field-messages';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import { showSnackbar } from '@/src/lib/snackbar';
import { useCreateInvite } from '../api/invites';

const fields = ['schoolId', 'email', 'name'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

function validate(t: Translate, values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.schoolId) errors.schoolId = t('invites.form.schoolRequired');
  if (!/^\S+@\S+\.\S+$/.test(values.email.trim())) errors.email = t('invites.form.emailRequired');
  if (!values.name.trim()) errors.name = t('invites.form.nameRequired');
  return errors;
}

/**
 * Invites a teacher: a school of the admin's (preselected when there is one), the email and the
 * name. The server refuses duplicates and accounts of other roles (409) and floods (429): said above
 * the form; field errors (400) under their field.
 */
export function InviteForm({ schools }: { schools: School[] }) {
  const t = useT();
  const only = schools.length === 1 ? schools[0]!._id : '';
  const [values, setValues] = useState<Values>({ schoolId: only, email: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateInvite();

  const update = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(t, values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { schoolId: values.schoolId, email: values.email.trim(), name: values.name.trim() },
      {
        onSuccess: ({ invite, mailSent }) => {
          setValues({ schoolId: values.schoolId, email: '', name: '' });
          if (mailSent) showSnackbar(t('invites.form.sent', { email: invite.email }));
          else showSnackbar(t('invites.form.notMailed', { email: invite.email }), 'warning');
        },
        onError: (error) => {
          const byField = fieldMessages(error, { fields, status: 400 });
          setErrors(byField);
          if (Object.keys(byField).length === 0) setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Stack asChild gap="4" p={{ base: '4', md: '5' }} borderWidth="1px" borderRadius="l3" bg="bg.panel">
      <form onSubmit={submit} noValidate aria-label={t('invites.form.label')}>
        {formError && <InlineAlert title={formError} />}
        <FormField label={t('invites.form.school')} error={errors.schoolId} required>
          <SelectInput name="schoolId" value={values.schoolId} onChange={update('schoolId')}>
            <option value="">{t('invites.form.chooseSchool')}</option>
            <NameOptions items={schools} />
          </SelectInput>
        </FormField>
        <Stack direction={{ base: 'column', md: 'row' }} gap="4">
          <FormField label={t('invites.form.email')} error={errors.email} required>
            <TextInput type="email" name="email" inputMode="email" autoComplete="off" value={values.email} onChange={update('email')} />
          </FormField>
          <FormField label={t('invites.form.name')} error={errors.name} required>
            <TextInput name="name" autoComplete="off" value={values.name} onChange={update('name')} maxLength={120} />
          </FormField>
        </Stack>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          loading={create.isPending}
          loadingText={t('invites.form.sending')}
        >
          {t('invites.form.send')}
        </Button>
      </form>
    </Stack>
  );
}
