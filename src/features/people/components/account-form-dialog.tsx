import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountUpdate } from '@/contract/schemas/admin-people';
import { FormDialog } from '@/src/components/form-dialog';
import { useT } from '@/src/lib/i18n/use-t';
import { formErrors } from '../lib/field-errors';
import { AccountFields, accountFieldProblems } from './account-fields';

interface Props {
  title: string;
  initial: AccountUpdate;
  save: UseMutationResult<unknown, Error, AccountUpdate>;
  onClose: () => void;
}

/** Edits an account's name and email; the server's refusals show on their field (a taken email: 409). */
export function AccountFormDialog({ title, initial, save, onClose }: Props) {
  const t = useT();
  const [name, setName] = useState(initial.name);
  const [email, setEmail] = useState(initial.email);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const server = formErrors(save.error);
  const errors = { ...server.fields, ...missing };
  return (
    <FormDialog
      title={title}
      size="md"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const next = accountFieldProblems(name, email);
        setMissing(next);
        if (Object.keys(next).length === 0) save.mutate({ name: name.trim(), email: email.trim() }, { onSuccess: onClose });
      }}
      submitLabel={t('people.save')}
      pending={save.isPending}
      failure={{ title: t('people.notSaved'), message: server.message }}
    >
      <AccountFields name={name} email={email} onNameChange={setName} onEmailChange={setEmail} errors={errors} />
    </FormDialog>
  );
}
