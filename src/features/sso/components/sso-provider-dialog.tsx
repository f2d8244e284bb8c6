import { Checkbox, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { SsoProvider, SsoProviderSave } from '@/contract/schemas/sso';
import { ConfirmDialog } from '@/src/components/confirm-dialog';
import { FormDialog } from '@/src/components/form-dialog';
import { FormField } from '@/src/components/form-field';
import { SecretField } from '@/src/components/secret-field';
import { TextInput } from '@/src/components/text-input';
import { type Translate, useT } from '@/src/lib/i18n/use-t';
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

/**
 * The server's field refusals in the reader's language, by field and status (the server words them
 * in English): the issuer's form, the domains' form, a domain another district signs in with (409).
 */
function fieldErrors(t: Translate, error: unknown) {
  return saveErrors<Field>(error, {
    words: (field, status) => {
      if (field === 'issuer') return t('ssoSettings.error.issuer');
      if (field === 'emailDomains') return t(status === 409 ? 'ssoSettings.error.domainTaken' : 'ssoSettings.error.domains');
      return undefined;
    },
  });
}

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
  const t = useT();
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
        showSnackbar(t('ssoSettings.saved'));
        onClose();
      },
      onError: (e) => setErrors(fieldErrors(t, e)),
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
        title={saved ? t('ssoSettings.settings') : t('ssoSettings.setUp')}
        onClose={onClose}
        size="md"
        onSubmit={submit}
        submitLabel={t('ssoSettings.save')}
        pending={save.isPending}
        failure={{ title: t('ssoSettings.notSaved'), message: errors.message }}
      >
        <FormField label={t('ssoSettings.displayName')} error={errors.fields.displayName} required>
          <TextInput
            value={displayName}
            maxLength={80}
            // same in every language: an example of a provider's name
            placeholder="Riverside Google"
            onChange={(e) => setDisplayName(e.currentTarget.value)}
          />
        </FormField>
        <FormField label={t('ssoSettings.issuer')} error={errors.fields.issuer} required>
          <TextInput
            value={issuer}
            inputMode="url"
            maxLength={500}
            placeholder="https://accounts.google.com"
            onChange={(e) => setIssuer(e.currentTarget.value)}
          />
        </FormField>
        <FormField label={t('ssoSettings.clientId')} error={errors.fields.clientId} required>
          <TextInput value={clientId} maxLength={500} autoComplete="off" onChange={(e) => setClientId(e.currentTarget.value)} />
        </FormField>
        <SecretField
          label={t('ssoSettings.clientSecret')}
          value={clientSecret}
          onChange={setClientSecret}
          error={errors.fields.clientSecret}
          saved={Boolean(saved?.clientSecretSet)}
          savedText={t('ssoSettings.secretSaved')}
          keepHint={t('ssoSettings.secretHint')}
        />
        <FormField label={t('ssoSettings.domains')} error={errors.fields.emailDomains} required>
          <TextInput value={domains} placeholder="riverside.k12.example.org" onChange={(e) => setDomains(e.currentTarget.value)} />
        </FormField>
        {saved && (
          <Text fontSize="sm" color="fg.muted">
            {t('ssoSettings.registerRedirect')} <code>{saved.redirectUri}</code>
          </Text>
        )}
        <Toggle checked={passwordsAllowed} onChange={setPasswordsAllowed} label={t('ssoSettings.passwordsToggle')} />
        <Toggle checked={enabled} onChange={setEnabled} label={t('ssoSettings.enabledToggle')} />
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        title={turnsOff === 'disable' ? t('ssoSettings.disableTitle') : t('ssoSettings.stopPasswordsTitle')}
        cancel={{ label: t('ssoSettings.cancel'), onClick: () => setConfirming(false) }}
        confirm={{
          label: turnsOff === 'disable' ? t('ssoSettings.turnOff') : t('ssoSettings.stopPasswords'),
          onClick: () => {
            setConfirming(false);
            send();
          },
        }}
        onDismiss={() => setConfirming(false)}
      >
        {turnsOff === 'disable' ? t('ssoSettings.disableText') : t('ssoSettings.stopPasswordsText')}
      </ConfirmDialog>
    </>
  );
}
