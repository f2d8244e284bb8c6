import { Button, Stack } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AccountUpdate } from '@/contract/schemas/admin-people';
import { DialogFrame } from '@/src/components/dialog-frame';
import { FormField } from '@/src/components/form-field';
import { InlineAlert } from '@/src/components/inline-alert';
import { TextInput } from '@/src/components/text-input';
import { formErrors } from '../lib/field-errors';

interface Props {
  title: string;
  initial: AccountUpdate;
  save: UseMutationResult<unknown, Error, AccountUpdate>;
  onClose: () => void;
}

/** Edits an account's name and email; the server's refusals show on their field (a taken email: 409). */
export function AccountFormDialog({ title, initial, save, onClose }: Props) {
  const [name, setName] = useState(initial.name);
  const [email, setEmail] = useState(initial.email);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const server = formErrors(save.error);
  const errors = { ...server.fields, ...missing };
  return (
    <DialogFrame
      title={title}
      size="md"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const next: Record<string, string> = {};
        if (!name.trim()) next.name = 'Enter a name';
        if (!/^\S+@\S+\.\S+$/.test(email.trim())) next.email = 'Enter an email address';
        setMissing(next);
        if (Object.keys(next).length === 0) save.mutate({ name: name.trim(), email: email.trim() }, { onSuccess: onClose });
      }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {server.message && <InlineAlert title="Not saved">{server.message}</InlineAlert>}
        <FormField label="Name" error={errors.name} required>
          <TextInput value={name} maxLength={120} autoComplete="off" onChange={(e) => setName(e.currentTarget.value)} />
        </FormField>
        <FormField label="Email" error={errors.email} required>
          <TextInput type="email" value={email} maxLength={254} autoComplete="off" onChange={(e) => setEmail(e.currentTarget.value)} />
        </FormField>
      </Stack>
    </DialogFrame>
  );
}
