import { Box, Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { GraduationCap } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import type { InvitePreview } from '@/contract/schemas/invites';
import { FormField } from '@/src/components/form-field';
import { InlineAlert } from '@/src/components/inline-alert';
import { MailPageFrame } from '@/src/components/mail-page-frame';
import { PasswordInput } from '@/src/components/password-input';
import { TextInput } from '@/src/components/text-input';
import { ApiError } from '@/src/lib/api-error';
import { errorMessage } from '@/src/lib/error-message';
import { fieldMessages } from '@/src/lib/field-messages';
import { i18n } from '@/src/lib/i18n/i18n';
import { useT } from '@/src/lib/i18n/use-t';
import { setSchoolId } from '@/src/lib/school-id';
import { showSnackbar } from '@/src/lib/snackbar';
import { acceptInvite, previewInvite } from '../api/invite';
import { completeSignIn } from '../session-actions';
import { PasswordMeter, problemOf, usePasswordVerdict } from './password-meter';

/**
 * The token of the link `/invite#<token>`. It rides in the fragment, which the browser sends to no
 * server (not in the page request, so not in access logs; never in a Referer header), and goes to
 * the API only in a POST body.
 */
function tokenFromAddress(): string {
  return window.location.hash.replace(/^#/, '');
}

type Load = { state: 'loading' } | { state: 'ready'; invite: InvitePreview } | { state: 'refused'; message: string; signIn: boolean };

/**
 * `/invite`: a teacher's invite. Shows the school and the pre-filled name; a new teacher chooses a
 * password (with the strength meter; the server checks the same), a teacher with an account confirms
 * theirs. Accepting signs them in and opens the teacher workspace on the invite's school.
 */
export function AcceptInvitePage() {
  const t = useT();
  const [token] = useState(tokenFromAddress);
  const [load, setLoad] = useState<Load>(token ? { state: 'loading' } : refusedNoToken);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    previewInvite(token, controller.signal).then(
      (invite) => setLoad({ state: 'ready', invite }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const accepted = error instanceof ApiError && (error.body as { reason?: string }).reason === 'accepted';
        setLoad({ state: 'refused', message: errorMessage(error, i18n._('join.couldNotOpen')), signIn: accepted });
      },
    );
    return () => controller.abort();
  }, [token]);

  return (
    <MailPageFrame title={t('join.pageTitle')} mark={<ProductName />}>
      {/* Belt and braces: fragments never go into a Referer, and this page sends none at all. */}
      <meta name="referrer" content="no-referrer" />
      {load.state === 'loading' && (
        <Stack gap="4" aria-busy="true" aria-label={t('join.opening')}>
          <Skeleton height="8" width="70%" />
          <Skeleton height="5" />
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      )}
      {load.state === 'refused' && <Refused message={load.message} signIn={load.signIn} />}
      {load.state === 'ready' && <AcceptForm token={token} invite={load.invite} />}
    </MailPageFrame>
  );
}

function ProductName() {
  const t = useT();
  return (
    <HStack gap="2" color="brand.fg">
      <GraduationCap size={32} aria-hidden />
      <Text fontWeight="bold" fontSize="lg" color="fg">
        {t('app.name')}
      </Text>
    </HStack>
  );
}

/** Said in the language of the moment it is made (the page's first render, after its loader). */
const refusedNoToken = (): Load => ({ state: 'refused', message: i18n._('join.noToken'), signIn: false });

function Refused({ message, signIn }: { message: string; signIn: boolean }) {
  const t = useT();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('join.cannotUse')}
      </Heading>
      <InlineAlert title={message} />
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to="/sign-in">{signIn ? t('join.signIn') : t('join.toSignIn')}</RouterLink>
      </Link>
    </Stack>
  );
}

type Field = 'name' | 'password';

function AcceptForm({ token, invite }: { token: string; invite: InvitePreview }) {
  const t = useT();
  const navigate = useNavigate();
  const existing = invite.account === 'existing';
  const [name, setName] = useState(invite.name ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const verdict = usePasswordVerdict(existing ? '' : password, [name, invite.email, invite.school.name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found: Partial<Record<Field, string>> = {};
    if (!existing && !name.trim()) found.name = t('join.nameMissing');
    if (!password) found.password = existing ? t('join.passwordMissing') : t('join.choosePassword');
    else if (!existing && verdict && !verdict.acceptable) found.password = problemOf(verdict, t) ?? t('join.stronger');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const answer = await acceptInvite({ token, name: name.trim() || invite.email, password });
      await completeSignIn(answer);
      // Open the workspace on the school of the invite, not whichever school came first.
      setSchoolId(invite.school._id);
      await navigate({ to: '/teacher', replace: true });
      // A teacher of one school sees no school switcher: say where they now teach.
      showSnackbar(t('join.welcome', { school: invite.school.name }));
    } catch (error) {
      setPending(false);
      const byField = fieldErrors(error);
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFormError(errorMessage(error, t('join.failed')));
    }
  };

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('join.heading', { school: invite.school.name })}
        </Heading>
        <Text color="fg.muted">
          {existing
            ? t('join.existing', { email: invite.email, school: invite.school.name })
            : t('join.new', { email: invite.email, school: invite.school.name })}
        </Text>
      </Stack>
      <Stack asChild gap="4">
        <form onSubmit={submit} noValidate aria-label={t('join.form')}>
          {formError && <InlineAlert title={formError} />}
          {/* For password managers: the account the password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={invite.email} readOnly hidden />
          {!existing && (
            <FormField label={t('join.name')} error={errors.name} required>
              <TextInput name="name" autoComplete="name" value={name} maxLength={120} onChange={(e) => setName(e.currentTarget.value)} />
            </FormField>
          )}
          <Box>
            <FormField label={existing ? t('join.password') : t('join.choosePassword')} error={errors.password} required>
              <PasswordInput
                name="password"
                autoComplete={existing ? 'current-password' : 'new-password'}
                value={password}
                onChange={(e) => {
                  setPassword(e.currentTarget.value);
                  setErrors((v) => ({ ...v, password: undefined }));
                }}
              />
            </FormField>
            {!existing && <PasswordMeter verdict={verdict} />}
          </Box>
          <Button type="submit" colorPalette="brand" size="lg" loading={pending} loadingText={t('join.joining')}>
            {existing ? t('join.heading', { school: invite.school.name }) : t('join.create')}
          </Button>
        </form>
      </Stack>
    </Stack>
  );
}

/** The server's 400 details on the form's fields (`body.password`: too weak, or not the account's password). */
const fieldErrors = (error: unknown) => fieldMessages<Field>(error, { fields: ['name', 'password'], status: 400 });
