import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { SsoProvider, SsoProviderSave } from '@/contract/schemas/sso';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { TextInput } from '@/src/components/text-input';
import { saveErrors } from '@/src/lib/save-errors';
import { showSnackbar } from '@/src/lib/snackbar';
import { useSaveSsoProvider } from '../api/provider';

type Field = keyof SsoProviderSave;

/** Domains as typed: separated by commas, spaces or lines. */
const domainsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);

function Toggle({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={({ checked: next }) => onChange(next === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * The district's OpenID Connect provider (README "Single sign-on"): name, issuer, client, domains,
 * whether passwords stay allowed, and whether it is on. The secret is write-only (the server
 * answers only that one is saved; left blank, it is kept). Turning single sign-on off, or passwords
 * off, asks first: both change how the whole district signs in.
 */
export function SsoProviderDialog({ districtId, saved, onClose }: { districtId: string; saved: SsoProvider | null; onClose: () => void }) {
  const save = useSaveSsoProvider(districtId);
  const [displayName, setDisplayName] = useState(saved?.displayName ?? '');
  const [issuer, setIssuer] = useState(saved?.issuer ?? '');
  const [clientId, setClientId] = useState(saved?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState(saved?.emailDomains.join(', ') ?? '');
  const [passwordsAllowed, setPasswordsAllowed] = useState(saved?.passwordsAllowed ?? true);
  const [enabled, setEnabled] = useState(saved?.enabled ?? true);
  const [errors, setErrors] = useState<ReturnType<typeof saveErrors<Field>>>({ fields: {} });
  const [confirming, setConfirming] = useState(false);

  /** What the save changes that the district will feel at once, for the confirmation. */
  const turnsOff =
    saved?.enabled && !enabled ? 'disable' : (saved?.passwordsAllowed ?? true) && !passwordsAllowed && enabled ? 'passwords' : null;

  const send = () => {
    const body: SsoProviderSave = {
      displayName,
      issuer,
      clientId,
      emailDomains: domainsOf(domains),
      passwordsAllowed,
      enabled,
      // Left out, the server keeps the saved secret.
      ...(clientSecret ? { clientSecret } : {}),
    };
    save.mutate(body, {
      onSuccess: () => {
        showSnackbar('Single sign-on saved');
        onClose();
      },
      onError: (e) => setErrors(saveErrors<Field>(e)),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    if (turnsOff) setConfirming(true);
    else send();
  };

  return (
    <>
      <FormDialog
        title={saved ? 'Single sign-on settings' : 'Set up single sign-on'}
        onClose={onClose}
        size="md"
        onSubmit={submit}
        submitLabel="Save"
        pending={save.isPending}
        failure={{ title: 'Single sign-on was not saved', message: errors.message }}
      >
        <FormField label="Name on the sign-in page" error={errors.fields.displayName} required>
          <TextInput
            value={displayName}
            maxLength={80}
            placeholder="Riverside Google"
            onChange={(e) => setDisplayName(e.currentTarget.value)}
          />
        </FormField>
        <FormField label="Issuer URL" error={errors.fields.issuer} required>
          <TextInput
            value={issuer}
            inputMode="url"
            maxLength={500}
            placeholder="https://accounts.google.com"
            onChange={(e) => setIssuer(e.currentTarget.value)}
          />
        </FormField>
        <FormField label="Client ID" error={errors.fields.clientId} required>
          <TextInput value={clientId} maxLength={500} autoComplete="off" onChange={(e) => setClientId(e.currentTarget.value)} />
        </FormField>
        <Stack gap="1">
          <FormField label="Client secret" error={errors.fields.clientSecret} required={!saved?.clientSecretSet}>
            <TextInput
              value={clientSecret}
              type="password"
              maxLength={2000}
              autoComplete="new-password"
              placeholder={saved?.clientSecretSet ? 'Saved' : ''}
              onChange={(e) => setClientSecret(e.currentTarget.value)}
            />
          </FormField>
          {saved?.clientSecretSet && (
            <Text fontSize="sm" color="fg.muted">
              A secret is saved and never shown. Leave blank to keep it, or type a new one to replace it.
            </Text>
          )}
        </Stack>
        <FormField label="Email domains (comma separated)" error={errors.fields.emailDomains} required>
          <TextInput value={domains} placeholder="riverside.k12.example.org" onChange={(e) => setDomains(e.currentTarget.value)} />
        </FormField>
        {saved && (
          <Text fontSize="sm" color="fg.muted">
            Redirect URI to register at the provider: <code>{saved.redirectUri}</code>
          </Text>
        )}
        <Toggle checked={passwordsAllowed} onChange={setPasswordsAllowed} label="Passwords stay allowed for the district" />
        <Toggle checked={enabled} onChange={setEnabled} label="Single sign-on is on" />
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title={turnsOff === 'disable' ? 'Turn single sign-on off?' : 'Stop password sign-in?'}
        cancel={{ label: 'Cancel', onClick: () => setConfirming(false) }}
        confirm={{
          label: turnsOff === 'disable' ? 'Turn off' : 'Stop passwords',
          onClick: () => {
            setConfirming(false);
            send();
          },
        }}
        onDismiss={() => setConfirming(false)}
      >
        {turnsOff === 'disable'
          ? 'The district’s people will no longer see “Sign in with …” and must sign in with a password; accounts without one need an invite.'
          : 'The district’s people will only be able to sign in through the provider. Make sure it works for them first.'}
      </ConfirmDialog>
    </>
  );
}
