import { HStack, Stack, Tag, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ParentCreated } from '@/contract/schemas/admin-people';
import type { PrivacyStudent } from '@/contract/schemas/privacy';
import { FormDialog } from '@/src/components/form-dialog';
import { useT } from '@/src/lib/i18n/use-t';
import { useCreateParent } from '../api/parents';
import { formErrors } from '../lib/field-errors';
import { AccountFields, accountFieldProblems } from './account-fields';
import { StudentPicker } from './student-picker';

interface Props {
  onClose: () => void;
  /** After the account is made, with its one-time password (to show once). */
  onCreated: (created: ParentCreated) => void;
  /** Linked from the start (e.g. from a student's page). */
  initialChildren?: PrivacyStudent[];
}

/** Creates a parent account linked to at least one child; the server answers a one-time password. */
export function ParentCreateDialog({ onClose, onCreated, initialChildren = [] }: Props) {
  const t = useT();
  const create = useCreateParent();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [children, setChildren] = useState<PrivacyStudent[]>(initialChildren);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const server = formErrors(create.error);
  const errors = { ...server.fields, ...missing };
  return (
    <FormDialog
      title={t('people.parentCreate.title')}
      size="md"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const next = accountFieldProblems(name, email);
        if (children.length === 0) next.studentIds = t('people.parentCreate.linkOne');
        setMissing(next);
        if (Object.keys(next).length > 0) return;
        create.mutate({ name: name.trim(), email: email.trim(), studentIds: children.map((c) => c._id) }, { onSuccess: onCreated });
      }}
      submitLabel={t('people.parentCreate.create')}
      pending={create.isPending}
      failure={{ title: t('people.notCreated'), message: server.message }}
    >
      <AccountFields name={name} email={email} onNameChange={setName} onEmailChange={setEmail} errors={errors} />
      <Stack gap="2" as="fieldset">
        <Text as="legend" fontWeight="medium" fontSize="sm" mb="1.5">
          {t('people.parentCreate.children')}
        </Text>
        {children.length > 0 ? (
          <HStack as="ul" aria-label={t('people.parentCreate.toLink')} gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
            {children.map((c) => (
              <Tag.Root as="li" key={c._id} size="lg">
                <Tag.Label>
                  {c.firstName} {c.lastName}
                </Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t('people.parentCreate.removeChild', { name: `${c.firstName} ${c.lastName}` })}
                    onClick={() => setChildren((now) => now.filter((x) => x._id !== c._id))}
                  />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </HStack>
        ) : (
          <Text fontSize="sm" color={errors.studentIds ? 'fg.error' : 'fg.muted'}>
            {errors.studentIds ?? t('people.parentCreate.hint')}
          </Text>
        )}
        <StudentPicker action={t('people.add')} excluded={children.map((c) => c._id)} onPick={(s) => setChildren((now) => [...now, s])} />
      </Stack>
    </FormDialog>
  );
}
