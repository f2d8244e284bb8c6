import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import type { CurrentUser } from '@/contract/schemas/user';
import { FormField } from '@/src/components/form-field';
import { InlineAlert } from '@/src/components/inline-alert';
import { PasswordInput } from '@/src/components/password-input';
import { TextInput } from '@/src/components/text-input';
import { ApiError } from '@/src/lib/api-error';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
import { type Credentials, login } from '../api/login';
import { DemoAccounts } from './demo-accounts';
import { formatWait, useCountdown } from './use-countdown';

type FieldName = keyof Credentials;
type FieldErrors = Partial<Record<FieldName, string>>;

function sentence(message: string) {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The server's 400 details (`body.email`, …) as messages per field. */
function fieldErrorsOf(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of error.body.details ?? []) {
    const field = detail.path.replace(/^body\./, '');
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = sentence(detail.message);
  }
  return errors;
}

function validate(values: Credentials, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.email.trim()) errors.email = t('signIn.emailMissing');
  if (!values.password) errors.password = t('signIn.passwordMissing');
  return errors;
}

/**
 * The failures a person meets here, in their language: wrong credentials, locked out, offline.
 * Anything else says the server's (English) message, or a generic one.
 */
function failureMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('signIn.failed');
  if (error.status === 401) return t('signIn.wrongCredentials');
  if (error.status === 429) return t('signIn.tooManyAttempts');
  if (error.status === 0) return t('signIn.offline');
  return error.message || t('signIn.failed');
}

interface Props {
  onSignedIn: (answer: { token: string; refreshToken: string; user: CurrentUser }) => Promise<void>;
}

export function SignInForm({ onSignedIn }: Props) {
  const t = useT();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const wait = useCountdown(lockedUntil);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const update = (field: FieldName) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && error.body.details?.length) {
      const errors = fieldErrorsOf(error);
      setFieldErrors(errors);
      if (!errors.email && !errors.password) setFormError(error.message);
      return;
    }
    if (error instanceof ApiError && error.status === 429) {
      setLockedUntil(Date.now() + (error.retryAfter ?? 60) * 1000);
    }
    setFormError(failureMessage(error, t));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || wait > 0) return;
    const errors = validate(values, t);
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    try {
      await onSignedIn(await login({ email: values.email.trim(), password: values.password }));
    } catch (error) {
      showFailure(error);
      setPending(false);
    }
  };

  return (
    <Stack gap="6">
      <Stack asChild gap="5">
        <form onSubmit={submit} noValidate aria-label={t('signIn.formLabel')}>
          {formError && (
            <InlineAlert title={formError}>{wait > 0 ? t('signIn.tryAgainIn', { wait: formatWait(wait, t) }) : null}</InlineAlert>
          )}
          <FormField label={t('signIn.email')} error={fieldErrors.email} required>
            <TextInput
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              autoFocus
              value={values.email}
              onChange={update('email')}
            />
          </FormField>
          <FormField label={t('signIn.password')} error={fieldErrors.password} required>
            <PasswordInput
              ref={passwordRef}
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={update('password')}
            />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={pending} loadingText={t('signIn.submitting')} disabled={wait > 0}>
            {t('signIn.submit')}
          </Button>
        </form>
      </Stack>
      {import.meta.env.DEV && (
        <DemoAccounts
          onPick={(email, password) => {
            setValues({ email, password });
            setFieldErrors({});
            setFormError(null);
          }}
        />
      )}
    </Stack>
  );
}
