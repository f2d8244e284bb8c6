import { FormField } from '@/src/components/form-field';
import { TextInput } from '@/src/components/text-input';
import { i18n } from '@/src/lib/i18n/i18n';
import { useT } from '@/src/lib/i18n/use-t';

/** What is wrong with an account's name and email before it is sent (the server checks again). */
export function accountFieldProblems(name: string, email: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!name.trim()) problems.name = i18n._('people.enterName');
  if (!/^\S+@\S+\.\S+$/.test(email.trim())) problems.email = i18n._('people.enterEmail');
  return problems;
}

interface Props {
  name: string;
  email: string;
  onNameChange: (name: string) => void;
  onEmailChange: (email: string) => void;
  errors: Record<string, string | undefined>;
}

/** An account's name and email inputs, as the create and edit dialogs of people show them. */
export function AccountFields({ name, email, onNameChange, onEmailChange, errors }: Props) {
  const t = useT();
  return (
    <>
      <FormField label={t('people.name')} error={errors.name} required>
        <TextInput value={name} maxLength={120} autoComplete="off" onChange={(e) => onNameChange(e.currentTarget.value)} />
      </FormField>
      <FormField label={t('people.email')} error={errors.email} required>
        <TextInput type="email" value={email} maxLength={254} autoComplete="off" onChange={(e) => onEmailChange(e.currentTarget.value)} />
      </FormField>
    </>
  );
}
